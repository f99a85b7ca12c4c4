/**
 * The stylesheet a page links before the embed script (`/embed/support-video-space.css`): it
 * holds each `<support-video>` tile's place until the script has defined the element, so nothing
 * below it moves when the tile appears. The tile's height steps with its width (spec §9, 500 px
 * above 800 down to 140 px), which the element's own box answers as a size container while it
 * is still undefined; a titled tile adds its title's line (1.5 × the font size) and 8 px margin.
 */
import { CTA_HEIGHTS, ctaSizeClass } from '../../video/model/layout.ts';

/** The tile's widest, unless the host asks for an unconstrained widget. */
const TILE_MAX_WIDTH = 854;

/** Each width above which the tile gets taller, with that height: read off ctaSizeClass itself. */
function heightSteps(): { above: number; height: number }[] {
  const height = (width: number) => CTA_HEIGHTS[ctaSizeClass(width)];
  const steps: { above: number; height: number }[] = [];
  for (let width = 1; width <= TILE_MAX_WIDTH; width += 1) {
    if (height(width) !== height(width - 1))
      steps.push({ above: width - 1, height: height(width) });
  }
  return steps;
}

const PENDING = 'support-video:not(:defined)';
/** data-options that turn the title on, as authors write the JSON. */
const TITLED = ['"showTitle":true', '"showTitle": true'].map(
  (text) => `support-video[data-options*='${text}']:not(:defined)::after`,
);

export function spaceCss(): string {
  return [
    `${PENDING}{display:block;max-width:${TILE_MAX_WIDTH}px;container-type:inline-size}`,
    `${PENDING}::before{content:"";display:block;height:${CTA_HEIGHTS[ctaSizeClass(0)]}px}`,
    ...heightSteps().map(
      ({ above, height }) =>
        `@container (width > ${above}px){${PENDING}::before{height:${height}px}}`,
    ),
    `${TITLED.join(',')}{content:"";display:block;height:calc(1.5em + 8px)}`,
  ].join('\n');
}
