import { byLocale } from './by-locale.ts';
import en from './en/video.ts';
import es from './es/video.ts';

/** The video widget's texts before a click, in the page's language (`videoText(locale).tile.play(title)`). */
export const videoText = byLocale({ en, es });
export type VideoText = typeof en;
