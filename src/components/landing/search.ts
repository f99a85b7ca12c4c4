/** Search: the generative-AI widget when its flag is on and it is configured, else the classic search. */
import type { KnowledgeSearchProps } from '../../islands/landing/KnowledgeSearch.tsx';
import type { SupportContent } from '../../feeds/support-content.ts';
import { perService, type LandingViewContext, type PerService } from './view-context.ts';

/** The generative-AI widget for one of the page's services, shown with that service. */
export interface GenAiWidgetView extends PerService {
  /** The service's GenAI widget alias (`GenAIWidgetServiceAlias`). */
  serviceAlias: string;
}

export type SearchView =
  | {
      kind: 'genai';
      scriptUrl: string;
      styleUrl?: string | undefined;
      /** One widget per service the page offers, so choosing a service switches the alias. */
      widgets: GenAiWidgetView[];
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
  view: Pick<LandingViewContext, 'service' | 'services'>,
): SearchView {
  if (genAiOn && widget.scriptUrl) {
    return {
      kind: 'genai',
      scriptUrl: widget.scriptUrl,
      styleUrl: widget.styleUrl,
      widgets: view.services.map((service, index) => ({
        ...perService(view, service.name, index),
        serviceAlias: service.info.GenAIWidgetServiceAlias,
      })),
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
