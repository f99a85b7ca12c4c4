/**
 * The stylesheet a page links before the embed script (`/embed/support-video-space.css`): it
 * holds each `<support-video>` tile's place until the script has defined the element, so nothing
 * below it moves when the tile appears. The tile's height steps with its width (spec §9, 500 px
 * above 800 down to 140 px), which the element's own box answers as a size container while it
 * is still undefined; a titled tile adds its title's line (1.5 × the font size) and 8 px margin.
 */
import { CTA_HEIGHTS, ctaSizeClass } from '../video/layout.ts';

/** Where the tile's height changes below its 854 px maximum: ctaSizeClass's lower bounds. */
export const CTA_STEPS = [250, 290, 500, 800] as const;

const PENDING = 'support-video:not(:defined)';
/** data-options that turn the title on, as authors write the JSON. */
const TITLED = ['"showTitle":true', '"showTitle": true'].map(
  (text) => `support-video[data-options*='${text}']:not(:defined)::after`,
);

export function spaceCss(): string {
  const height = (width: number) => CTA_HEIGHTS[ctaSizeClass(width)];
  return [
    `${PENDING}{display:block;max-width:854px;container-type:inline-size}`,
    `${PENDING}::before{content:"";display:block;height:${height(0)}px}`,
    ...CTA_STEPS.map(
      (above) =>
        `@container (width > ${above}px){${PENDING}::before{height:${height(above + 1)}px}}`,
    ),
    `${TITLED.join(',')}{content:"";display:block;height:calc(1.5em + 8px)}`,
  ].join('\n');
}
