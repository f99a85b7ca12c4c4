import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { tabIndexForKey } from '../../ui/Tabs/tabs-rules.ts';
import type { ServiceName } from '../../domain/services.ts';
import { serviceDataForTopic } from '../../domain/personalisation/default-tab.ts';
import { log } from '../../domain/log.ts';
import { $defaultTabOnAuth } from '../../stores/page.ts';
// Only a page with several services shows the tabs: its route imports the stylesheet for the
// server HTML (pages/smallbusiness/wireless.astro); elsewhere the rules come with this code.
import styles from './ServiceTabs.module.scss?lazy';

export interface ServiceTab {
  service: ServiceName;
  label: string;
  /** Ids of the server-rendered tab panels this tab shows: one per block of its service. */
  controls: string[];
}

export interface ServiceTabsProps {
  tabs: ServiceTab[];
  /** Id of the element whose `[data-service]` blocks belong to one service each. */
  blocksId: string;
}

const tabId = (service: ServiceName) => `service-tab-${service}`;

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
 * The small-business service tabs. The page is static HTML rendered on the server, with a block
 * per service wherever the services differ; each such block is a tab panel labelled by its tab,
 * and switching a tab shows that service's blocks (its data, topics and helpful info) only.
 */
export default function ServiceTabs({ tabs, blocksId }: ServiceTabsProps) {
  const [active, setActive] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  useEffect(() => {
    const current = tabs[active];
    const panel = document.getElementById(blocksId);
    if (!current || !panel) return;
    const blocks = [...panel.querySelectorAll<HTMLElement>('[data-service]')];
    for (const block of blocks) block.hidden = block.dataset['service'] !== current.service;
    if (!blocks.some((block) => block.dataset['service'] === current.service))
      log.error('service-tabs', 'Internet Props not loaded');
  }, [active, tabs, blocksId]);

  // A signed-in visitor lands once on the tab of their service; later choices are theirs.
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

  const activate = (index: number) => {
    setActive(index);
    buttons.current[index]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const next = tabIndexForKey(event.key, active, tabs.length);
    if (next === null) return;
    event.preventDefault();
    activate(next);
  };

  return (
    <div role="tablist" aria-label="Business services" className={styles.serviceTabs}>
      {tabs.map((tab, index) => (
        <button
          key={tab.service}
          ref={(element) => {
            buttons.current[index] = element;
          }}
          id={tabId(tab.service)}
          type="button"
          role="tab"
          aria-selected={index === active}
          aria-controls={tab.controls.join(' ') || undefined}
          tabIndex={index === active ? 0 : -1}
          data-state={index === active ? 'active' : 'inactive'}
          onClick={() => activate(index)}
          onKeyDown={onKeyDown}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
