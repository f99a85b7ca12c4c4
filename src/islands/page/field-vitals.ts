/**
 * Starts the field measurement (src/analytics/web-vitals.ts) at the visitor's first interaction.
 * The web-vitals library is about 3.4 KB gzip, more than the 2 KB a first visit's JavaScript may
 * grow before interaction, so only these listeners ship with the page module. Nothing is lost by
 * waiting: LCP, CLS, FCP and TTFB are read from the page's buffered performance entries, and INP
 * from the first input's buffered entry and every interaction after it.
 */
import type { VisitorKind } from '../../domain/field-vitals.ts';
import { log } from '../../domain/log.ts';

/** A tap or click (also the start of a touch scroll), a key, or a wheel turn. */
export const FIRST_INTERACTION = ['pointerdown', 'keydown', 'wheel'] as const;

const LISTENING = { capture: true, passive: true } as const;

/**
 * @param personalised whether the page's cookies started the personalisation layer: only then is
 *   the visitor's kind read from its stores; otherwise the visitor is anonymous.
 */
export function loadFieldVitals(personalised: boolean, win: Window = window): void {
  const start = () => {
    for (const type of FIRST_INTERACTION) win.removeEventListener(type, start, LISTENING);
    Promise.all([
      import('../../analytics/web-vitals.ts'),
      personalised ? import('../../analytics/web-vitals-visitor.ts') : undefined,
    ])
      .then(([vitals, visitor]) => {
        const anonymous = (): VisitorKind => 'anonymous';
        vitals.startFieldVitals({ visitorKind: visitor?.currentVisitorKind ?? anonymous, win });
      })
      // The page works without its measurement; a failed download is only logged.
      .catch((error: unknown) => log.warn('vitals', `not started: ${String(error)}`));
  };
  for (const type of FIRST_INTERACTION) win.addEventListener(type, start, LISTENING);
}
