import { formatNumber, plural } from '../format.ts';
import type en from '../en/video-player.ts';
import type { Translation } from '../translation.ts';

export default {
  player: {
    name: 'Reproductor de video',
    close: 'Cerrar video',
    play: 'Reproducir video',
    replay: 'Repetir video',
    backToPosition: 'Volver a la posición del video',
  },
  moment: {
    copy: 'Copiar enlace a este momento',
    copyShort: 'Copiar enlace',
    copied: 'Enlace copiado',
    refused: (url: string) => `Su navegador no permitió copiar. El enlace es ${url}`,
    watchPage: 'Abrir página del video',
  },
  controls: {
    group: 'Controles del video',
    play: 'Reproducir',
    pause: 'Pausar',
    seek: 'Posición del video',
    timeOf: (current: string, total: string) => `${current} de ${total}`,
    remainingTime: 'Tiempo restante',
    mute: 'Silenciar',
    muted: 'Video silenciado',
    unmuted: 'Video con sonido',
    volume: 'Volumen',
    captions: 'Subtítulos',
    showCaptions: 'Mostrar subtítulos',
    hideCaptions: 'Ocultar subtítulos',
    transcript: 'Transcripción',
    showTranscript: 'Mostrar transcripción',
    hideTranscript: 'Ocultar transcripción',
    playlist: 'Lista de reproducción',
    showPlaylist: 'Mostrar lista de reproducción',
    hidePlaylist: 'Ocultar lista de reproducción',
    fullScreen: 'Pantalla completa',
    exitFullScreen: 'Salir de pantalla completa',
  },
  chapters: {
    label: 'Capítulos',
    length: 'duración',
    hover: 'ir al inicio de este capítulo del video',
  },
  endScreen: {
    related: 'Videos relacionados:',
    replay: 'Repetir',
  },
  transcript: {
    label: 'Transcripción',
    filter: 'Filtrar contenido',
    print: 'Imprimir transcripción',
  },
  print: {
    frameTitle: 'Marco de impresión de la transcripción',
    totalTime: 'Duración total:',
    date: 'Fecha:',
    heading: 'TRANSCRIPCIÓN DEL VIDEO',
    disclaimer:
      'Esta transcripción se ofrece solo para su comodidad y es posible que no coincida exactamente con el audio del video. ' +
      'Las ofertas, los precios y las funciones que se muestran están sujetos a cambios. © Wireless support. Todos los derechos reservados.',
  },
  rating: {
    question: '¿Cómo calificaría este video?',
    comment: 'Ayúdenos a mejorar nuestro contenido con sus comentarios:',
    placeholder: 'Escriba su comentario aquí',
    cancel: 'Cancelar',
    submit: 'Enviar',
    thanks: '¡Gracias por sus comentarios!',
    thumbsUp: 'Me gusta',
    thumbsDown: 'No me gusta',
    stars: (count: number) =>
      plural('es', count, {
        one: `${formatNumber('es', count)} estrella`,
        other: `${formatNumber('es', count)} estrellas`,
      }),
  },
  lowRatingHelp: {
    prompt: '¿Todavía necesita ayuda?',
    chat: 'Chatee con nosotros',
    assistant: 'Pregunte a nuestro asistente de IA',
    search: (title: string) => `Buscar “${title}”`,
    dismiss: 'No, gracias',
    subject: (title: string, time: string) => `${title} (se detuvo en ${time})`,
  },
} satisfies Translation<typeof en>;
