/**
 * The low-rating offer's analytics and side effects, apart from its view: the offer shown, the
 * visitor's choice, and what came of it. Chat and search send the visitor away with the link
 * they followed ('sent'); the assistant opens over the page, so the video pauses and the outcome
 * waits for the drawer to be seen (`assistant-opening.ts`).
 */
import type { VideoTracker } from '../analytics.ts';
import type { LowRatingHelpEvent } from '../model/low-rating.ts';
import { watchAssistantOpening } from './assistant-opening.ts';
import type { RatingKind } from './rating.ts';

export interface LowRatingReporterDeps {
  tracker: Pick<VideoTracker, 'helpOffered' | 'helpChosen' | 'helpOutcome'>;
  kind: RatingKind;
  /** Pauses the video (the assistant's drawer covers the page). */
  pause: () => void;
  watchOpening?: (subject: string) => Promise<boolean>;
}

export function lowRatingReporter({
  tracker,
  kind,
  pause,
  watchOpening = watchAssistantOpening,
}: LowRatingReporterDeps): (event: LowRatingHelpEvent) => void {
  return (event) => {
    if (event.type === 'offer') {
      tracker.helpOffered({ offer: event.offer, rating: event.rating, kind });
      return;
    }
    const { offer } = event;
    tracker.helpChosen({ offer, choice: event.choice });
    if (event.choice === 'dismissed') return;
    if (event.choice !== 'assistant') {
      tracker.helpOutcome({ offer, outcome: 'sent', url: event.href });
      return;
    }
    pause();
    void watchOpening(event.subject).then((opened) =>
      tracker.helpOutcome({ offer, outcome: opened ? 'opened' : 'not-opened' }),
    );
  };
}
