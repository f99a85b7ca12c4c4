/**
 * One button per chapter of a chaptered video, titled with the chapter's window title plus its
 * length; a press seeks the whole timeline to where that chapter starts.
 */
import type { MouseEvent } from 'react';
import type { Locale } from '../../../../domain/i18n/locales.ts';
import { videoPlayerText } from '../../../../domain/i18n/video-player.ts';
import { partStarts } from '../../../../video/model/chapters.ts';
import type { Chapter } from '../../../../video/model/metadata.ts';
import common from '../../VideoWidget.module.scss?lazy';
import styles from './PlayerExtras.module.scss?lazy';
import { useLocale } from '../../../../ui/shared/locale-context.tsx';

export interface ChapterListProps {
  chapters: readonly Chapter[];
  /** The part now playing. */
  current: number;
  /** The press's event, for its action code (click, touch or key). */
  onSeek: (time: number, index: number, event: MouseEvent) => void;
  /** The chapters' titles' language when it is not the page's (the video's English metadata). */
  contentLang?: Locale | undefined;
  /** The id the playlist toggle names. */
  id?: string | undefined;
  /** Hidden by the playlist toggle (kept in the page, so the toggle's aria-controls resolves). */
  hidden?: boolean | undefined;
}

export function ChapterList({
  chapters,
  current,
  onSeek,
  contentLang,
  id,
  hidden,
}: ChapterListProps) {
  // The page's language: the list's name, the hover text and the hidden 'length'.
  const texts = videoPlayerText(useLocale()).chapters;
  const starts = partStarts(chapters.map((c) => c.seconds));
  return (
    <nav className={styles.chapters} aria-label={texts.label} id={id} hidden={hidden}>
      <ol className={styles.chapterList}>
        {chapters.map((chapter, index) => (
          <li key={`${chapter.id}-${index}`}>
            <button
              type="button"
              className={styles.chapterButton}
              title={texts.hover}
              aria-current={index === current ? 'true' : undefined}
              onClick={(event) => onSeek(starts[index] ?? 0, index, event)}
            >
              <span className={styles.chapterTitle} lang={contentLang}>
                {chapter.title}
              </span>{' '}
              <span className={styles.chapterLength}>
                <span className={common.visuallyHidden}>{texts.length} </span>
                {chapter.durationText}
              </span>
            </button>
          </li>
        ))}
      </ol>
    </nav>
  );
}
