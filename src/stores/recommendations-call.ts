/** The recommendations call, which fills $recommendations. */
import { COOKIE } from '../domain/personalisation/cookie-names.ts';
import { ENDPOINTS } from '../domain/personalisation/endpoints.ts';
import type { PersonalisationEnv } from './personalisation-env.ts';
import {
  MIN_RECOMMENDATIONS,
  wantsRecommendations,
} from '../domain/personalisation/recommendations.ts';
import { log } from '../domain/log.ts';
import { $recommendations } from './recommendations.ts';

/** Asks for the page's recommendations when this visitor may have them; keeps them only if 3 or more. */
export async function loadRecommendations(env: PersonalisationEnv): Promise<void> {
  const uuid = env.cookies.read()[COOKIE.uuid];
  const { pageId } = env.config;
  if (!wantsRecommendations({ flag: env.config.flags.recommendations, pageId, uuid })) return;
  if (!pageId || !uuid) return;
  // The results' rules (and the link rule under them) load only when the call is made: with the
  // flag off, or for a visitor without a UUID, they are not part of the page's JavaScript.
  const [answer, { normaliseResults }] = await Promise.all([
    env.request(ENDPOINTS.recommendations(pageId), {
      params: { userId: uuid, userIdType: 'UUID' },
    }),
    import('./recommendation-results.ts'),
  ]);
  if (!answer.ok) {
    log.warn('recommendations', `the recommendations call failed (${answer.failure.kind})`);
    return;
  }
  const results = normaliseResults(answer.data);
  if (results.length >= MIN_RECOMMENDATIONS) $recommendations.set(results);
}
