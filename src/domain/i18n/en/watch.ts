/** The watch page of a help video, and its answers for a video that is gone or unknown. */
export default {
  /** The document title: the video's title, then what it is. */
  title: (videoTitle: string) => `${videoTitle} | Wireless support video`,
  /** The meta description when the video has no description of its own. */
  description: (videoTitle: string) => `Watch "${videoTitle}", a wireless support video.`,
  chapters: 'Chapters',
  transcript: 'Transcript',
  related: 'Related videos',
  /** Before a duration in the related videos and the poster: read as "Length 2:00". */
  length: 'Length',
  /** The link back to the service's landing page, under the video. */
  moreHelp: {
    wireless: 'More wireless support',
    smallBusiness: 'More small business wireless support',
  },
  /** A video that reached its end of life (410). */
  gone: {
    title: 'This video is no longer available',
    heading: 'This video is no longer available',
    body: 'It has been retired. You may find the same help in the videos below or on our support pages.',
    others: 'Other help videos',
  },
  /** An id no video has, or a video that is not active (404). */
  notFound: {
    title: 'Video not found',
    heading: "We can't find that video",
    body: 'The link may be mistyped, or the video may not be available any more.',
  },
  /** The video service did not answer: try again later (503). */
  unavailable: {
    title: 'Video unavailable',
    heading: 'This video is not available right now',
    body: 'We could not load this video. Please try again in a few minutes.',
  },
  /** Where to go instead, on the 410, 404 and 503 pages. */
  whereToGo: 'Find help on our support pages',
  wirelessSupport: 'Wireless support',
  smallBusinessSupport: 'Small business wireless support',
};
