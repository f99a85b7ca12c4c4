import type en from '../en/islands.ts';
import type { Translation } from '../translation.ts';
import { formatNumber, plural } from '../format.ts';

export default {
  search: {
    submit: 'Buscar',
    searching: 'Buscando…',
    failed: 'La búsqueda no está disponible en este momento. Vuelva a intentarlo.',
    noResults: (query: string) => `No hay resultados para “${query}”.`,
    results: (count: number, query: string) =>
      plural('es', count, {
        one: `${formatNumber('es', count)} resultado para “${query}”`,
        other: `${formatNumber('es', count)} resultados para “${query}”`,
      }),
  },
  serviceChoice: {
    label: 'Mostrar soporte para',
    hint: 'Las secciones de información útil, temas y servicios que aparecen a continuación cambian según el servicio que elija.',
  },
  jumpLinks: 'Ir a una sección',
  unlockAccount: 'Desbloquee su cuenta',
  ask: {
    label: 'Pregunte a nuestro asistente de IA',
    about: (subject: string) => `sobre ${subject}`,
  },
  assistant: {
    title: 'Asistente de IA',
    close: 'Cerrar el asistente de IA',
    askingAbout: 'Su pregunta es sobre:',
    loading: 'Cargando el asistente…',
    unavailable: 'Nuestro asistente de IA no está disponible en este momento.',
    searchInstead: 'Buscar en Soporte',
  },
  article: {
    untitled: 'Artículo de soporte',
    close: 'Cerrar el artículo',
    loading: 'Cargando el artículo',
    readOnItsPage: (title: string) => `Lea “${title}” en su propia página`,
  },
} satisfies Translation<typeof en>;
