/**
 * Personalised recommendations for a recognised or signed-in visitor: the results the top-solution
 * slots may show (see domain/personalisation/recommended-grid.ts). Empty in the cached page and
 * for everyone else. The call that fills them is recommendations-call.ts, which the layer loads
 * only when the page and the visitor may have them.
 */
import { atom } from 'nanostores';
import type { KnowledgeResult } from '../domain/knowledge-search.ts';

export const $recommendations = atom<readonly KnowledgeResult[] | undefined>(undefined);
