/**
 * The widget's options in their parsed shape, their defaults and the button-alignment rule.
 * Free of zod on purpose: the island imports this (typed callers such as HelpfulInfo pass typed
 * options and get these defaults), while untrusted input (query strings, data attributes, JSON)
 * goes through the one schema in options.ts, which takes its defaults from here.
 */

export const BUTTON_ALIGNMENTS = [
  'top_left',
  'top',
  'top_right',
  'center_left',
  'center',
  'center_right',
  'bottom_left',
  'bottom',
  'bottom_right',
] as const;
export type ButtonAlignment = (typeof BUTTON_ALIGNMENTS)[number];

/** Spec §5: an unknown button alignment falls back to center (case and spaces are forgiven). */
export function buttonAlignment(value: unknown): ButtonAlignment {
  const text = typeof value === 'string' ? value.trim().toLowerCase() : '';
  return BUTTON_ALIGNMENTS.find((a) => a === text) ?? 'center';
}

export type RatingKind = 'stars' | 'Thumbs';

/** The CTA's own classes (spec §3 customClass), added next to the widget's. */
export interface CustomClass {
  cta?: string | undefined;
  ctaBackground?: string | undefined;
  ctaButton?: string | undefined;
  ctaText?: string | undefined;
}

export interface CustomCtaObject {
  /** Play icon size in px. */
  svg_size?: number | undefined;
  CTAButtonAlignment: ButtonAlignment;
}

export interface VideoStyles {
  height?: string | undefined;
  width?: string | undefined;
}

/** Every option of spec §3, as the widget reads it after parsing. */
export interface VideoWidgetOptions {
  /** The player opens as a modal (dimmed backdrop, close button). */
  modal: boolean;
  /** The player opens in cinema mode (controls fade after 3 s). */
  cinema: boolean;
  /** The tile plays a muted preview of `autoPlaySource` (DASH manifest or file). */
  autoplay: boolean;
  /** The preview's source; required when autoplay is on. */
  autoPlaySource?: string | undefined;
  /** The preview pauses when scrolled out of view and resumes when back. */
  viewportPause: boolean;
  /** The preview starts again at its end; off: it stops at the end. */
  autoPlayLoop: boolean;
  /** The preview shows the small play/pause duration box. */
  autoPlayPause: boolean;
  /** '2019': the newer tile look. */
  customTheme?: '2019' | undefined;
  overlayTextDisplayAtEnd: boolean;
  /** Content-service tier: LOCAL, PRESTAGE, FINALSTAGE, TST05, PROD (ORIGIN and unknown: PROD). */
  tier: string;
  /** The rating panel kind; absent: no rating panel. */
  rating?: RatingKind | undefined;
  /** Inline styles for the tile (CSS property → value). */
  customCTAStyle?: Record<string, string> | undefined;
  showTime: boolean;
  showTitle: boolean;
  /** Height and width of the tile's and player's video area. */
  videoStyles?: VideoStyles | undefined;
  /** Desktop only: the playing player docks to a corner box when the page scrolls past it. */
  autoReduceSize: boolean;
  /** The player is scrolled into view when it opens. */
  isScroll: boolean;
  customCTAObject: CustomCtaObject;
  /** Open straight in player view (no tile click). */
  playerView: boolean;
  /** No 854 px maximum width: the widget fills its container. */
  unconstrained: boolean;
  /** The tile plays the metadata's hover segment while hovered. */
  hoverToggle: boolean;
  /** Captions on when the player opens. */
  showCaption: boolean;
  /** At the end the video starts again from 0 (a new playback for analytics). */
  loop: boolean;
  /** Previews also autoplay in Safari (off: Safari shows the poster). */
  safariAutoPlay: boolean;
  /** A class added to the tile and the player for the host's rounded corners. */
  roundedCornersClassName?: string | undefined;
  /** The widget's width (a CSS length such as '640px' or '50%'). */
  containerWidth?: string | undefined;
  /** 0–100; default 75. */
  volume: number;
  /** Overrides the metadata's startMode ('1' is the light play button). */
  startMode?: string | undefined;
  /** Adds VideoObject JSON-LD to the poster tile. */
  structuredData: boolean;
  customClass: CustomClass;
  /** Custom mode: the tile shows only the caller's content (the island's children). */
  customCTAdisplay: boolean;
  /**
   * Where the first play starts, in seconds of the whole timeline (a chaptered video's parts
   * together); replay and later plays start at 0. Absent: at the start.
   */
  start?: number | undefined;
}

export const OPTION_DEFAULTS: VideoWidgetOptions = {
  modal: false,
  cinema: false,
  autoplay: false,
  viewportPause: true,
  autoPlayLoop: true,
  autoPlayPause: true,
  overlayTextDisplayAtEnd: false,
  tier: 'PROD',
  showTime: false,
  showTitle: false,
  autoReduceSize: false,
  isScroll: false,
  customCTAObject: { CTAButtonAlignment: 'center' },
  playerView: false,
  unconstrained: false,
  hoverToggle: false,
  showCaption: false,
  loop: false,
  safariAutoPlay: false,
  volume: 75,
  structuredData: false,
  customClass: {},
  customCTAdisplay: false,
};

/** Typed (already valid) options completed with the defaults. */
export function withDefaults(options: Partial<VideoWidgetOptions> = {}): VideoWidgetOptions {
  const defined = Object.fromEntries(
    Object.entries(options).filter(([, value]) => value !== undefined),
  ) as Partial<VideoWidgetOptions>;
  return {
    ...OPTION_DEFAULTS,
    ...defined,
    customCTAObject: {
      ...OPTION_DEFAULTS.customCTAObject,
      ...options.customCTAObject,
      CTAButtonAlignment: buttonAlignment(options.customCTAObject?.CTAButtonAlignment),
    },
    customClass: { ...options.customClass },
  };
}
