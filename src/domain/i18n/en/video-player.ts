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
  /** Links to the video's watch page from the player: a moment to share, the page itself. */
  moment: {
    /** The copy button's name; its visible text is `copyShort`, the start of the name. */
    copy: 'Copy link to this moment',
    copyShort: 'Copy link',
    copied: 'Link copied',
    /** The clipboard was refused: the address, for the visitor to copy by hand. */
    refused: (url: string) => `Your browser did not allow copying. The link is ${url}`,
    /** The modal player's link to the video's own page. */
    watchPage: 'Open video page',
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
    /** A chaptered video's parts, the chapter list under the controls. */
    playlist: 'Playlist',
    showPlaylist: 'Show playlist',
    hidePlaylist: 'Hide playlist',
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
  /** After a low rating, the thank-you step offers one next step (src/video/model/low-rating.ts). */
  lowRatingHelp: {
    prompt: 'Still need help?',
    chat: 'Chat with us',
    assistant: 'Ask our AI assistant',
    search: (title: string) => `Search for "${title}"`,
    dismiss: 'No thanks',
    /** What the assistant is asked about: the video and where the viewer stopped. */
    subject: (title: string, time: string) => `${title} (stopped at ${time})`,
  },
};
