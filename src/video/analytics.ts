/**
 * Video analytics: pure functions that map what happened to the spec's payloads (every field
 * text), and a small tracker that pushes them to window.dataLayer through the shared pusher.
 */
import { createPusher, type AnalyticsEvent, type Pusher } from '../analytics/data-layer.ts';
import { isoDateParts } from './model/dates.ts';
import {
  STATUS_CODES,
  STATUS_MESSAGES,
  SUCCESS_STATUS_CODE,
  SUCCESS_TYPE,
  type ErrorType,
} from './model/errors.ts';
import type { VideoMetadata } from './model/metadata.ts';
import type { LowRatingChoice, LowRatingOffer, LowRatingOutcome } from './model/low-rating.ts';

export const MEDIA_PLAYER_NAME = 'Wireless Support Video Player';
export const CATEGORY = 'video';
/** Progress milestones in percent; 100 is reported as Video_Complete. */
export const MILESTONES = [25, 50, 75] as const;

export type VideoEventName =
  | 'Video_Impression'
  | 'Video_Commence'
  | 'Video_Update'
  | 'Video_Complete'
  | 'Video_Interact'
  | 'Video_Error_Display'
  | 'Video_Feedback'
  /** A low rating's thank-you offers the next step (chat, the AI assistant or search). */
  | 'Video_Help_Offer'
  /** The visitor took that offer or dismissed it. */
  | 'Video_Help_Choice'
  /** What came of the taken offer. */
  | 'Video_Help_Outcome';

export type ControlName =
  | 'Pause Button'
  | 'Play Button'
  | 'Mute Toggle'
  | 'Captions Toggle'
  | 'Full screen Toggle'
  | 'Transcript Toggle'
  /** A chaptered video's chapter list shown or hidden (the spec's "playlist toggle"). */
  | 'Playlist Toggle'
  | 'Seek Slider'
  | 'Volume Slider'
  | 'Transcript Print Button'
  | 'Transcript Search Button'
  /** A timed link button over the video (its url is videoControlLinkUrl). */
  | 'Link Button'
  /** A video in the end screen's related list. */
  | 'Related Video'
  /** The visitor closed the player: its close button, Escape (27) or the modal's backdrop. */
  | 'Close Button'
  /** 'Copy link to this moment' in the player's head (its value is the whole second copied). */
  | 'Copy Link Button';

export type ControlLocation = 'Controller' | 'Transcript' | 'Video';

/** How a control was used, as the spec's action codes. */
export const ACTION_CODES = {
  Spacebar: '32',
  LeftArrow: '37',
  RightArrow: '39',
  Escape: '27',
  Enter: '13',
  Click: '1',
  Touch: '0',
} as const;
export type ActionCode = (typeof ACTION_CODES)[keyof typeof ACTION_CODES];

/** The action code for a keyboard key (undefined for keys the spec does not name). */
export function keyActionCode(key: string): ActionCode | undefined {
  switch (key) {
    case ' ':
    case 'Spacebar':
      return ACTION_CODES.Spacebar;
    case 'ArrowLeft':
      return ACTION_CODES.LeftArrow;
    case 'ArrowRight':
      return ACTION_CODES.RightArrow;
    case 'Escape':
      return ACTION_CODES.Escape;
    case 'Enter':
      return ACTION_CODES.Enter;
    default:
      return undefined;
  }
}

/** Pointer activation: touch is 0, mouse and pen are 1. */
export function pointerActionCode(pointerType: string): ActionCode {
  return pointerType === 'touch' ? ACTION_CODES.Touch : ACTION_CODES.Click;
}

export type Payload = Record<string, string>;

/** yyyymmdd from an ISO date; '' when unknown. */
export function launchDateText(date: string): string {
  return isoDateParts(date)?.join('') ?? '';
}

/** Buffer waits under 100 ms are '00'; longer ones are seconds with two decimals. */
export function bufferTimeText(ms: number): string {
  if (!Number.isFinite(ms) || ms < 100) return '00';
  return (ms / 1000).toFixed(2);
}

const seconds = (n: number) => String(Math.max(0, Math.round(Number.isFinite(n) ? n : 0)));

