/**
 * The video player's own texts (src/islands/VideoWidget/parts/, loaded after a click): control
 * names, hover titles, announcements, chapters, the end screen, the transcript and its print, the
 * rating panel. The spec's English labels are kept word for word.
 */
import { formatNumber, plural } from '../format.ts';

export default {
  player: {
    name: 'Video player',
    close: 'Close video',
    play: 'Play video',
    replay: 'Replay video',
    backToPosition: 'Back to video position',
  },
  controls: {
    group: 'Video controls',
    play: 'Play',
    pause: 'Pause',
    seek: 'Seek',
    /** The seek slider's value for screen readers: "1:05 of 2:10". */
    timeOf: (current: string, total: string) => `${current} of ${total}`,
    remainingTime: 'Remaining time',
    mute: 'Mute',
    muted: 'Video Muted',
    unmuted: 'Video Unmuted',
    volume: 'Volume',
    captions: 'Captions',
    showCaptions: 'Show captions',
    hideCaptions: 'Hide captions',
    transcript: 'Transcript',
    showTranscript: 'Show transcript',
    hideTranscript: 'Hide transcript',
    fullScreen: 'Full screen',
    exitFullScreen: 'Exit full screen',
  },
  chapters: {
    label: 'Chapters',
    /** Hidden before a chapter's visible length. */
    length: 'length',
    hover: 'seek video to the video title',
  },
  endScreen: {
    related: 'Related Videos:',
    replay: 'Replay',
  },
  transcript: {
    label: 'Transcript',
    filter: 'Content filter',
    print: 'Print Transcript',
  },
  print: {
    frameTitle: 'Transcript print frame',
    totalTime: 'Total time:',
    date: 'Date:',
    heading: 'VIDEO TRANSCRIPT',
    disclaimer:
      'This transcript is provided for convenience only and may not exactly match the audio of the video. ' +
      'Offers, prices and features shown are subject to change. © Wireless support. All rights reserved.',
  },
  rating: {
    question: 'How would you rate this video?',
    comment: 'Help us improve our content by giving us feedback:',
    placeholder: 'Please comment here',
    cancel: 'Cancel',
    submit: 'Submit',
    thanks: 'Thank you for your feedback!',
    thumbsUp: 'Thumbs up',
    thumbsDown: 'Thumbs down',
    stars: (count: number) =>
      plural('en', count, {
        one: `${formatNumber('en', count)} star`,
        other: `${formatNumber('en', count)} stars`,
      }),
  },
};
