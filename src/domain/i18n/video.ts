import { byLocale } from './by-locale.ts';
import { catalogueFilesUnbundled } from './catalogues-unbundled.ts';
import type en from './en/video.ts';

/** The video widget's texts before a click, in the page's language (`videoText(locale).tile.play(title)`). */
export const videoText = byLocale(
  import.meta.env
    ? import.meta.glob<typeof en>('./*/video.ts', { eager: true, import: 'default' })
    : catalogueFilesUnbundled('video'),
);
export type VideoText = typeof en;
