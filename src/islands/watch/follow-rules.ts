/**
 * The transcript follower's rules, without the page: which line is current at a time, how far a
 * scrolling transcript box moves to show it, and which clicks on a time link become a seek.
 */
/** A line of the page's transcript (or a chapter): its window on the timeline, seconds. */
export interface TimedLine {
  start: number;
  end: number;
}

/**
 * The line playing at `time`: start ≤ time < end, the last line also holding its end second;
 * -1 between lines, before the first, after the last, or with no time. The player's transcript
 * follows the same rule (`spanIndexAt`, src/video/model/captions.ts), written again here so the
 * page's island shares no chunk with the widget's code (a shared chunk is one more request
 * before a poster click on every page with a video).
 */
export function currentCueIndex(lines: readonly TimedLine[], time: number | undefined): number {
  if (time === undefined || !Number.isFinite(time)) return -1;
  const last = lines.length - 1;
  return lines.findIndex(
    (line, i) => time >= line.start && (time < line.end || (i === last && time <= line.end)),
  );
}

/**
 * The windows of lines given by their starts only (the chapter list): each runs to the next
 * one's start, the last to the end of the video (`total`, or on without end).
 */
export function windowsFromStarts(starts: readonly number[], total = Infinity): TimedLine[] {
  return starts.map((start, index) => ({ start, end: starts[index + 1] ?? total }));
}

/** A box's or line's vertical extent on the screen (from getBoundingClientRect). */
export interface Extent {
  top: number;
  bottom: number;
}

/**
 * How far a scrolling box's scrollTop moves so the current line shows: 0 when the line is wholly
 * in view (the reader keeps their place), else enough to bring the line to the box's middle.
 */
export function scrollToShow(box: Extent, line: Extent): number {
  if (line.top >= box.top && line.bottom <= box.bottom) return 0;
  return Math.round((line.top + line.bottom) / 2 - (box.top + box.bottom) / 2);
}

/** What a click says about itself. */
export interface ClickLike {
  button: number;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
}

/**
 * A click the page takes as "play from here": the primary button with no modifier. A modified
 * click keeps the link's own behaviour (a new tab or window, a download), as does one another
 * script already took.
 */
export function isPlainClick(click: ClickLike): boolean {
  return (
    click.button === 0 &&
    !click.ctrlKey &&
    !click.metaKey &&
    !click.shiftKey &&
    !click.altKey &&
    !click.defaultPrevented
  );
}

/** A `data-seek`/`data-start` value as seconds; anything that is not a time is undefined. */
export function secondsOf(value: string | null | undefined): number | undefined {
  if (value === null || value === undefined || value.trim() === '') return undefined;
  const seconds = Number(value);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds : undefined;
}
