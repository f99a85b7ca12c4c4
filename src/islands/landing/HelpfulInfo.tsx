import { lazy, Suspense } from 'react';
import { Button } from '../../components/ui/Button/Button.tsx';
import { AlertBanner } from '../../components/ui/AlertBanner/AlertBanner.tsx';
import { Tabs } from '../../components/ui/Tabs/Tabs.tsx';
import type { HelpfulSection, HelpfulTab } from '../../domain/helpful-info.ts';
import styles from './HelpfulInfo.module.scss';
import { useHydrated } from './useHydrated.ts';

// The video widget's poster tile loads only when a video section is on screen.
const VideoWidget = lazy(() => import('../VideoWidget/VideoWidget.tsx'));

const placeholder = <div className={styles.mediaPlaceholder} aria-hidden="true" />;

export interface HelpfulInfoProps {
  heading: string;
  headingId: string;
  tabs: HelpfulTab[];
}

function Media({ section }: { section: HelpfulSection }) {
  const { media } = section;
  // The server always sends the placeholder: rendering the lazy widget there would depend on
  // whether an earlier render in the process had loaded it, so cached pages would differ.
  const hydrated = useHydrated();
  if (media.kind === 'video') {
    return (
      <div className={styles.mediaBox}>
        {!hydrated ? (
          placeholder
        ) : (
          <Suspense fallback={placeholder}>
            <VideoWidget
              videoId={media.videoId}
              options={{ showTitle: false, showTime: true, modal: true }}
            />
          </Suspense>
        )}
      </div>
    );
  }
  return (
    <div className={styles.mediaBox}>
      <img
        src={media.src}
        alt={media.kind === 'image' ? media.alt : ''}
        width="320"
        height="180"
        loading="lazy"
      />
    </div>
  );
}

function Section({ section }: { section: HelpfulSection }) {
  return (
    <article className={styles.helpfulSection}>
      <Media section={section} />
      <h3>{section.title}</h3>
      {section.description ? <p>{section.description}</p> : null}
      {section.links.length > 0 ? (
        <ul className={styles.linkList}>
          {section.links.map((link) => (
            <li key={link.href}>
              <a href={link.href}>{link.text}</a>
            </li>
          ))}
        </ul>
      ) : null}
      {section.smartHome ? (
        <div className={styles.smartHome}>
          <h4>{section.smartHome.title}</h4>
          <ul className={styles.linkList}>
            {section.smartHome.links.map((link) => (
              <li key={link.href}>
                <a href={link.href}>{link.text}</a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {section.buttons.length > 0 ? (
        <div className={styles.buttonRow}>
          {section.buttons.map((button) => (
            <Button
              key={button.href}
              text={button.label}
              href={button.href}
              configs={{ variant: button.variant }}
            />
          ))}
        </div>
      ) : null}
    </article>
  );
}

function TabContent({ tab }: { tab: HelpfulTab }) {
  return (
    <div className={styles.helpfulTab}>
      {tab.lockAlert ? (
        <AlertBanner
          kind="warning"
          message={tab.lockAlert.title}
          link={{ href: tab.lockAlert.url, text: 'Unlock your account' }}
          dismissible={false}
        />
      ) : null}
      <div className={styles.helpfulGrid}>
        {tab.sections.map((section) => (
          <Section key={section.title} section={section} />
        ))}
      </div>
    </div>
  );
}

/** Helpful info: up to six tabs of up to three sections; a single tab shows without a tab bar. */
export default function HelpfulInfo({ heading, headingId, tabs }: HelpfulInfoProps) {
  const [only] = tabs;
  return (
    <div className={styles.helpfulInfo} data-link-position="Helpful info">
      <h2 id={headingId}>{heading}</h2>
      {tabs.length === 1 && only ? (
        <TabContent tab={only} />
      ) : (
        <Tabs
          name={heading}
          alignment="left"
          tabsData={tabs.map((tab) => ({
            tabName: tab.title,
            component: <TabContent tab={tab} />,
          }))}
        />
      )}
    </div>
  );
}
