/** The card grids: service check, top solutions, browse topics and (Internet Air) internet services. */
import { ANCHORS } from '../../domain/jump-links.ts';
import type { TopicKnowledge } from '../../feeds/landing-data.ts';
import type { SupportContent } from '../../feeds/support-content.ts';
import type { CardGridView, CardItem } from '../../domain/cards.ts';
import type { KnowledgeTopSolutions } from '../../feeds/knowledge-top-solutions.ts';
import type { SupportTopic } from '../../feeds/support-topic.ts';
import type { AskAssistant } from '../../domain/assistant-entry.ts';
import { serviceSwitchData } from '../../domain/services.ts';
import { perService, type LandingViewContext, type PerService } from './view-context.ts';

type View = Pick<LandingViewContext, 'link'>;
const linkOf = (url: string | undefined, view: View) => (url ? view.link(url) : undefined);

/** Service-check cards; one that points at the fix section of a page without it leads nowhere. */
export function serviceCheckView(
  block: SupportContent['serviceCheckUp'],
  hasFixMyService: boolean,
  view: View,
): CardGridView | undefined {
  const leadsNowhere = (href: string | undefined) =>
    href === `#${ANCHORS.fixMyService}` && !hasFixMyService;
  const items = (block?.cards ?? [])
    .filter((card) => card.title && !leadsNowhere(card.ctaUrl))
    .map((card) => ({
      title: card.title ?? '',
      description: card.description,
      href: linkOf(card.ctaUrl, view),
      linkText: card.ctaText,
      imageUrl: card.imageUrl,
    }));
  if (items.length === 0) return undefined;
  return { id: 'serviceCheckHeading', heading: block?.title, items, position: 'Service check' };
}

/**
 * The top-solution cards: the editors' cards first, in their order, then knowledge management's
 * solutions that no editor's card already links to (the same address once the link rule has
 * applied), in the order knowledge gives them. Each list marks its cards English on its own; a
 * grid whose every card is English says so once, on the list.
 */
export function mergeTopSolutions(
  editors: readonly CardItem[],
  editorsLang: 'en' | undefined,
  knowledge: KnowledgeTopSolutions | undefined,
  view: View,
): { items: CardItem[]; contentLang?: 'en' } {
  const listed = new Set(editors.flatMap((item) => (item.href ? [item.href] : [])));
  const added: CardItem[] = [];
  for (const solution of knowledge?.solutions ?? []) {
    const href = view.link(solution.url);
    if (listed.has(href)) continue;
    listed.add(href);
    added.push({ title: solution.title, description: solution.description, href });
  }
  const knowledgeLang = knowledge?.lang;
  const allEnglish =
    (editors.length === 0 || editorsLang === 'en') &&
    (added.length === 0 || knowledgeLang === 'en');
  if (allEnglish && (editorsLang === 'en' || knowledgeLang === 'en')) {
    return { items: [...editors, ...added], contentLang: 'en' };
  }
  const mark = (items: readonly CardItem[], lang: 'en' | undefined) =>
    lang ? items.map((item) => ({ ...item, lang })) : [...items];
  return { items: [...mark(editors, editorsLang), ...mark(added, knowledgeLang)] };
}

export function topSolutionsView(
  /** The page's solutions block (the section table's `blocks`: the smb one on the smb page). */
  block: SupportContent['topSolutions'],
  view: Pick<LandingViewContext, 'link' | 'labels'>,
  /** `en` when the solutions are the English block standing in for the page's language. */
  contentLang?: 'en',
  /** Knowledge management's top solutions for the page's service. */
  knowledge?: KnowledgeTopSolutions,
): CardGridView | undefined {
  const editors = (block?.solutions ?? [])
    .filter((solution) => solution.title)
    .map((solution) => ({
      title: solution.title ?? '',
      description: solution.description,
      href: linkOf(solution.url, view),
    }));
  const merged = mergeTopSolutions(editors, contentLang, knowledge, view);
  if (merged.items.length === 0) return undefined;
  return {
    id: ANCHORS.topSolutions,
    heading: view.labels.topSolutionsLabel,
    items: merged.items,
    position: 'Top solutions',
    ...(merged.contentLang ? { contentLang: merged.contentLang } : {}),
  };
}

