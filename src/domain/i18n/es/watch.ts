import type en from '../en/watch.ts';
import type { Translation } from '../translation.ts';

export default {
  title: (videoTitle: string) => `${videoTitle} | Video de soporte inalámbrico`,
  description: (videoTitle: string) => `Vea "${videoTitle}", un video de soporte inalámbrico.`,
  chapters: 'Capítulos',
  transcript: 'Transcripción',
  related: 'Videos relacionados',
  length: 'Duración',
  moreHelp: {
    wireless: 'Más soporte inalámbrico',
    smallBusiness: 'Más soporte inalámbrico para pequeñas empresas',
  },
  gone: {
    title: 'Este video ya no está disponible',
    heading: 'Este video ya no está disponible',
    body: 'Se retiró. Es posible que encuentre la misma ayuda en los videos a continuación o en nuestras páginas de soporte.',
    others: 'Otros videos de ayuda',
  },
  notFound: {
    title: 'No se encontró el video',
    heading: 'No podemos encontrar ese video',
    body: 'Es posible que el enlace tenga un error, o que el video ya no esté disponible.',
  },
  unavailable: {
    title: 'Video no disponible',
    heading: 'Este video no está disponible en este momento',
    body: 'No pudimos cargar este video. Vuelva a intentarlo en unos minutos.',
  },
  whereToGo: 'Encuentre ayuda en nuestras páginas de soporte',
  wirelessSupport: 'Soporte inalámbrico',
  smallBusinessSupport: 'Soporte inalámbrico para pequeñas empresas',
} satisfies Translation<typeof en>;
