import type en from '../en/site.ts';
import type { Translation } from '../translation.ts';

export default {
  skipToContent: 'Ir al contenido principal',
  breadcrumbs: {
    home: 'Inicio',
    support: 'Soporte',
    wireless: 'Inalámbrico',
  },
  meta: {
    title: (title: string, serviceName: string) =>
      `Soporte de ${title} para clientes de ${serviceName}`,
    smallBusinessTitle: (title: string, serviceName: string) =>
      `Soporte de ${title} para clientes empresariales de ${serviceName}`,
    description: (title: string) =>
      `Obtenga soporte de ${title}: resuelva problemas con su servicio, encuentre las soluciones principales, explore temas de ayuda y comuníquese con nosotros.`,
  },
} satisfies Translation<typeof en>;
