/** The tile's look from the options (spec §3 call-to-action options), as props and inline styles. */
import type { CSSProperties } from 'react';
import type {
  ButtonAlignment,
  CustomClass,
  VideoStyles,
  VideoWidgetOptions,
} from '../../../../video/model/option-defaults.ts';

export interface TileLook {
  alignment: ButtonAlignment;
  svgSize?: number | undefined;
  classes: CustomClass;
  customTheme?: '2019' | undefined;
  tileStyle?: CSSProperties | undefined;
  stageStyle?: CSSProperties | undefined;
}

/**
 * videoStyles as the video area's inline style, the tile's stage and the player's alike (the
 * player leaves it off in full screen).
 */
export function videoAreaStyle(videoStyles: VideoStyles | undefined): CSSProperties | undefined {
  if (!videoStyles?.height && !videoStyles?.width) return undefined;
  return {
    // A set height replaces the 16:9 padding (the poster and video keep object-fit: contain).
    ...(videoStyles.height ? { height: videoStyles.height, paddingTop: 0 } : {}),
    ...(videoStyles.width ? { width: videoStyles.width } : {}),
  };
}

export function tileLook(options: VideoWidgetOptions): TileLook {
  const stageStyle = videoAreaStyle(options.videoStyles);
  return {
    alignment: options.customCTAObject.CTAButtonAlignment,
    svgSize: options.customCTAObject.svg_size,
    classes: options.customClass,
    customTheme: options.customTheme,
    tileStyle: options.customCTAStyle as CSSProperties | undefined,
    stageStyle,
  };
}
