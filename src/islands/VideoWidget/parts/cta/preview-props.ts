/**
 * What the preview modes receive from CallToAction instead of importing it: the poster tile and
 * the widget's class names. The preview chunk then shares no module with the tile's chunk, so the
 * bundler does not split the tile's code into extra chunks that every page would load up front.
 */
import type { ComponentType } from 'react';
import type { PosterTileProps } from '../poster/PosterTile.tsx';

export interface PreviewFrame {
  Tile: ComponentType<PosterTileProps>;
  classes: Readonly<Record<string, string>>;
}

export type PreviewTileProps = Omit<PosterTileProps, 'preview'> & PreviewFrame;
