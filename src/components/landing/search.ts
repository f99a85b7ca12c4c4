/** Search: the generative-AI widget when its flag is on and it is configured, else the classic search. */
import type { KnowledgeSearchProps } from '../../islands/landing/KnowledgeSearch.tsx';
import type { SupportContent } from '../../feeds/support-content.ts';
import { perService, type LandingViewContext, type PerService } from './view-context.ts';
import { landingText } from '../../domain/i18n/landing.ts';
import { localeProp } from './locale-prop.ts';
import { NATIONAL_REGION } from '../../domain/knowledge-search.ts';

/** The generative-AI widget for one of the page's services, shown with that service. */
export interface GenAiWidgetView extends PerService {
  /** The service's GenAI widget alias (`GenAIWidgetServiceAlias`). */
  serviceAlias: string;
}

/** `label` names the section; `locale` (absent on an English page) goes to the search island. */
export type SearchView = { label: string } & (
  | {
      kind: 'genai';
      scriptUrl: string;
      styleUrl?: string | undefined;
      /** One widget per service the page offers, so choosing a service switches the alias. */
      widgets: GenAiWidgetView[];
      heading: string;
    }
  | ({ kind: 'classic' } & KnowledgeSearchProps)
);

export interface SearchWidgetConfig {
  scriptUrl?: string | undefined;
  styleUrl?: string | undefined;
}

export function searchView(
  tile: SupportContent['searchTile'],
  genAiOn: boolean,
  widget: SearchWidgetConfig,
  view: Pick<LandingViewContext, 'service' | 'services' | 'locale'>,
): SearchView {
  const texts = landingText(view.locale).search;
  const label = texts.searchSupport;
  if (genAiOn && widget.scriptUrl) {
    return {
      kind: 'genai',
      label,
      scriptUrl: widget.scriptUrl,
      styleUrl: widget.styleUrl,
      widgets: view.services.map((service, index) => ({
        ...perService(view, service.name, index),
        serviceAlias: service.info.GenAIWidgetServiceAlias,
      })),
      heading: tile?.title ?? texts.askQuestion,
    };
  }
  return {
    kind: 'classic',
    label,
    heading: tile?.title ?? texts.searchSupport,
    description: tile?.description,
    placeholder: tile?.placeholder ?? texts.searchSupport,
    tags: [view.service.name],
    region: NATIONAL_REGION,
    ...localeProp(view.locale),
  };
}
