// Over 300 lines: the spec's tab bar (sizes, alignment, colours, sticky bar, scroll buttons, slide transitions) in one component.
import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { cx } from '../shared/cx.ts';
import { viewportWidth } from '../shared/breakpoints.ts';
import {
  clampTabIndex,
  overflowArrows,
  tabBarOffset,
  tabIndexForKey,
  TAB_SLIDE_MS,
  TAB_STICKY_SCROLL_DELAY_MS,
  type TabsSize,
} from './tabs-rules.ts';
import styles from './Tabs.module.scss?below-fold';
import clientStyles from './Tabs.client.module.scss?lazy';

export interface TabData {
  tabName: string;
  /** The tab name's language when it differs from the page's (content standing in for a translation). */
  lang?: string | undefined;
  component?: ReactNode;
  /** Replaces the tab's accessible name; keep the visible name in it. */
  ariaLabelText?: string;
  /** Runs when this tab's button is clicked (e.g. page-specific tracking). */
  btnWrapperFunction?: (index: number) => void;
}

export interface TabsProps {
  /** Accessible name of the tab list. */
  name: string;
  alignment?: 'center' | 'left' | 'right';
  tabsContainerColor?: 'white' | 'gray';
  selectedTabColor?: 'white' | 'blue000' | 'cobalt800';
  size?: TabsSize;
  isTransparent?: boolean;
  onDark?: boolean;
  isSticky?: boolean;
  /** Width of the tab bar in columns of a 12-column grid. */
  tabGridCol?: number;
  /** CSS margin around the tab bar. */
  tabsBarMargin?: string;
  tabsData: readonly TabData[];
  /** Panel contents given separately from the tab data (used with isGroupedComponents). */
  tabsComp?: readonly ReactNode[];
  isGroupedComponents?: boolean;
  defaultIndex?: number;
  tabsContentTheme?: 'white' | 'gray' | 'dark';
  enableTabBtnContainerMargin?: boolean;
  enableTightSpacing?: boolean;
  /** Render a panel's content only once its tab has been shown. */
  onLoadShowActiveTabContentOnly?: boolean;
  onSelect?: (index: number) => void;
}

interface Transition {
  from: number;
  direction: 'next' | 'previous';
}

