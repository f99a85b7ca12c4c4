import type en from '../en/video.ts';
import type { Translation } from '../translation.ts';

export default {
  loading: {
    custom: 'Cargando...',
    video: 'Cargando el video',
    player: 'Cargando el reproductor',
  },
  tile: {
    play: (title: string) => `Reproducir video: ${title}`,
    duration: 'Duración',
    playPreview: 'Reproducir vista previa',
    pausePreview: 'Pausar vista previa',
    previewDuration: 'duración',
    autoplaySourceRequired:
      'se requiere una fuente de reproducción automática cuando la reproducción automática está activada',
  },
  errors: {
    metadata: 'Se produjo un error al obtener la información del video',
    playback: 'Se produjo un problema al reproducir el video',
  },
} satisfies Translation<typeof en>;
