import { byLocale } from './by-locale.ts';
import en from './en/video-player.ts';
import es from './es/video-player.ts';

/** The video player's texts in the page's language (`videoPlayerText(locale).controls.play`). */
export const videoPlayerText = byLocale({ en, es });
export type VideoPlayerText = typeof en;
