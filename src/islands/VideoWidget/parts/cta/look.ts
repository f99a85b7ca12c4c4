/** The tile's look from the options (spec §3 call-to-action options), as props and inline styles. */
import type { CSSProperties } from 'react';
import type {
  ButtonAlignment,
  CustomClass,
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

export function tileLook(options: VideoWidgetOptions): TileLook {
  const { videoStyles } = options;
  const stageStyle: CSSProperties | undefined =
    videoStyles?.height || videoStyles?.width
      ? {
          // A set height replaces the 16:9 padding (the poster keeps object-fit: contain).
          ...(videoStyles.height ? { height: videoStyles.height, paddingTop: 0 } : {}),
          ...(videoStyles.width ? { width: videoStyles.width } : {}),
        }
      : undefined;
  return {
    alignment: options.customCTAObject.CTAButtonAlignment,
    svgSize: options.customCTAObject.svg_size,
    classes: options.customClass,
    customTheme: options.customTheme,
    tileStyle: options.customCTAStyle as CSSProperties | undefined,
    stageStyle,
  };
}
