/**
 * The transcript: caption sentences (a click seeks), the current one highlighted and scrolled to
 * the middle, a content filter that hides non-matching lines, and a print button.
 */
import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import {
  currentSentenceIndex,
  filterTerm,
  highlightParts,
  lineVisible,
  type Sentence,
} from '../../../../video/model/captions.ts';
import { ACTION_CODES, type ActionCode, type ControlName } from '../../../../video/analytics.ts';
import { panelSizeClass } from '../../../../video/model/layout.ts';
import { videoPlayerText } from '../../../../domain/i18n/video-player.ts';
import { formatTimecode } from '../../../../video/model/timecode.ts';
import { useKeyMemory } from '../shared/actionCode.ts';
import { useElementWidth } from '../shared/hooks.ts';
import styles from './TranscriptPanel.module.scss?lazy';
import { useLocale } from '../../../../ui/shared/locale-context.tsx';

export interface TranscriptPanelProps {
  id: string;
  /** Caption sentences (grouped once by the player, which also prints them). */
  sentences: readonly Sentence[];
  time: number;
  onSeek: (time: number, action: ActionCode) => void;
  onPrint: () => void;
  onInteract: (control: ControlName, action: ActionCode, value?: string) => void;
  /** Delay before a changed filter is reported as a search (ms). */
  searchReportDelayMs?: number;
  /** The language of the sentences (their caption track's), when known. */
  lang?: string | undefined;
}

export function TranscriptPanel({
  id,
  sentences,
  time,
  onSeek,
  onPrint,
  onInteract,
  searchReportDelayMs = 800,
  lang,
}: TranscriptPanelProps) {
  // The page's language, for the panel's own texts.
  const texts = videoPlayerText(useLocale()).transcript;
  const [query, setQuery] = useState('');
  const term = filterTerm(query);
  const current = currentSentenceIndex(sentences, time);
  const listRef = useRef<HTMLOListElement>(null);
  const panelRef = useRef<HTMLElement>(null);
  const keys = useKeyMemory(panelRef);
  const width = useElementWidth(panelRef);

  useEffect(() => {
    const list = listRef.current;
    const line = list?.querySelector<HTMLElement>('[aria-current="true"]');
    if (!list || !line) return;
    // Centre the current line inside the panel without moving the page. The list is the lines'
    // offsetParent (position: relative), so offsetTop is already measured from its top.
    list.scrollTop = Math.max(0, line.offsetTop - list.clientHeight / 2 + line.offsetHeight / 2);
  }, [current]);

  // A search is reported with Enter's code only when Enter was pressed in the filter; a filter
  // that changed without it (typing, pasting, autofill) is reported after a pause as a click
  // ('1', the code for actions without a key of their own). One report per term.
  const reported = useRef('');
  useEffect(() => {
    if (!term || reported.current === term) return;
    const timer = setTimeout(() => {
      if (reported.current === term) return;
      reported.current = term;
      onInteract('Transcript Search Button', ACTION_CODES.Click, term);
    }, searchReportDelayMs);
    return () => clearTimeout(timer);
  }, [term, onInteract, searchReportDelayMs]);

  const onFilterKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || !term || reported.current === term) return;
    reported.current = term;
    onInteract('Transcript Search Button', ACTION_CODES.Enter, term);
  };

  const print = (event: MouseEvent) => {
    onPrint();
    onInteract('Transcript Print Button', keys.actionFor(event));
  };

  return (
    <section
      ref={panelRef}
      id={id}
      className={styles.transcript}
      data-part="transcript"
      data-panel={panelSizeClass(width)}
      aria-label={texts.label}
    >
      <div className={styles.transcriptTools}>
        <label className={styles.filter}>
          <span>{texts.filter}</span>
          <input
            type="text"
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              reported.current = '';
            }}
            onKeyDown={onFilterKey}
            autoComplete="off"
            spellCheck={false}
          />
        </label>
        <button type="button" className={styles.printButton} onClick={print}>
          {texts.print}
        </button>
      </div>
      <ol className={styles.lines} ref={listRef} lang={lang}>
        {sentences.map((sentence, i) => (
          <li key={sentence.index} hidden={!lineVisible(sentence.text, term)}>
            <button
              type="button"
              className={styles.line}
              aria-current={i === current ? 'true' : undefined}
              onClick={(event) => onSeek(sentence.begin, keys.actionFor(event))}
            >
              <span className={styles.lineTime}>{formatTimecode(sentence.begin)}</span>{' '}
              {highlightParts(sentence.text, term).map((part, k) =>
                part.match ? <mark key={k}>{part.text}</mark> : <span key={k}>{part.text}</span>,
              )}
            </button>
          </li>
        ))}
      </ol>
    </section>
  );
}
