/**
 * The rules search engines hold the site's structured data to, as a check: schema.org
 * BreadcrumbList with ListItem and FAQPage with Question and Answer (the landing pages), and the
 * watch pages' VideoObject with its key moments (Clip, SeekToAction) as Google Search Central's
 * video structured data states them. Returns every problem found, so a test shows them all at
 * once; recommended properties are checked only when present.
 */
type Json = Record<string, unknown>;

export interface StructuredDataContext {
  /**
   * The URL of the page the data is on (absolute, without query). Clip URLs and the SeekToAction
   * target must be this page with a time in the query; without it they must at least agree.
   */
  pageUrl?: string;
}

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const nonEmptyText = (value: unknown) => typeof value === 'string' && value.trim() !== '';
const httpUrl = (value: unknown): URL | undefined => {
  if (typeof value !== 'string') return undefined;
  try {
    const url = new URL(value);
    return ['http:', 'https:'].includes(url.protocol) ? url : undefined;
  } catch {
    return undefined;
  }
};
const absoluteUrl = (value: unknown) => httpUrl(value) !== undefined;
/** The page a URL is on: origin and path, without query or fragment. */
const pageOf = (url: URL) => `${url.origin}${url.pathname}`;

function breadcrumbProblems(data: Json): string[] {
  const items = data['itemListElement'];
  if (!Array.isArray(items) || items.length === 0) return ['itemListElement: a non-empty list'];
  return items.flatMap((item: unknown, index) => {
    const at = `itemListElement[${index}]`;
    if (!isObject(item)) return [`${at}: an object`];
    const problems: string[] = [];
    if (item['@type'] !== 'ListItem') problems.push(`${at}.@type: ListItem`);
    if (item['position'] !== index + 1) problems.push(`${at}.position: ${index + 1}`);
    if (!nonEmptyText(item['name'])) problems.push(`${at}.name: text`);
    // Only the last item (the page itself) may leave out its URL.
    const last = index === items.length - 1;
    if (!(last && item['item'] === undefined) && !absoluteUrl(item['item']))
      problems.push(`${at}.item: an absolute URL`);
    return problems;
  });
}

function faqProblems(data: Json): string[] {
  const questions = data['mainEntity'];
  if (!Array.isArray(questions) || questions.length === 0) return ['mainEntity: a non-empty list'];
  return questions.flatMap((question: unknown, index) => {
    const at = `mainEntity[${index}]`;
    if (!isObject(question)) return [`${at}: an object`];
    const problems: string[] = [];
    if (question['@type'] !== 'Question') problems.push(`${at}.@type: Question`);
    if (!nonEmptyText(question['name'])) problems.push(`${at}.name: text`);
    const answer = question['acceptedAnswer'];
    if (!isObject(answer) || answer['@type'] !== 'Answer' || !nonEmptyText(answer['text']))
      problems.push(`${at}.acceptedAnswer: an Answer with text`);
    return problems;
  });
}

/** The placeholder Google fills with the seconds, and the one value `startOffset-input` may have. */
const SEEK_PLACEHOLDER = '{seek_to_second_number}';
const SEEK_INPUT = 'required name=seek_to_second_number';
/** Google shows key moments only for a video of at least 30 seconds. */
const KEY_MOMENTS_MIN_SECONDS = 30;

/** ISO 8601 date-time with a time zone (`Z` or an offset): Google's advice for uploadDate. */
const ZONED_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;
const ISO_DURATION = /^P(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?)?$/;
const LANGUAGE_TAG = /^[a-zA-Z]{2,3}(-[a-zA-Z0-9]{2,8})*$/;

/** Seconds of an ISO 8601 duration (`PT2M`), or undefined when it is not one or says nothing. */
export function isoDurationSeconds(value: unknown): number | undefined {
  if (typeof value !== 'string' || value === 'P' || value.endsWith('T')) return undefined;
  const match = ISO_DURATION.exec(value);
  if (!match) return undefined;
  const [, days, hours, minutes, seconds] = match.map((part) => Number(part ?? 0));
  return (days ?? 0) * 86_400 + (hours ?? 0) * 3600 + (minutes ?? 0) * 60 + (seconds ?? 0);
}

