/**
 * The properties search engines require of the two structured-data types the landing pages
 * carry (schema.org BreadcrumbList with ListItem; FAQPage with Question and Answer). Returns the
 * problems found, so a test can show them all at once.
 */
type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const nonEmptyText = (value: unknown) => typeof value === 'string' && value.trim() !== '';
const absoluteUrl = (value: unknown) => {
  if (typeof value !== 'string') return false;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

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

export function structuredDataProblems(data: unknown): string[] {
  if (!isObject(data)) return ['an object'];
  if (data['@context'] !== 'https://schema.org') return ['@context: https://schema.org'];
  if (data['@type'] === 'BreadcrumbList') return breadcrumbProblems(data);
  if (data['@type'] === 'FAQPage') return faqProblems(data);
  return [`@type: BreadcrumbList or FAQPage, not ${String(data['@type'])}`];
}
