/**
 * Analytics for a host that wants them as calls (the embed turns them into DOM events): every
 * event the widget sends also goes to the forward callback, with the same no-repeat rule as the
 * dataLayer, whether or not the page has a dataLayer.
 */
import { eventKey, type AnalyticsEvent, type Pusher } from '../../analytics/data-layer.ts';

export type Forward = (event: AnalyticsEvent) => void;

export interface ForwardingPusher extends Pusher {
  /** Where events go from now on (undefined: nowhere but the dataLayer). */
  setForward(forward: Forward | undefined): void;
}

export function forwardingPusher(inner: Pusher): ForwardingPusher {
  let last: string | undefined;
  let forward: Forward | undefined;
  return {
    push(event) {
      const sent = inner.push(event);
      const key = eventKey(event);
      if (key !== last) {
        last = key;
        forward?.({ ...event });
      }
      return sent;
    },
    reset() {
      last = undefined;
      inner.reset();
    },
    setForward(next) {
      forward = next;
    },
  };
}
