import { useId, useState, type ReactNode } from 'react';
import { useLocale } from '../shared/locale-context.tsx';
import { uiText } from '../../domain/i18n/ui.ts';
import { cx } from '../shared/cx.ts';
import { useCollapse } from '../shared/useCollapse.ts';
import { ACCORDION_ANIMATION_MS, expandAllLabel, visibleCount } from './accordion-rules.ts';
import styles from './Accordion.module.scss?below-fold';

export interface AccordionItemData {
  title: string;
  body: ReactNode;
  legal?: ReactNode;
  isOpen?: boolean;
}

export type ItemHeadingLevel = 2 | 3 | 4 | 5 | 6;

export interface AccordionToggle {
  index: number;
  title: string;
  isOpen: boolean;
}

export interface AccordionProps {
  items: readonly AccordionItemData[];
  heading?: string;
  /** Show only this many items until "View more". */
  initialCount?: number;
  /** Show the expand all / collapse all control. */
  withExpand?: boolean;
  /** The four control labels default to the page language's (Expand all, Collapse all, View more, View less). */
  expandAllText?: string;
  collapseAllText?: string;
  viewMoreText?: string;
  viewLessText?: string;
  containerId?: string;
  /** Level of the item headings; the section heading is one level above. */
  itemHeadingLevel?: ItemHeadingLevel;
  /** Called for every item toggle, so the page can report it. */
  onToggle?: (toggle: AccordionToggle) => void;
  /**
   * The language of the heading and the items when it is not the page's (`en` for the English block on
   * a Spanish page, src/components/landing/fallback-lang.ts); the controls keep the page's.
   */
  contentLang?: 'en' | undefined;
}

export function Accordion({
  items,
  heading,
  initialCount,
  withExpand = false,
  expandAllText,
  collapseAllText,
  viewMoreText,
  viewLessText,
  containerId,
  itemHeadingLevel = 3,
  onToggle,
  contentLang,
}: AccordionProps) {
  const locale = useLocale();
  const labels = uiText(locale).accordion;
  const expandAll = expandAllText ?? labels.expandAll;
  const collapseAll = collapseAllText ?? labels.collapseAll;
  const baseId = useId();
  const [openStates, setOpenStates] = useState(() => items.map((item) => item.isOpen === true));
  const [showAll, setShowAll] = useState(false);
  const shown = visibleCount(items.length, initialCount, showAll);
  const hasMore = shown < items.length || showAll;
  const canViewMore = initialCount !== undefined && initialCount > 0 && initialCount < items.length;
  const HeadingTag = `h${itemHeadingLevel - 1}` as 'h1' | 'h2' | 'h3' | 'h4' | 'h5';
  const listId = `${baseId}-list`;

  const toggle = (index: number) => {
    const item = items[index];
    if (!item) return;
    const isOpen = !openStates[index];
    setOpenStates((current) => current.map((open, i) => (i === index ? isOpen : open)));
    onToggle?.({ index, title: item.title, isOpen });
  };

  const allLabel = expandAllLabel(openStates, expandAll, collapseAll);
  const toggleAll = () => {
    const next = allLabel === expandAll;
    setOpenStates(items.map(() => next));
  };

  return (
    <section
      className={styles.accordion}
      id={containerId}
      aria-labelledby={heading ? `${baseId}-heading` : undefined}
    >
      {(heading || withExpand) && (
        <div className={styles.top}>
          {heading && (
            <HeadingTag id={`${baseId}-heading`} className={styles.heading} lang={contentLang}>
              {heading}
            </HeadingTag>
          )}
          {withExpand && (
            <button
              type="button"
              className={styles.textButton}
              onClick={toggleAll}
              data-action="toggle-all"
            >
              {allLabel}
            </button>
          )}
        </div>
      )}
      <div id={listId} className={styles.list} lang={contentLang}>
        {items.slice(0, shown).map((item, index) => (
          <AccordionItem
            key={`${index}-${item.title}`}
            id={`${baseId}-${index}`}
            item={item}
            open={openStates[index] === true}
            headingLevel={itemHeadingLevel}
            onToggle={() => toggle(index)}
          />
        ))}
      </div>
      {canViewMore && hasMore && (
        <button
          type="button"
          className={cx(styles.textButton, styles.viewMore)}
          aria-expanded={showAll}
          aria-controls={listId}
          onClick={() => setShowAll((current) => !current)}
        >
          {showAll ? (viewLessText ?? labels.viewLess) : (viewMoreText ?? labels.viewMore)}
        </button>
      )}
    </section>
  );
}

interface AccordionItemProps {
  id: string;
  item: AccordionItemData;
  open: boolean;
  headingLevel: ItemHeadingLevel;
  onToggle: () => void;
}

function AccordionItem({ id, item, open, headingLevel, onToggle }: AccordionItemProps) {
  const hidden = useCollapse(open, ACCORDION_ANIMATION_MS);
  const Heading = `h${headingLevel}` as 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
  const buttonId = `${id}-button`;
  const panelId = `${id}-panel`;
  return (
    <div className={styles.item} data-state={open ? 'open' : 'closed'}>
      <Heading className={styles.itemHeading}>
        {/* A native button gives click, Enter and Space for free (WAI-ARIA accordion pattern). */}
        <button
          type="button"
          id={buttonId}
          className={styles.trigger}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={onToggle}
        >
          <span>{item.title}</span>
          <svg
            className={styles.chevron}
            aria-hidden="true"
            focusable="false"
            width="20"
            height="20"
            viewBox="0 0 20 20"
          >
            <path d="M5 8l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
        </button>
      </Heading>
      <div
        id={panelId}
        role="region"
        aria-labelledby={buttonId}
        className={styles.panel}
        data-state={open ? 'open' : 'closed'}
        hidden={hidden}
      >
        <div className={styles.panelInner}>
          <div className={styles.body}>{item.body}</div>
          {item.legal !== undefined && <div className={styles.legal}>{item.legal}</div>}
        </div>
      </div>
    </div>
  );
}
