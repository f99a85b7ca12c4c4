/**
 * What the preview modes receive from CallToAction instead of importing it: the widget's class
 * names. The preview chunk then shares no module with the tile's chunk, so the bundler does not
 * split the tile's code into extra chunks that every page would load up front. The previews render
 * inside the poster tile's stage (its `preview` slot): the tile and its button stay mounted while
 * the preview chunk loads, so focus on the button is never lost to the swap.
 */
import type { VideoMetadata } from '../../../../video/model/metadata.ts';
import type { PreviewTracker } from './usePreviewAnalytics.ts';

export interface PreviewProps {
  metadata: VideoMetadata;
  classes: Readonly<Record<string, string>>;
  /** Makes the preview's playback tracker (the widget's analytics), on its first time update. */
  tracker?: (() => PreviewTracker) | undefined;
}
