import type en from '../en/greeting.ts';
import type { Translation } from '../translation.ts';

export default {
  welcome: 'Le damos la bienvenida',
  welcomeName: (firstName: string) => `Le damos la bienvenida, ${firstName}`,
  loading: 'Cargando su cuenta',
} satisfies Translation<typeof en>;
