import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { tabIndexForKey } from '../../components/ui/Tabs/tabs-rules.ts';
import type { ServiceName } from '../../domain/services.ts';
import styles from './ServiceTabs.module.scss';

export interface ServiceTab {
  service: ServiceName;
  label: string;
}

export interface ServiceTabsProps {
  tabs: ServiceTab[];
  /** Id of the server-rendered panel; inside it, `[data-service]` blocks belong to one service each. */
  panelId: string;
}

const tabId = (service: ServiceName) => `service-tab-${service}`;

/**
 * The small-business service tabs. The panel is static HTML rendered on the server, with a block
 * per service wherever the services differ; switching a tab shows that service's blocks (its
 * data, topics and helpful info).
 */
export default function ServiceTabs({ tabs, panelId }: ServiceTabsProps) {
  const [active, setActive] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  useEffect(() => {
    const current = tabs[active];
    const panel = document.getElementById(panelId);
    if (!current || !panel) return;
    panel.setAttribute('aria-labelledby', tabId(current.service));
    for (const block of panel.querySelectorAll<HTMLElement>('[data-service]')) {
      block.hidden = block.dataset['service'] !== current.service;
    }
  }, [active, tabs, panelId]);

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
          aria-controls={panelId}
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
