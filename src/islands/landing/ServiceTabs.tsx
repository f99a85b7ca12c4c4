import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { ServiceName } from '../../domain/services.ts';
import { serviceDataForTopic } from '../../domain/personalisation/default-tab.ts';
import { log } from '../../domain/log.ts';
import { $defaultTabOnAuth } from '../../stores/page.ts';
import { chooseService } from '../../stores/service.ts';
import { serviceInBlocks } from '../../stores/service-attributes.ts';
import { islandText } from '../../domain/i18n/islands.ts';
// Only a page with several services shows the choice: its route imports the stylesheet for the
// server HTML (pages/smallbusiness/wireless.astro); elsewhere the rules come with this code.
import styles from './ServiceTabs.module.scss?lazy';
import { useLocale, withPageLocale } from '../../ui/shared/locale-context.tsx';

export interface ServiceTab {
  service: ServiceName;
  label: string;
  /** Ids of the server-rendered blocks this choice shows: one per block of its service. */
  controls: string[];
}

export interface ServiceTabsProps {
  tabs: ServiceTab[];
  /** Id of the element whose `[data-service]` blocks belong to one service each. */
  blocksId: string;
}

const choiceId = (service: ServiceName) => `service-tab-${service}`;

/** The tab that shows a topic's service data: fixed wireless or Internet Air. */
export function tabForTopic(tabs: ServiceTab[], topic: string): number {
  const data = serviceDataForTopic(topic);
  return tabs.findIndex((tab) =>
    data === 'internet-air'
      ? tab.service === 'smb-internet-air'
      : data !== undefined && tab.service !== 'smb-internet-air',
  );
}

/**
 * The radio a key moves to in a radio group (WAI-ARIA APG): the arrows check the next or previous
 * radio and wrap at the ends. Null for keys the group leaves alone (Space clicks the radio).
 */
export function radioIndexForKey(key: string, current: number, count: number): number | null {
  if (count <= 0) return null;
  switch (key) {
    case 'ArrowRight':
    case 'ArrowDown':
      return (current + 1) % count;
    case 'ArrowLeft':
    case 'ArrowUp':
      return (current - 1 + count) % count;
    default:
      return null;
  }
}

/**
 * The small-business service choice. The page is static HTML rendered on the server, with a
 * block per service wherever the services differ, between sections every service shares (the
 * specification's section order). Those blocks are spread over the page, so the choice is a
 * radio group that filters them (WAI-ARIA APG radio group), not tabs: a tab's panel would have
 * to follow its tab and hold what it switches. Choosing a service shows its blocks (its helpful
 * info, topics and internet services), hides the others', and makes it the page's current service
 * (`$currentService`), with the values its blocks carry.
 */
export default withPageLocale(function ServiceTabs({ tabs, blocksId }: ServiceTabsProps) {
  const locale = useLocale();
  const texts = islandText(locale).serviceChoice;
  const [active, setActive] = useState(0);
  const radios = useRef<(HTMLButtonElement | null)[]>([]);
  const labelId = `${blocksId}-choice-label`;
  const hintId = `${blocksId}-choice-hint`;

  useEffect(() => {
    const current = tabs[active];
    const blocksRoot = document.getElementById(blocksId);
    if (!current || !blocksRoot) return;
    // Only the blocks of the choice's services: an element inside a block may carry its own
    // `data-service` (the generative-AI widget names its service by its alias).
    const offered = new Set<string>(tabs.map((tab) => tab.service));
    const blocks = [...blocksRoot.querySelectorAll<HTMLElement>('[data-service]')].filter((block) =>
      offered.has(block.dataset['service'] ?? ''),
    );
    for (const block of blocks) block.hidden = block.dataset['service'] !== current.service;
    if (!blocks.some((block) => block.dataset['service'] === current.service))
      log.error('service-tabs', 'Internet Props not loaded');
    // What else switches with the service (the search's tags, analytics) follows the values
    // the server wrote on the chosen service's blocks.
    const values = serviceInBlocks(blocksRoot, current.service);
    if (values) chooseService(values);
  }, [active, tabs, blocksId]);

  // A signed-in visitor lands once on the choice of their service; later choices are theirs.
  useEffect(
    () =>
      $defaultTabOnAuth.subscribe((topic) => {
        if (!topic) return;
        const index = tabForTopic(tabs, topic);
        if (index < 0) log.error('service-tabs', 'Internet Props not loaded');
        else setActive(index);
      }),
    [tabs],
  );

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const next = radioIndexForKey(event.key, index, tabs.length);
    if (next === null) return;
    event.preventDefault();
    setActive(next);
    radios.current[next]?.focus();
  };

  return (
    <div className={styles.serviceTabs}>
      <span id={labelId} className={styles.label}>
        {texts.label}
      </span>
      <span id={hintId} className="visually-hidden">
        {texts.hint}
      </span>
      <div
        role="radiogroup"
        aria-labelledby={labelId}
        aria-describedby={hintId}
        className={styles.choices}
      >
        {tabs.map((tab, index) => (
          <button
            key={tab.service}
            ref={(element) => {
              radios.current[index] = element;
            }}
            id={choiceId(tab.service)}
            type="button"
            role="radio"
            aria-checked={index === active}
            aria-controls={tab.controls.join(' ') || undefined}
            tabIndex={index === active ? 0 : -1}
            data-state={index === active ? 'active' : 'inactive'}
            onClick={() => setActive(index)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {tab.label}
          </button>
        ))}
      </div>
    </div>
  );
});
