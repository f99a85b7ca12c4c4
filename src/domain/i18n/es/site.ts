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
  preview: {
    region: 'Vista previa',
    notPublished: 'Vista previa: sin publicar',
    published: 'Vista previa: publicada',
    draftSaved: 'Borrador guardado el',
    liveSince: 'Publicada desde el',
    unknownTime: 'El servicio de contenido no indicó cuándo se guardó este borrador.',
    exit: 'Salir de la vista previa',
    live: 'Ver la página publicada',
  },
} satisfies Translation<typeof en>;
