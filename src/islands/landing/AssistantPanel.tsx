import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { Drawer } from '../../ui/Drawer/Drawer.tsx';
import { DRAWER_CLOSE_DELAY_MS } from '../../ui/Drawer/drawer-rules.ts';
import { GENAI_SEARCH_PATH, GENAI_WIDGET_TAG } from '../../domain/assistant-entry.ts';
import { loadAssistantWidget, type WidgetSources } from './assistant-widget.ts';
import { islandText, type IslandText } from '../../domain/i18n/islands.ts';
import { useLocale } from '../../ui/shared/locale-context.tsx';
import styles from './AssistantPanel.module.scss?lazy';

export interface AssistantPanelProps {
  subject: string;
  serviceAlias: string;
  sources: WidgetSources;
  /** The search section's fragment link (#id). */
  searchHref: string;
  onClosed: () => void;
}

type WidgetState = 'loading' | 'ready' | 'unavailable';

type Texts = IslandText['assistant'];

/** The widget, mounted once its code is in, primed with the subject the visitor asked about. */
function Widget({ subject, serviceAlias }: Pick<AssistantPanelProps, 'subject' | 'serviceAlias'>) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const widget = document.createElement(GENAI_WIDGET_TAG);
    widget.dataset['service'] = serviceAlias;
    widget.dataset['searchPath'] = GENAI_SEARCH_PATH;
    widget.dataset['question'] = subject;
    host.current?.append(widget);
    return () => widget.remove();
  }, [subject, serviceAlias]);
  return <div ref={host} className={styles.widget} data-subject={subject} />;
}

/**
 * The unavailable message and the search offer. Following the offer closes the drawer first and
 * only then moves focus to the search section: the drawer gives focus back to its button as it
 * closes, which would otherwise undo the move.
 */
function Unavailable({
  searchHref,
  close,
  texts,
}: {
  searchHref: string;
  close: () => void;
  texts: Texts;
}) {
  const toSearch = useRef(false);
  useEffect(
    () => () => {
      if (!toSearch.current) return;
      window.setTimeout(() => {
        const target = document.getElementById(searchHref.replace(/^#/, ''));
        if (!target) return;
        target.setAttribute('tabindex', '-1');
        target.focus();
      }, 0);
    },
    [searchHref],
  );
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    toSearch.current = true;
    close();
  };
  return (
    <div className={styles.unavailable}>
      <p role="alert">{texts.unavailable}</p>
      <p>
        <a href={searchHref} onClick={onClick}>
          {texts.searchInstead}
        </a>
      </p>
    </div>
  );
}

export default function AssistantPanel({
  subject,
  serviceAlias,
  sources,
  searchHref,
  onClosed,
}: AssistantPanelProps) {
  const locale = useLocale();
  const texts = islandText(locale).assistant;
  const [open, setOpen] = useState(true);
  const [state, setState] = useState<WidgetState>('loading');

  useEffect(() => {
    let current = true;
    loadAssistantWidget(sources).then(
      () => current && setState('ready'),
      () => current && setState('unavailable'),
    );
    return () => {
      current = false;
    };
    // The sources come as a fresh object on every render; their addresses are what matter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [sources.scriptUrl, sources.styleUrl]);

  return (
    <Drawer
      open={open}
      onClose={onClosed}
      title={texts.title}
      position="right"
      size="medium"
      closeLabel={texts.close}
    >
      <p className={styles.subject}>
        {texts.askingAbout} <strong>{subject}</strong>
      </p>
      {state === 'loading' && (
        <div className={styles.loading} role="status">
          {texts.loading}
        </div>
      )}
      {state === 'ready' && <Widget subject={subject} serviceAlias={serviceAlias} />}
      {state === 'unavailable' && (
        <Unavailable
          texts={texts}
          searchHref={searchHref}
          close={() => {
            setOpen(false);
            // The drawer tells its owner only of closes it asked for itself.
            window.setTimeout(onClosed, DRAWER_CLOSE_DELAY_MS + 100);
          }}
        />
      )}
    </Drawer>
  );
}
