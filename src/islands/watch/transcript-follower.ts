/**
 * Makes the watch page's server-rendered transcript and chapter list follow its player, reading
 * the page by its data attributes (`[data-watch-transcript]` lines `li[data-start][data-end]`,
 * `[data-watch-chapters]`, time links `a[data-seek]`):
 *
 * - while a player is open, the line playing (and its chapter) carries `aria-current="true"` and
 *   the given class; a transcript in a box of its own that scrolls is scrolled to show the line,
 *   never the page;
 * - a plain click on a time link plays from there (no navigation); a modified click (a new tab,
 *   a download) keeps the link's behaviour. Until this runs, the links are links to `?t=`.
 */
import type { ReadableAtom } from 'nanostores';
import {
  currentCueIndex,
  isPlainClick,
  scrollToShow,
  secondsOf,
  windowsFromStarts,
  type TimedLine,
} from './follow-rules.ts';

export const TRANSCRIPT = '[data-watch-transcript]';
export const CHAPTERS = '[data-watch-chapters]';
export const TIME_LINK = 'a[data-seek]';

export interface FollowerOptions {
  /** The open player's timeline time; undefined while none is open. */
  time: ReadableAtom<number | undefined>;
  /** Plays from a moment (opening the player when it is closed). */
  seekTo: (seconds: number) => void;
  /** The class that shows the current line (with aria-current, which says it). */
  currentClass: string;
}

interface Marked {
  element: Element;
  window: TimedLine;
}

/** The transcript's lines with their windows; a line without a readable start is left out. */
function transcriptLines(list: Element | null): Marked[] {
  if (!list) return [];
  return [...list.querySelectorAll('li[data-start]')].flatMap((element) => {
    const start = secondsOf(element.getAttribute('data-start'));
    if (start === undefined) return [];
    const end = secondsOf(element.getAttribute('data-end')) ?? start;
    return [{ element, window: { start, end } }];
  });
}

/** The chapters, each running to the next one's start (their links carry only where they start). */
function chapterLines(list: Element | null): Marked[] {
  if (!list) return [];
  const links = [...list.querySelectorAll(TIME_LINK)].flatMap((link) => {
    const start = secondsOf(link.getAttribute('data-seek'));
    return start === undefined ? [] : [{ element: link.closest('li') ?? link, start }];
  });
  const windows = windowsFromStarts(links.map((link) => link.start));
  return links.map((link, index) => ({
    element: link.element,
    window: windows[index] ?? { start: link.start, end: Infinity },
  }));
}

/** The nearest box from `element` up that scrolls its own content; the page itself does not count. */
function scrollingBox(element: Element): HTMLElement | undefined {
  const page = element.ownerDocument;
  for (let node: Element | null = element; node; node = node.parentElement) {
    if (node === page.body || node === page.documentElement) return undefined;
    if (!(node instanceof HTMLElement) || node.scrollHeight <= node.clientHeight) continue;
    const { overflowY } = getComputedStyle(node);
    if (overflowY === 'auto' || overflowY === 'scroll') return node;
  }
  return undefined;
}

/** Marks one line of a list as current at each time, unmarking the one before. */
function marker(lines: Marked[], currentClass: string, onMarked?: (element: Element) => void) {
  let current: Element | undefined;
  const set = (element: Element | undefined) => {
    if (element === current) return;
    current?.removeAttribute('aria-current');
    current?.classList.remove(currentClass);
    current = element;
    if (!element) return;
    element.setAttribute('aria-current', 'true');
    element.classList.add(currentClass);
    onMarked?.(element);
  };
  const windows = lines.map((line) => line.window);
  return (time: number | undefined) => set(lines[currentCueIndex(windows, time)]?.element);
}

/** Starts following; returns the stop (listeners removed, marks cleared). */
export function followTranscript(page: Document, options: FollowerOptions): () => void {
  const transcript = page.querySelector(TRANSCRIPT);
  const markLine = marker(transcriptLines(transcript), options.currentClass, (line) => {
    const box = scrollingBox(line);
    if (box)
      box.scrollTop += scrollToShow(box.getBoundingClientRect(), line.getBoundingClientRect());
  });
  const markChapter = marker(chapterLines(page.querySelector(CHAPTERS)), options.currentClass);
  const stopFollowing = options.time.subscribe((time) => {
    markLine(time);
    markChapter(time);
  });

  const onClick = (event: MouseEvent) => {
    if (!isPlainClick(event) || !(event.target instanceof Element)) return;
    const link = event.target.closest(TIME_LINK);
    if (!link?.closest(`${TRANSCRIPT}, ${CHAPTERS}`)) return;
    const seconds = secondsOf(link.getAttribute('data-seek'));
    if (seconds === undefined) return;
    event.preventDefault();
    options.seekTo(seconds);
  };
  page.addEventListener('click', onClick);

  return () => {
    page.removeEventListener('click', onClick);
    stopFollowing();
    markLine(undefined);
    markChapter(undefined);
  };
}