/** Extra host data: every value becomes text; nested values are JSON text. */
export function textFields(extra: Record<string, unknown> | undefined): Payload {
  const out: Payload = {};
  for (const [key, value] of Object.entries(extra ?? {})) {
    if (value === undefined || value === null) continue;
    out[key] =
      typeof value === 'string'
        ? value
        : typeof value === 'object'
          ? JSON.stringify(value)
          : String(value);
  }
  return out;
}

export interface MediaContext {
  metadata: Pick<VideoMetadata, 'id' | 'title' | 'categories' | 'description' | 'date' | 'seconds'>;
  autoplay: boolean;
  extra?: Record<string, unknown> | undefined;
}

/** Fields every event about a loaded video carries (a successful admit). */
export function mediaPayload(context: MediaContext): Payload {
  const m = context.metadata;
  return {
    ...textFields(context.extra),
    mediaId: m.id,
    mediaFriendlyName: m.title,
    mediaCategory: m.categories.join('~'),
    mediaPlayerName: MEDIA_PLAYER_NAME,
    videoDescription: m.description,
    videoLaunchDate: launchDateText(m.date),
    videoLengthTotal: seconds(m.seconds),
    videoAutoPlayFlag: context.autoplay ? '1' : '0',
    errorType: SUCCESS_TYPE,
    statusCode: SUCCESS_STATUS_CODE,
    successFlag: '1',
  };
}

export function progressPercent(viewed: number, total: number): number {
  if (!(total > 0)) return 0;
  return Math.min(100, Math.max(0, Math.floor((viewed / total) * 100)));
}

/** Progress: viewed seconds and percent; the type is always 'Milestone'. */
export function progressPayload(
  viewed: number,
  total: number,
  percent = progressPercent(viewed, total),
): Payload {
  return {
    videoLengthViewed: seconds(viewed),
    videoProgressPercent: String(percent),
    videoProgressType: 'Milestone',
  };
}

/** Milestones reached by `percent` that were not yet reported, in order. */
export function newMilestones(percent: number, reported: ReadonlySet<number>): number[] {
  return MILESTONES.filter((m) => percent >= m && !reported.has(m));
}

export interface Interaction {
  control: ControlName;
  action: ActionCode;
  location: ControlLocation;
  /** e.g. the new volume or the seek target in seconds. */
  value?: string | number | undefined;
  /** Where a link button leads. */
  linkUrl?: string | undefined;
}

export function interactPayload(interaction: Interaction): Payload {
  const payload: Payload = {
    videoControlName: interaction.control,
    videoControlAction: interaction.action,
    videoControlLocation: interaction.location,
  };
  if (interaction.value !== undefined)
    payload['videoControlActionValue'] = String(interaction.value);
  if (interaction.linkUrl !== undefined) payload['videoControlLinkUrl'] = interaction.linkUrl;
  return payload;
}

/**
 * The visitor's rating: feedbackRating is the value 1–5 (thumbs up 5, down 1), starRating the
 * same value for stars and 'up'/'down' for thumbs, feedbackComments the comment text.
 */
export function feedbackPayload(result: {
  rating: number;
  comment: string;
  kind: 'stars' | 'Thumbs';
}): Payload {
  return { ...ratingFields(result), feedbackComments: result.comment };
}

function ratingFields(result: { rating: number; kind: 'stars' | 'Thumbs' }) {
  const rating = String(result.rating);
  return {
    feedbackRating: rating,
    starRating: result.kind === 'Thumbs' ? (result.rating >= 5 ? 'up' : 'down') : rating,
  };
}

/**
 * After a low rating: the offer shown (`videoHelpOffer`) and the rating that led to it, as
 * Video_Feedback reports it (`feedbackRating`, `starRating`; no comment, which Video_Feedback
 * already carries).
 */
export function helpOfferPayload(input: {
  offer: LowRatingOffer;
  rating: number;
  kind: 'stars' | 'Thumbs';
}): Payload {
  return { videoHelpOffer: input.offer, ...ratingFields(input) };
}

/** The visitor's answer to the offer: the offer taken, or 'dismissed'. */
export function helpChoicePayload(input: {
  offer: LowRatingOffer;
  choice: LowRatingChoice;
}): Payload {
  return { videoHelpOffer: input.offer, videoHelpChoice: input.choice };
}

