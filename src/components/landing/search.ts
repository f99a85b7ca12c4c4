/** Search: the generative-AI widget when its flag is on and it is configured, else the classic search. */
import type { KnowledgeSearchProps } from '../../islands/landing/KnowledgeSearch.tsx';
import type { SupportContent } from '../../feeds/support-content.ts';
import type { LandingViewContext } from './view-context.ts';

export type SearchView =
  | {
      kind: 'genai';
      scriptUrl: string;
      styleUrl?: string | undefined;
      serviceAlias: string;
      heading: string;
    }
  | ({ kind: 'classic' } & KnowledgeSearchProps);

export interface SearchWidgetConfig {
  scriptUrl?: string | undefined;
  styleUrl?: string | undefined;
}

export function searchView(
  tile: SupportContent['searchTile'],
  genAiOn: boolean,
  widget: SearchWidgetConfig,
  view: Pick<LandingViewContext, 'service'>,
): SearchView {
  if (genAiOn && widget.scriptUrl) {
    return {
      kind: 'genai',
      scriptUrl: widget.scriptUrl,
      styleUrl: widget.styleUrl,
      serviceAlias: view.service.name,
      heading: tile?.title ?? 'Ask a question',
    };
  }
  return {
    kind: 'classic',
    heading: tile?.title ?? 'Search support',
    description: tile?.description,
    placeholder: tile?.placeholder ?? 'Search support',
    tags: [view.service.name],
    region: 'US',
  };
}