function zonedDateTime(value: unknown): boolean {
  return (
    typeof value === 'string' && ZONED_DATE_TIME.test(value) && !Number.isNaN(Date.parse(value))
  );
}

/** `thumbnailUrl` is one URL or a list of them, each absolute (Google fetches it as it is). */
function thumbnailProblems(value: unknown): string[] {
  const urls = Array.isArray(value) ? value : [value];
  return urls.length > 0 && urls.every(absoluteUrl) ? [] : ['thumbnailUrl: an absolute URL'];
}

const asList = (value: unknown): unknown[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/** Does a URL name `seconds` in one of its query parameters (`t=30`, `t=30s`)? */
function namesTime(url: URL, seconds: number): boolean {
  return [...url.searchParams.values()].some(
    (value) => value === String(seconds) || value === `${seconds}s`,
  );
}

function clipProblems(
  parts: unknown[],
  duration: number | undefined,
  page: string | undefined,
): string[] {
  const problems: string[] = [];
  const seenUrls = new Set<string>();
  let previousStart = -Infinity;
  parts.forEach((clip, index) => {
    const at = `hasPart[${index}]`;
    if (!isObject(clip)) {
      problems.push(`${at}: an object`);
      return;
    }
    if (clip['@type'] !== 'Clip') problems.push(`${at}.@type: Clip`);
    if (!nonEmptyText(clip['name'])) problems.push(`${at}.name: text`);
    const start = clip['startOffset'];
    const end = clip['endOffset'];
    const startOk = typeof start === 'number' && Number.isFinite(start) && start >= 0;
    if (!startOk) problems.push(`${at}.startOffset: seconds from the start, 0 or more`);
    else {
      if (start <= previousStart)
        problems.push(`${at}.startOffset: after the clip before it (no two clips share a start)`);
      previousStart = start;
      if (duration !== undefined && start >= duration)
        problems.push(`${at}.startOffset: within the video's duration`);
    }
    if (end !== undefined) {
      if (typeof end !== 'number' || !Number.isFinite(end) || (startOk && end <= start))
        problems.push(`${at}.endOffset: seconds, after startOffset`);
      else if (duration !== undefined && end > duration)
        problems.push(`${at}.endOffset: within the video's duration`);
    }
    const url = httpUrl(clip['url']);
    if (!url) {
      problems.push(`${at}.url: an absolute URL`);
      return;
    }
    if (page !== undefined && pageOf(url) !== page)
      problems.push(`${at}.url: the page's own URL (${page}) with the time in its query`);
    if (startOk && !namesTime(url, start))
      problems.push(`${at}.url: a query parameter naming its start (${start})`);
    if (seenUrls.has(url.href)) problems.push(`${at}.url: distinct from the other clips' URLs`);
    seenUrls.add(url.href);
  });
  return problems;
}

/** A SeekToAction's target: a URL template, or an EntryPoint holding one. */
const targetOf = (seek: Json) =>
  isObject(seek['target']) ? seek['target']['urlTemplate'] : seek['target'];

function seekProblems(action: Json, page: string | undefined): string[] {
  const problems: string[] = [];
  if (action['startOffset-input'] !== SEEK_INPUT)
    problems.push(`potentialAction.startOffset-input: "${SEEK_INPUT}"`);
  const target = targetOf(action);
  if (typeof target !== 'string' || target.split(SEEK_PLACEHOLDER).length !== 2) {
    problems.push(`potentialAction.target: a URL with ${SEEK_PLACEHOLDER} once`);
    return problems;
  }
  const url = httpUrl(target.replace(SEEK_PLACEHOLDER, '0'));
  if (!url) {
    problems.push('potentialAction.target: an absolute URL');
    return problems;
  }
  if (page !== undefined && pageOf(url) !== page)
    problems.push(`potentialAction.target: the page's own URL (${page})`);
  const marked = httpUrl(target.replace(SEEK_PLACEHOLDER, 'SEEK'));
  if (!marked || ![...marked.searchParams.values()].includes('SEEK'))
    problems.push(`potentialAction.target: ${SEEK_PLACEHOLDER} as a query parameter's value`);
  return problems;
}

/** Without the page's URL, the first key-moment URL stands for it: the others must agree with it. */
function firstPage(seeks: Json[], parts: unknown[]): string | undefined {
  const urls = [
    ...seeks.map(targetOf),
    ...parts.map((clip) => (isObject(clip) ? clip['url'] : undefined)),
  ];
  for (const url of urls) {
    const parsed =
      typeof url === 'string' ? httpUrl(url.replace(SEEK_PLACEHOLDER, '0')) : undefined;
    if (parsed) return pageOf(parsed);
  }
  return undefined;
}

function videoProblems(data: Json, context: StructuredDataContext): string[] {
  const problems: string[] = [];
  // Required by Google for any video rich result.
  if (!nonEmptyText(data['name'])) problems.push('name: text');
  problems.push(...thumbnailProblems(data['thumbnailUrl']));
  if (!zonedDateTime(data['uploadDate']))
    problems.push('uploadDate: an ISO 8601 date and time with a time zone');
  // Recommended: well formed when present.
  if (data['description'] !== undefined && !nonEmptyText(data['description']))
    problems.push('description: text');
  const duration = isoDurationSeconds(data['duration']);
  if (data['duration'] !== undefined && !(duration !== undefined && duration > 0))
    problems.push('duration: an ISO 8601 duration (PT2M)');
  if (data['contentUrl'] !== undefined && !absoluteUrl(data['contentUrl']))
    problems.push('contentUrl: an absolute URL');
  if (data['embedUrl'] !== undefined) {
    const embed = httpUrl(data['embedUrl']);
    if (!embed) problems.push('embedUrl: an absolute URL');
    else if (context.pageUrl !== undefined && pageOf(embed) === pageOf(new URL(context.pageUrl)))
      problems.push("embedUrl: a player's URL, not the page's");
  }
  if (
    data['inLanguage'] !== undefined &&
    !(typeof data['inLanguage'] === 'string' && LANGUAGE_TAG.test(data['inLanguage']))
  )
    problems.push('inLanguage: a BCP 47 language tag');

  // Key moments: Clips and a SeekToAction, on the page's own URL.
  const parts = asList(data['hasPart']);
  const seeks = asList(data['potentialAction']).filter(
    (action): action is Json => isObject(action) && action['@type'] === 'SeekToAction',
  );
  if (parts.length === 0 && seeks.length === 0) return problems;
  if (duration === undefined || duration < KEY_MOMENTS_MIN_SECONDS)
    problems.push(`duration: key moments need a video of ${KEY_MOMENTS_MIN_SECONDS} s or more`);
  if (seeks.length > 0 && !absoluteUrl(data['contentUrl']))
    problems.push('contentUrl: SeekToAction needs the media file Google fetches');
  const page =
    context.pageUrl === undefined ? firstPage(seeks, parts) : pageOf(new URL(context.pageUrl));
  problems.push(...clipProblems(parts, duration, page));
  for (const seek of seeks) problems.push(...seekProblems(seek, page));
  return problems;
}

export function structuredDataProblems(
  data: unknown,
  context: StructuredDataContext = {},
): string[] {
  if (!isObject(data)) return ['an object'];
  if (data['@context'] !== 'https://schema.org') return ['@context: https://schema.org'];
  if (data['@type'] === 'BreadcrumbList') return breadcrumbProblems(data);
  if (data['@type'] === 'FAQPage') return faqProblems(data);
  if (data['@type'] === 'VideoObject') return videoProblems(data, context);
  return [`@type: BreadcrumbList, FAQPage or VideoObject, not ${String(data['@type'])}`];
}
