import { byLocale } from './by-locale.ts';
import { catalogueFilesUnbundled } from './catalogues-unbundled.ts';
import type en from './en/video-player.ts';

/** The video player's texts in the page's language (`videoPlayerText(locale).controls.play`). */
export const videoPlayerText = byLocale(
  import.meta.env
    ? import.meta.glob<typeof en>('./*/video-player.ts', { eager: true, import: 'default' })
    : catalogueFilesUnbundled('videoPlayer'),
);
export type VideoPlayerText = typeof en;