/** What came of the taken offer, with the address the visitor was sent to (chat, search). */
export function helpOutcomePayload(input: {
  offer: LowRatingOffer;
  outcome: LowRatingOutcome;
  url?: string | undefined;
}): Payload {
  return {
    videoHelpOffer: input.offer,
    videoHelpOutcome: input.outcome,
    ...(input.url !== undefined ? { videoHelpUrl: input.url } : {}),
  };
}

/** A failure: the metadata-empty case reports the (error) state as errorType with successFlag 0. */
export function errorPayload(
  errorType: ErrorType,
  videoId: string,
  extra?: Record<string, unknown>,
): Payload {
  return {
    ...textFields(extra),
    mediaId: videoId,
    mediaPlayerName: MEDIA_PLAYER_NAME,
    errorType,
    statusCode: STATUS_CODES[errorType],
    statusMessage: STATUS_MESSAGES[errorType],
    successFlag: '0',
  };
}

export function videoEvent(name: VideoEventName, payload: Payload): AnalyticsEvent {
  return { event: name, eventCategory: CATEGORY, ...payload };
}

/** The widget's pusher: embeds never create the host page's dataLayer. */
export function createVideoPusher(): Pusher {
  return createPusher(() => (typeof window === 'undefined' ? undefined : window), {
    createLayer: false,
    source: 'video',
  });
}

/** The tile was shown: one Video_Impression with the media fields (no tracker needed). */
export function sendImpression(context: MediaContext, pusher: Pusher): void {
  pusher.push(videoEvent('Video_Impression', mediaPayload(context)));
}

/**
 * Per-playback analytics: remembers which milestones were sent and whether playback commenced,
 * so the UI only reports what happened.
 */
export interface VideoTracker {
  /** A replay starts a new playback: Commence and the milestones are sent again. */
  restart(): void;
  commence(bufferMs: number): void;
  /** Time moved on: sends a commence on the first update (when not started by a click) and milestones. */
  timeUpdate(time: number, total: number): void;
  /** Progress at pause, close or page unload. */
  progress(time: number, total: number): void;
  complete(total: number): void;
  interact(interaction: Interaction): void;
  /** The rating panel was submitted: one Video_Feedback. */
  feedback(result: Parameters<typeof feedbackPayload>[0]): void;
  /** After a low rating: one Video_Help_Offer, Video_Help_Choice or Video_Help_Outcome. */
  helpOffered(input: Parameters<typeof helpOfferPayload>[0]): void;
  helpChosen(input: Parameters<typeof helpChoicePayload>[0]): void;
  helpOutcome(input: Parameters<typeof helpOutcomePayload>[0]): void;
  playbackError(): void;
}

export function createVideoTracker(
  context: MediaContext,
  pusher: Pusher,
  options: { startedByClick: boolean },
): VideoTracker {
  const base = mediaPayload(context);
  const reported = new Set<number>();
  let commenced = false;
  const send = (name: VideoEventName, payload: Payload = {}) =>
    pusher.push(videoEvent(name, { ...base, ...payload }));
  const tracker: VideoTracker = {
    restart() {
      commenced = false;
      reported.clear();
    },
    commence(bufferMs) {
      if (commenced) return;
      commenced = true;
      send('Video_Commence', { videoBufferTime: bufferTimeText(bufferMs) });
    },
    timeUpdate(time, total) {
      if (!commenced && !options.startedByClick && time > 0) tracker.commence(0);
      for (const milestone of newMilestones(progressPercent(time, total), reported)) {
        reported.add(milestone);
        send('Video_Update', progressPayload(time, total, milestone));
      }
    },
    progress(time, total) {
      if (!commenced) return;
      send('Video_Update', progressPayload(time, total));
    },
    complete(total) {
      send('Video_Complete', progressPayload(total, total, 100));
    },
    interact: (interaction) => send('Video_Interact', interactPayload(interaction)),
    feedback: (result) => send('Video_Feedback', feedbackPayload(result)),
    helpOffered: (input) => send('Video_Help_Offer', helpOfferPayload(input)),
    helpChosen: (input) => send('Video_Help_Choice', helpChoicePayload(input)),
    helpOutcome: (input) => send('Video_Help_Outcome', helpOutcomePayload(input)),
    playbackError() {
      send('Video_Error_Display', {
        errorType: 'Failure_Playback',
        statusCode: STATUS_CODES.Failure_Playback,
        statusMessage: STATUS_MESSAGES.Failure_Playback,
        successFlag: '0',
      });
    },
  };
  return tracker;
}
