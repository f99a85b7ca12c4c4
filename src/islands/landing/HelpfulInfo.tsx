import type { ReactNode } from 'react';
import { AlertBanner } from '../../ui/AlertBanner/AlertBanner.tsx';
import { Tabs } from '../../ui/Tabs/Tabs.tsx';
import type { HelpfulTab } from '../../domain/helpful-info.ts';
import { islandText } from '../../domain/i18n/islands.ts';
import styles from './HelpfulInfo.module.scss?below-fold';
import { useLocale, withPageLocale } from '../../ui/shared/locale-context.tsx';

/** A tab as the island sees it: its title and, on the first two, the account-lock alert. */
export type HelpfulInfoTab = Pick<HelpfulTab, 'title' | 'lockAlert'>;

/** The name of the slot that carries a tab's sections (server-rendered static HTML). */
export const panelSlot = (index: number): `panel${number}` => `panel${index}`;

export interface HelpfulInfoProps {
  heading: string;
  headingId: string;
  tabs: HelpfulInfoTab[];
  /**
   * `en` when the tabs are the English block standing in for the page's language: their names
   * and the account-lock alert's text are marked, the heading (a page label) is not.
   */
  contentLang?: 'en' | undefined;
  /** A tab's sections: Astro passes the slot `panel<index>` as the prop of that name. */
  [panel: `panel${number}`]: ReactNode;
}

/**
 * Helpful info: up to six tabs of up to three sections; a single tab shows without a tab bar.
 * The island owns the tab bar and the alert (its link reports its own click); the sections
 * are static HTML from the server, and their videos are islands of their own (HelpfulVideo).
 */
export default withPageLocale(function HelpfulInfo(props: HelpfulInfoProps) {
  const locale = useLocale();
  const { heading, headingId, tabs, contentLang } = props;
  const content = (tab: HelpfulInfoTab, index: number) => (
    <div className={styles.helpfulTab}>
      {tab.lockAlert ? (
        <AlertBanner
          kind="warning"
          message={tab.lockAlert.title}
          link={{ href: tab.lockAlert.url, text: islandText(locale).unlockAccount }}
          dismissible={false}
          {...(contentLang ? { contentLang } : {})}
        />
      ) : null}
      {props[panelSlot(index)]}
    </div>
  );
  const [only] = tabs;
  return (
    <div className={styles.helpfulInfo} data-link-position="Helpful info">
      <h2 id={headingId}>{heading}</h2>
      {tabs.length === 1 && only ? (
        content(only, 0)
      ) : (
        <Tabs
          name={heading}
          alignment="left"
          tabsData={tabs.map((tab, index) => ({
            tabName: tab.title,
            lang: contentLang,
            component: content(tab, index),
          }))}
        />
      )}
    </div>
  );
});
