import type en from '../en/offline.ts';
import type { Translation } from '../translation.ts';

export default {
  notice: {
    saved: (when: string) =>
      `No tiene conexión. Esta es la ayuda guardada en este dispositivo el ${when}.`,
    undated: 'No tiene conexión. Esta es la ayuda guardada en este dispositivo.',
  },
  page: {
    title: 'No tiene conexión',
    description: 'Ayuda guardada en este dispositivo, para cuando no hay conexión.',
    intro:
      'Esta página aún no está guardada en este dispositivo. Estos pasos suelen devolver la conexión, y la ayuda de abajo se guardó la última vez que la abrió.',
    stepsHeading: 'Pruebe estos pasos',
    savedHeading: 'Ayuda guardada en este dispositivo',
    noneSaved:
      'Aún no hay páginas de ayuda guardadas en este dispositivo. Abra una mientras tenga conexión para guardarla.',
    savedOn: (when: string) => `guardada el ${when}`,
    tryAgain: 'Intentar de nuevo',
  },
  basicSteps: [
    {
      title: 'Reinicie su dispositivo',
      description: 'Apague el teléfono, espere 30 segundos y vuelva a encenderlo.',
    },
    {
      title: 'Revise el modo avión',
      description: 'Asegúrese de que el modo avión esté desactivado y los datos móviles activados.',
    },
    {
      title: 'Revise su tarjeta SIM',
      description:
        'Saque la tarjeta SIM, revise que no esté dañada y vuelva a colocarla con firmeza.',
    },
    {
      title: 'Active las llamadas por Wi-Fi',
      description:
        'En una red Wi-Fi, las llamadas por Wi-Fi le permiten llamar y enviar mensajes sin señal.',
    },
  ],
} satisfies Translation<typeof en>;
