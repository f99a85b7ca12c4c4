/**
 * One button per chapter of a chaptered video, titled with the chapter's window title plus its
 * length; a press seeks the whole timeline to where that chapter starts.
 */
import type { MouseEvent } from 'react';
import { partStarts } from '../../../../video/model/chapters.ts';
import type { Chapter } from '../../../../video/model/metadata.ts';
import common from '../../VideoWidget.module.scss?lazy';
import styles from './PlayerExtras.module.scss?lazy';

/** The spec's hover text for every chapter button, word for word. */
export const CHAPTER_HOVER_TEXT = 'seek video to the video title';

export interface ChapterListProps {
  chapters: readonly Chapter[];
  /** The part now playing. */
  current: number;
  /** The press's event, for its action code (click, touch or key). */
  onSeek: (time: number, index: number, event: MouseEvent) => void;
}

export function ChapterList({ chapters, current, onSeek }: ChapterListProps) {
  const starts = partStarts(chapters.map((c) => c.seconds));
  return (
    <nav className={styles.chapters} aria-label="Chapters">
      <ol className={styles.chapterList}>
        {chapters.map((chapter, index) => (
          <li key={`${chapter.id}-${index}`}>
            <button
              type="button"
              className={styles.chapterButton}
              title={CHAPTER_HOVER_TEXT}
              aria-current={index === current ? 'true' : undefined}
              onClick={(event) => onSeek(starts[index] ?? 0, index, event)}
            >
              <span className={styles.chapterTitle}>{chapter.title}</span>{' '}
              <span className={styles.chapterLength}>
                <span className={common.visuallyHidden}>length </span>
                {chapter.durationText}
              </span>
            </button>
          </li>
        ))}
      </ol>
    </nav>
  );
}
