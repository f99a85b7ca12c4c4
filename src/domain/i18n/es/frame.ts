import type en from '../en/frame.ts';
import type { Translation } from '../translation.ts';

export default {
  brand: 'Carrier Support',
  header: {
    nav: 'Principal',
    support: 'Soporte',
    wireless: 'Inalámbrico',
    business: 'Negocios',
  },
  footer: {
    nav: 'Pie de página',
    languageName: 'Español',
    supportHome: 'Inicio de Soporte',
    contactUs: 'Comuníquese con nosotros',
    privacy: 'Centro de privacidad',
    terms: 'Términos de uso',
    rights: (year: string, brand: string) => `© ${year} ${brand}. Todos los derechos reservados.`,
  },
} satisfies Translation<typeof en>;
