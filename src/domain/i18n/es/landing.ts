import type en from '../en/landing.ts';
import type { Translation } from '../translation.ts';
import { formatNumber } from '../format.ts';

export default {
  labels: {
    contactUsLabel: 'Comuníquese con nosotros',
    browseTopicsLabel: 'Explorar temas',
    backCTA: 'Atrás',
    returnCTA: 'Menú principal',
    helpfulInfoLabel: 'Información útil',
    fixMyWireless: 'Solucionar problemas del servicio inalámbrico',
    fixMyService: 'Solucionar problemas del servicio',
    seeTopSolutionsLabel: 'Ver las soluciones principales',
    popularSolutionsLabel: 'Soluciones populares',
    continueWithoutSigningInLabel: 'Continuar sin iniciar sesión',
    chooseDeviceLabel: 'Elija un dispositivo',
    personalizedHelpLabel: '¿Desea ayuda personalizada?',
    notYouLabel: '¿No es usted?',
    signInLabel: 'Iniciar sesión',
    welcomeBackLabel: 'Le damos la bienvenida de nuevo',
    topSolutionsLabel: 'Soluciones principales',
  },
  wirelessService: 'servicio inalámbrico',
  supportHeading: (service: string) => `Soporte de ${service}`,
  helpfulInfo: {
    untitledTab: (position: number) => `Pestaña ${formatNumber('es', position)}`,
    smartHome: {
      title: 'Smart Home Manager',
      open: 'Abrir Smart Home Manager',
      getApp: 'Obtener la aplicación Smart Home Manager',
    },
  },
  allServices: 'Todos los servicios',
  contact: {
    otherOptions: 'Otras formas de obtener ayuda',
    socialMedia: 'Redes sociales',
    chatTitle: 'Chatee con nosotros',
    startChat: 'Iniciar chat',
  },
  search: {
    searchSupport: 'Buscar en Soporte',
    askQuestion: 'Haga una pregunta',
  },
  faq: 'Preguntas frecuentes',
  consent: 'Consentimiento de cookies',
  orderStatus: 'El estado de su pedido',
  outage: {
    heading: 'Estado del servicio',
    fallbackTitle: 'Se reportó una interrupción del servicio',
    fallbackMessage:
      'Estamos trabajando para resolver un problema que podría afectar el servicio inalámbrico.',
    none: 'En este momento no hay interrupciones del servicio inalámbrico reportadas.',
    unknown: 'En este momento no podemos verificar si hay interrupciones.',
    checkStatus: 'Consultar el estado de las interrupciones',
  },
} satisfies Translation<typeof en>;
