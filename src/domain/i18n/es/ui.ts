import type en from '../en/ui.ts';
import type { Translation } from '../translation.ts';

export default {
  opensInNewTab: '(se abre en una pestaña nueva)',
  close: 'Cerrar',
  loading: 'Cargando',
  moreInformation: 'Más información',
  onThisPage: 'En esta página',
  accordion: {
    expandAll: 'Expandir todo',
    collapseAll: 'Contraer todo',
    viewMore: 'Ver más',
    viewLess: 'Ver menos',
  },
  alert: {
    kinds: {
      error: 'Error',
      warning: 'Advertencia',
      info: 'Información',
      success: 'Confirmación',
    },
    dismissTitled: (title: string) => `Cerrar la alerta: ${title}`,
    dismissKind: {
      error: 'Cerrar la alerta de error',
      warning: 'Cerrar la advertencia',
      info: 'Cerrar el aviso informativo',
      success: 'Cerrar el aviso de confirmación',
    },
  },
  breadcrumb: {
    standalone: 'Ruta de navegación',
    footer: 'Ruta de navegación (pie de página)',
  },
  appBadge: {
    apple: { label: 'Descargar en el App Store', artwork: 'Descargar en el' },
    google: { label: 'Disponible en Google Play', artwork: 'DISPONIBLE EN' },
  },
} satisfies Translation<typeof en>;
