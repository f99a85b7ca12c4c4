/** A card grid as the server renders it and the top-solutions island re-renders it. */
import type { AskAssistant } from './assistant-entry.ts';

export interface CardItem {
  title: string;
  description?: string | undefined;
  href?: string | undefined;
  linkText?: string | undefined;
  imageUrl?: string | undefined;
  /** The card's 'Ask our AI assistant' button (hot topics). */
  ask?: AskAssistant | undefined;
  /**
   * `en` when this card alone is English content standing in for the page's language (a grid
   * mixing the editors' cards and knowledge management's); a grid all in English says so once.
   */
  lang?: 'en' | undefined;
}

export interface CardGridView {
  /** The heading's id (an anchor for jump links). */
  id?: string | undefined;
  heading?: string | undefined;
  description?: string | undefined;
  /** A title leading the intro paragraph (the browse topics' support topic). */
  introTitle?: string | undefined;
  /**
   * The intro's own language when it differs from the cards' (`contentLang`): a language tag, the
   * page's own where the cards are English and the intro is not.
   */
  introLang?: string | undefined;
  items: CardItem[];
  /** Reported with link clicks as the link position. */
  position: string;
  columns?: 2 | 3;
  /**
   * `en` when the cards are English content standing in for the page's language: the cards are
   * marked, the heading (a page label) keeps the page's language.
   */
  contentLang?: 'en' | undefined;
}
