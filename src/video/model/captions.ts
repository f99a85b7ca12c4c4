/** Captions from the content service, the active cue, transcript sentences and the transcript filter. */
// Plain-code shapes, not zod/mini: captions are read in the poster tile's chunk (json-shape.ts).
import * as shape from './json-shape.ts';
import { parseTimecode } from './timecode.ts';

export interface Cue {
  /** Whole seconds. */
  begin: number;
  end: number;
  text: string;
}

export interface Sentence {
  begin: number;
  end: number;
  text: string;
  /** Index of the first cue in the sentence, a stable key for the list. */
  index: number;
}

const RawCue = shape.object({
  b: shape.optional(shape.scalar()),
  e: shape.optional(shape.scalar()),
  t: shape.optional(shape.string()),
});

const LINE_BREAK = /<br\s*\/?>|\r?\n/gi;

/** `<br>`-style line breaks (and newlines) become spaces; runs of space collapse. */
export function cueText(raw: string): string {
  return raw.replace(LINE_BREAK, ' ').replace(/\s+/g, ' ').trim();
}

export type CaptionLog = (message: string) => void;

/**
 * timelineCaptions is JSON text holding a list of {b, t, e}. Bad JSON is logged and gives no
 * captions; entries without text are dropped.
 */
export function parseTimelineCaptions(
  json: string | undefined,
  onError: CaptionLog = () => {},
): Cue[] {
  if (json === undefined || json.trim() === '') return [];
  let data: unknown;
  try {
    data = JSON.parse(json);
  } catch (error) {
    onError(`timelineCaptions is not valid JSON: ${String(error)}`);
    return [];
  }
  const parsed = shape.array(RawCue).safeParse(data);
  if (!parsed.success) {
    onError('timelineCaptions is not a list of {b, t, e}');
    return [];
  }
  return parsed.data
    .map((cue) => ({
      begin: Math.floor(parseTimecode(cue.b)),
      end: Math.floor(parseTimecode(cue.e)),
      text: cueText(cue.t ?? ''),
    }))
    .filter((cue) => cue.text.length > 0);
}

/**
 * The index of the span holding `time`: begin ≤ time < end, the last span also covering its end
 * second; -1 when none does. Cues and sentences share this rule.
 */
export function spanIndexAt(
  spans: readonly { begin: number; end: number }[],
  time: number,
): number {
  const last = spans.length - 1;
  return spans.findIndex(
    (span, i) => time >= span.begin && (time < span.end || (i === last && time <= span.end)),
  );
}

/** The cue showing at `time` (see spanIndexAt). */
export function activeCue(cues: readonly Cue[], time: number): Cue | undefined {
  return cues[spanIndexAt(cues, time)];
}

/** Caption text to overlay, or nothing when captions are off or the time is past the duration. */
export function overlayCaption(
  cues: readonly Cue[],
  time: number,
  duration: number,
  showCaption: boolean,
): string {
  if (!showCaption || (duration > 0 && time > duration)) return '';
  return activeCue(cues, time)?.text ?? '';
}

/**
 * Groups cues into sentences: a line beginning with a capital letter starts a new sentence and
 * a line ending with a period closes the current one.
 */
export function groupSentences(cues: readonly Cue[]): Sentence[] {
  const sentences: Sentence[] = [];
  let open: Sentence | undefined;
  cues.forEach((cue, index) => {
    if (open && /^\p{Lu}/u.test(cue.text)) {
      sentences.push(open);
      open = undefined;
    }
    if (open) {
      open = { ...open, end: cue.end, text: `${open.text} ${cue.text}` };
    } else {
      open = { begin: cue.begin, end: cue.end, text: cue.text, index };
    }
    if (cue.text.endsWith('.')) {
      sentences.push(open);
      open = undefined;
    }
  });
  if (open) sentences.push(open);
  return sentences;
}

/** The sentence holding `time`, for highlighting; between sentences none is current. */
export function currentSentenceIndex(sentences: readonly Sentence[], time: number): number {
  return spanIndexAt(sentences, time);
}

/** The filter term: lower-cased and trimmed, used only when longer than 3 characters, else none. */
export function filterTerm(input: string): string {
  const term = input.trim().toLowerCase();
  return term.length > 3 ? term : '';
}

export interface TextPart {
  text: string;
  match: boolean;
}

/** Splits text around every case-insensitive occurrence of the term, for <mark> highlighting. */
export function highlightParts(text: string, term: string): TextPart[] {
  if (!term) return [{ text, match: false }];
  const parts: TextPart[] = [];
  const lower = text.toLowerCase();
  let from = 0;
  for (let at = lower.indexOf(term); at !== -1; at = lower.indexOf(term, from)) {
    if (at > from) parts.push({ text: text.slice(from, at), match: false });
    parts.push({ text: text.slice(at, at + term.length), match: true });
    from = at + term.length;
  }
  if (from < text.length) parts.push({ text: text.slice(from), match: false });
  return parts;
}

/** A line shows when no filter applies or it contains the term. */
export function lineVisible(text: string, term: string): boolean {
  return term === '' || text.toLowerCase().includes(term);
}