export function Tabs({
  name,
  alignment = 'center',
  tabsContainerColor = 'white',
  selectedTabColor = 'cobalt800',
  size = 'large',
  isTransparent = false,
  onDark = false,
  isSticky = false,
  tabGridCol,
  tabsBarMargin,
  tabsData,
  tabsComp,
  isGroupedComponents = false,
  defaultIndex = 0,
  tabsContentTheme = 'white',
  enableTabBtnContainerMargin = false,
  enableTightSpacing = false,
  onLoadShowActiveTabContentOnly = false,
  onSelect,
}: TabsProps) {
  const baseId = useId();
  const count = tabsData.length;
  const [active, setActive] = useState(() => clampTabIndex(defaultIndex, count));
  const [transition, setTransition] = useState<Transition | null>(null);
  const [visited, setVisited] = useState<ReadonlySet<number>>(
    () => new Set([clampTabIndex(defaultIndex, count)]),
  );
  const [highlight, setHighlight] = useState<{ left: number; width: number } | null>(null);
  const [arrows, setArrows] = useState({ previous: false, next: false });
  const [stuck, setStuck] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);

  const measure = useCallback(() => {
    const tab = tabs.current[active];
    if (tab) setHighlight({ left: tab.offsetLeft, width: tab.offsetWidth });
    const list = scroller.current;
    if (list) setArrows(overflowArrows(list.scrollLeft, list.clientWidth, list.scrollWidth));
  }, [active]);

  useEffect(() => {
    measure();
    window.addEventListener('resize', measure);
    const observer =
      typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
    if (observer && scroller.current) observer.observe(scroller.current);
    return () => {
      window.removeEventListener('resize', measure);
      observer?.disconnect();
    };
  }, [measure]);

  useEffect(() => {
    if (!transition) return undefined;
    const timer = window.setTimeout(() => setTransition(null), TAB_SLIDE_MS);
    return () => window.clearTimeout(timer);
  }, [transition]);

  // The stuck look (shadow) follows scrolling only after it settles, so it does not flicker.
  useEffect(() => {
    if (!isSticky) return undefined;
    let timer: number | undefined;
    const onScroll = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => {
        const box = root.current?.getBoundingClientRect();
        setStuck(box !== undefined && box.top < 0 && box.bottom > 0);
      }, TAB_STICKY_SCROLL_DELAY_MS);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('scroll', onScroll);
    };
  }, [isSticky]);

  const revealTab = (index: number) => {
    tabs.current[index]?.scrollIntoView?.({
      block: 'nearest',
      inline: 'center',
      behavior: 'smooth',
    });
  };

  const select = (index: number) => {
    const tab = tabs.current[index];
    tab?.focus();
    revealTab(index);
    if (index === active) return;
    setTransition({ from: active, direction: index > active ? 'next' : 'previous' });
    setActive(index);
    setVisited((current) => new Set(current).add(index));
    onSelect?.(index);
    if (isSticky && stuck && root.current) {
      // Bring the new panel's top just under the stuck bar.
      const top =
        root.current.getBoundingClientRect().top +
        window.scrollY -
        tabBarOffset(viewportWidth(), size);
      window.scrollTo({ top, behavior: 'smooth' });
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const next = tabIndexForKey(event.key, active, count);
    if (next === null) return;
    event.preventDefault();
    select(next);
  };

  // A press on an arrow would otherwise move focus onto a button hidden from assistive
  // technology, out of the tab list the visitor was in.
  const keepFocus = (event: MouseEvent<HTMLButtonElement>) => event.preventDefault();

  const scrollList = (direction: 1 | -1) => {
    const list = scroller.current;
    if (!list) return;
    list.scrollBy({ left: direction * list.clientWidth * 0.8, behavior: 'smooth' });
  };

  const rootStyle: CSSProperties = {};
  if (tabGridCol !== undefined && tabGridCol > 0 && tabGridCol <= 12) {
    (rootStyle as Record<string, string>)['--tabs-bar-width'] = `${(tabGridCol / 12) * 100}%`;
  }
  if (tabsBarMargin !== undefined)
    (rootStyle as Record<string, string>)['--tabs-bar-margin'] = tabsBarMargin;

  const panelContent = (index: number): ReactNode =>
    isGroupedComponents && tabsComp
      ? (tabsComp[index] ?? tabsData[index]?.component)
      : tabsData[index]?.component;

  return (
    <div
      ref={root}
      className={styles.tabs}
      data-size={size}
      data-alignment={alignment}
      data-container-color={tabsContainerColor}
      data-selected-color={selectedTabColor}
      data-transparent={isTransparent || undefined}
      data-on-dark={onDark || undefined}
      data-sticky={isSticky || undefined}
      data-stuck={stuck || undefined}
      data-tight={enableTightSpacing || undefined}
      data-btn-margin={enableTabBtnContainerMargin || undefined}
      data-content-theme={tabsContentTheme}
      style={rootStyle}
    >
      <div className={styles.bar}>
        {arrows.previous && (
          // Pointer aids only (decision 43.8): the arrow keys inside the tab list move between
          // tabs and scroll each into view, so these stay out of the tab order and the
          // accessibility tree.
          <button
            type="button"
            className={cx(clientStyles.arrow, styles.arrowPrevious)}
            tabIndex={-1}
            aria-hidden="true"
            onMouseDown={keepFocus}
            onClick={() => scrollList(-1)}
          >
            <svg aria-hidden="true" focusable="false" width="16" height="16" viewBox="0 0 16 16">
              <path d="M10 3L5 8l5 5" fill="none" stroke="currentColor" strokeWidth="2" />
            </svg>
          </button>
        )}
        <div ref={scroller} className={styles.scroller} onScroll={measure}>
          <div
            role="tablist"
            aria-label={name}
            className={styles.list}
            data-measured={highlight ? true : undefined}
          >
            {tabsData.map((tab, index) => {
              const selected = index === active;
              return (
                <button
                  key={`${index}-${tab.tabName}`}
                  ref={(node) => {
                    tabs.current[index] = node;
                  }}
                  type="button"
                  role="tab"
                  id={`${baseId}-tab-${index}`}
                  aria-selected={selected}
                  aria-controls={`${baseId}-panel-${index}`}
                  aria-label={tab.ariaLabelText}
                  lang={tab.lang}
                  tabIndex={selected ? 0 : -1}
                  className={styles.tab}
                  onClick={() => {
                    tab.btnWrapperFunction?.(index);
                    select(index);
                  }}
                  onKeyDown={onKeyDown}
                >
                  {tab.tabName}
                </button>
              );
            })}
            {highlight && (
              <span
                className={clientStyles.highlight}
                aria-hidden="true"
                style={{ transform: `translateX(${highlight.left}px)`, width: highlight.width }}
              />
            )}
          </div>
        </div>
        {arrows.next && (
          <button
            type="button"
            className={cx(clientStyles.arrow, styles.arrowNext)}
            tabIndex={-1}
            aria-hidden="true"
            onMouseDown={keepFocus}
            onClick={() => scrollList(1)}
          >
            <svg aria-hidden="true" focusable="false" width="16" height="16" viewBox="0 0 16 16">
              <path d="M6 3l5 5-5 5" fill="none" stroke="currentColor" strokeWidth="2" />
            </svg>
          </button>
        )}
      </div>
      <div className={styles.panels}>
        {tabsData.map((tab, index) => {
          const selected = index === active;
          const leaving = transition?.from === index && !selected;
          const motion =
            transition && selected
              ? `enter-${transition.direction}`
              : leaving
                ? `leave-${transition.direction}`
                : undefined;
          const rendered = !onLoadShowActiveTabContentOnly || visited.has(index);
          return (
            <div
              key={`${index}-${tab.tabName}`}
              role="tabpanel"
              id={`${baseId}-panel-${index}`}
              aria-labelledby={`${baseId}-tab-${index}`}
              // Focusable so keyboard users reach panels that start with plain text (APG tabs).
              // eslint-disable-next-line jsx-a11y-x/no-noninteractive-tabindex -- APG tabs pattern
              tabIndex={selected ? 0 : -1}
              hidden={!selected && !leaving}
              inert={leaving || undefined}
              aria-hidden={leaving || undefined}
              data-motion={motion}
              className={styles.panel}
            >
              {rendered ? panelContent(index) : null}
            </div>
          );
        })}
      </div>
    </div>
  );
}