/**
 * The browse-topics intro from the service's support topic: its title leading its description,
 * marked English when the topic is the English answer; marked in the page's language when the
 * topics below are English and the intro is not.
 */
function topicIntro(
  topic: SupportTopic | undefined,
  topicsEnglish: boolean,
  locale: string | undefined,
): Pick<CardGridView, 'introTitle' | 'description' | 'introLang'> {
  if (!topic?.title) return {};
  const introLang = topic.lang ?? (topicsEnglish ? locale : undefined);
  return {
    introTitle: topic.title,
    ...(topic.description ? { description: topic.description } : {}),
    ...(introLang ? { introLang } : {}),
  };
}

export interface BrowseTopicsView extends PerService {
  grid: CardGridView;
  /** The section's 'Ask our AI assistant' button. */
  ask?: AskAssistant | undefined;
  /** Only the first block's section is named by the anchor heading. */
  labelledBy: string | undefined;
}

/** One block per service that has topics; empty when the flag is off. */
export function browseTopicsView(
  knowledge: Record<string, TopicKnowledge>,
  flagOn: boolean,
  view: Pick<LandingViewContext, 'link' | 'services' | 'labels' | 'locale'>,
  /** The support topic per service name (its title and description introduce the topics). */
  supportTopics: Record<string, SupportTopic> = {},
): BrowseTopicsView[] {
  if (!flagOn) return [];
  return view.services
    .map((service) => ({
      service,
      english: knowledge[service.topic]?.fallbacks?.includes('tagSet') ?? false,
      items: (knowledge[service.topic]?.tagSet.children ?? [])
        .filter((tag) => tag.displayTagName)
        .map((tag) => ({
          title: tag.displayTagName ?? '',
          description: tag.description,
          href: linkOf(tag.url, view),
        })),
    }))
    .filter(({ items }) => items.length > 0)
    .map(({ service, items, english }, index) => ({
      ...perService(view, service.name, index),
      labelledBy: index === 0 ? ANCHORS.browseTopics : undefined,
      grid: {
        ...(english ? { contentLang: 'en' as const } : {}),
        id: index === 0 ? ANCHORS.browseTopics : `${ANCHORS.browseTopics}-${service.name}`,
        heading: view.labels.browseTopicsLabel,
        ...topicIntro(supportTopics[service.name], english, view.locale),
        items,
        position: 'Browse topics',
      },
    }));
}

export interface InternetServicesView extends PerService {
  grid: CardGridView;
  /** The grid's own heading names the section. */
  labelledBy: string;
}

/** Internet Air's internet-services cards, on the page that offers Internet Air. */
export function internetServicesView(
  block: SupportContent['internetServices'],
  view: Pick<LandingViewContext, 'link' | 'services'>,
): InternetServicesView | undefined {
  const index = view.services.findIndex((service) => service.name === 'smb-internet-air');
  const internetAir = view.services[index];
  const items = (block?.cards ?? [])
    .filter((card) => card.title)
    .map((card) => ({
      title: card.title ?? '',
      description: card.description,
      href: linkOf(card.ctaUrl, view),
      linkText: card.ctaText,
    }));
  if (!internetAir || items.length === 0) return undefined;
  return {
    // Always marked with its service: it belongs to Internet Air even when it is the first tab.
    service: internetAir.name,
    hidden: view.services.length > 1 && index > 0,
    switchData: serviceSwitchData(internetAir),
    labelledBy: 'internet-services-heading',
    grid: {
      id: 'internet-services-heading',
      heading: block?.title,
      description: block?.description,
      items,
      position: 'Internet services',
      columns: 2,
    },
  };
}
