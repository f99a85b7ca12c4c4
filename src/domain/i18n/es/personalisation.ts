import type en from '../en/personalisation.ts';
import type { Translation } from '../translation.ts';

export default {
  fixMyWireless: {
    checkMyDevice: 'Revisar mi dispositivo',
    startTroubleshooting: 'Comenzar a solucionar problemas',
    yourDevice: 'Su dispositivo',
    checkingAccount: 'Verificando su cuenta',
    checking: 'Verificando su dispositivo y su servicio',
    deviceAndService: 'Su dispositivo y su servicio',
    checkPrompt:
      'Revise su dispositivo y su servicio, y luego siga los pasos según lo que encontremos.',
  },
  orderStatus: {
    account: (accountNumber: string) => `Cuenta ${accountNumber}`,
    loading: 'Cargando el estado de su pedido',
    statuses: {
      active: 'Activa',
      pendingactive: 'Activación pendiente',
      suspended: 'Suspendida',
    },
  },
  personalOutage: {
    text: 'Hay un problema con el servicio en su zona',
    seeStatus: 'Ver el estado del servicio',
    close: 'Cerrar la alerta de problema con el servicio',
  },
  numberDialog: {
    title: 'Ingrese su número inalámbrico',
    intro: 'Lo usaremos para mostrarle ayuda para su teléfono. No lo guardamos en esta página.',
    field: 'Número inalámbrico',
    invalid: 'Ingrese su número inalámbrico de 10 dígitos.',
    notRecognised: 'No encontramos ese número. Revíselo y vuelva a intentarlo.',
    serviceFailed: 'No pudimos verificar su número en este momento. Vuelva a intentarlo más tarde.',
    submit: 'Continuar',
  },
  recommended: 'Recomendado para usted',
} satisfies Translation<typeof en>;
