/** The widget's options as the host passes them, and the rules that turn them into a layout. */

export interface VideoWidgetOptions {
  modal?: boolean | undefined;
  cinema?: boolean | undefined;
  /** Part 2 (autoplay previews); ignored for now. */
  autoplay?: boolean | undefined;
  showTitle?: boolean | undefined;
  showTime?: boolean | undefined;
  /** 0–100; default 75. */
  volume?: number | string | undefined;
  /** Captions on when the player opens. */
  showCaption?: boolean | undefined;
  /** Content-service tier: LOCAL, PRESTAGE, FINALSTAGE, TST05, PROD, ORIGIN. */
  tier?: string | undefined;
  /** Overrides the metadata's startMode ('1' is the light play button). */
  startMode?: string | undefined;
  /** Adds VideoObject JSON-LD to the poster tile. */
  structuredData?: boolean | undefined;
  /** At the end the video starts again from 0 (a new playback for analytics) instead of ending. */
  loop?: boolean | undefined;
  /** The rating panel: 'stars' (5 stars) or 'Thumbs' (up 5, down 1); off when absent (the default). */
  rating?: 'stars' | 'Thumbs' | undefined;
  /** Show the feed's overlay text on the end screen instead of on the poster tile (default false). */
  overlayTextDisplayAtEnd?: boolean | undefined;
}

export type PlayerLayout = 'inline' | 'modal' | 'cinema';

export const NARROW_MAX_WIDTH = 767;

/** Modal only when asked, except that narrow screens (≤ 767) open as a modal unless cinema or modal is set. */
export function playerLayout(
  options: Pick<VideoWidgetOptions, 'modal' | 'cinema'>,
  viewportWidth: number,
): PlayerLayout {
  if (options.modal) return 'modal';
  if (options.cinema) return 'cinema';
  return viewportWidth <= NARROW_MAX_WIDTH ? 'modal' : 'inline';
}

/** The full-screen toggle shows only when the viewport is wider than 767. */
export function showFullscreenToggle(viewportWidth: number): boolean {
  return viewportWidth > NARROW_MAX_WIDTH;
}

export type WidthClass = 'w250' | 'w400' | 'w600' | 'wide';

/** Control-bar width classes at 250, 400 and 600 px of container width. */
export function controlBarWidthClass(width: number): WidthClass {
  if (width <= 250) return 'w250';
  if (width <= 400) return 'w400';
  if (width <= 600) return 'w600';
  return 'wide';
}

/** The remaining time hides at 600 px or narrower. */
export function showRemainingTime(width: number): boolean {
  return width > 600;
}

const TRUE_TEXT = new Set(['1', 'true', 'yes', 'on']);

/** Options from a query string (the demo page): booleans as 1/true, volume as a number. */
export function optionsFromQuery(params: URLSearchParams): VideoWidgetOptions {
  const options: VideoWidgetOptions = {};
  const flag = (
    name: 'modal' | 'cinema' | 'showTitle' | 'showTime' | 'showCaption' | 'structuredData' | 'loop',
  ) => {
    const value = params.get(name);
    if (value !== null) options[name] = TRUE_TEXT.has(value.trim().toLowerCase());
  };
  flag('modal');
  flag('cinema');
  flag('showTitle');
  flag('showTime');
  flag('showCaption');
  flag('structuredData');
  flag('loop');
  const volume = params.get('volume');
  if (volume !== null && volume.trim() !== '' && Number.isFinite(Number(volume)))
    options.volume = Number(volume);
  const tier = params.get('tier');
  if (tier) options.tier = tier;
  return options;
}
