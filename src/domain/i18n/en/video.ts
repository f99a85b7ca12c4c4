/**
 * The video widget's own texts before a click (the tile, its previews, the loaders and the hidden
 * error view); the player's are the video-player area, so a page that never opens the player
 * downloads none of them. The spec's English is kept word for word (and its spelling of the
 * metadata error).
 */

export default {
  loading: {
    /** Custom mode's loader over the caller's content (spec §2). */
    custom: 'Loading...',
    video: 'Loading video',
    player: 'Loading player',
  },
  tile: {
    play: (title: string) => `Play video: ${title}`,
    /** Hidden before the visible duration. */
    duration: 'Duration',
    playPreview: 'Play preview',
    pausePreview: 'Pause preview',
    /** Hidden between the preview box's action and its visible duration. */
    previewDuration: 'duration',
    autoplaySourceRequired: 'autoplay source is required, when autoplay',
  },
  errors: {
    metadata: 'Error occured while retriving metadata',
    playback: 'Catch all for any other playback related issues',
  },
};
