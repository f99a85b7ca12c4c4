/**
 * Personalised recommendations (the `apaSupportLander` flag): who gets the call, and how many
 * results are enough. Pure; the recommendations call (stores/recommendations-call.ts) makes it;
 * how its results take the top-solution slots is recommended-grid.ts's.
 */
import { isTrue } from '../values.ts';
import { isRecognisableUuid } from './recognised.ts';

/** The recommendations' heading in English, and their A/B impression's name in every language. */
export const RECOMMENDED_HEADING = 'Recommended for you';
/** Link_Click's linkPosition for a recommendation. */
export const RECOMMENDED_POSITION = 'Recommended';
/** Fewer results than this keep the cached top solutions. */
export const MIN_RECOMMENDATIONS = 3;

export interface RecommendationsInput {
  /** The flag's value as the page carries it. */
  flag: string | undefined;
  /** The page's support page id (the service's tDicePageId); pages without one get none. */
  pageId: string | undefined;
  /** The visitor's UUID cookie. */
  uuid: string | undefined;
}

/**
 * Whether the page may show recommendations at all: the flag on and a support page id. Only then
 * are its top solutions an island the layer can swap; otherwise they are plain server HTML.
 */
export function pageMayRecommend({ flag, pageId }: Omit<RecommendationsInput, 'uuid'>): boolean {
  return isTrue(flag) && !!pageId;
}

/** The call is made for a page that may recommend and a visitor with a UUID cookie of 1 to 10 digits. */
export function wantsRecommendations({ flag, pageId, uuid }: RecommendationsInput): boolean {
  return pageMayRecommend({ flag, pageId }) && isRecognisableUuid(uuid);
}
