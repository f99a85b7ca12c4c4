/**
 * The one rule for every link the site renders from content or an upstream: only http:, https:,
 * mailto: and tel: addresses and same-origin paths pass. Anything else (javascript:, data:,
 * vbscript:, protocol-relative addresses, and the obfuscated forms browsers still run) is
 * dropped. Pure, and shared: the server's feed schemas and the browser's result normalisers both
 * apply it.
 */

const ALLOWED_SCHEMES = new Set(['http:', 'https:', 'mailto:', 'tel:']);
const PROBE_ORIGIN = 'https://same-origin.invalid';

/** Characters browsers remove from a URL before reading it (tab, new line, carriage return). */
const STRIPPED = /[\t\n\r]/g;
/** HTML character references that would hide a scheme if the value ever reached raw HTML. */
const CHARACTER_REFERENCE = /&(#x?[0-9a-f]+|colon|tab|newline|lpar|rpar|sol);?/i;

const isControlOrSpace = (char: string) => char.charCodeAt(0) <= 0x20;
const isControl = (char: string) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f;

/** Leading and trailing C0 controls and spaces, which URL parsers ignore. */
function trimControls(value: string): string {
  const chars = [...value];
  let start = 0;
  let end = chars.length;
  while (start < end && isControlOrSpace(chars[start] ?? '')) start += 1;
  while (end > start && isControlOrSpace(chars[end - 1] ?? '')) end -= 1;
  return chars.slice(start, end).join('');
}

export function safeLinkUrl(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const trimmed = trimControls(value);
  if (trimmed === '' || CHARACTER_REFERENCE.test(trimmed)) return undefined;
  const cleaned = trimmed.replace(STRIPPED, '');
  // Any other control character, or a backslash (read as '/'), has no place in a link.
  if ([...cleaned].some(isControl) || cleaned.includes('\\')) return undefined;
  if (cleaned.startsWith('//')) return undefined;
  let url: URL;
  try {
    url = new URL(cleaned, `${PROBE_ORIGIN}/`);
  } catch {
    return undefined;
  }
  if (url.origin === PROBE_ORIGIN) {
    // A relative address: a path, query or fragment on this site, never a scheme in disguise.
    return /^[a-z][a-z0-9+.-]*:/i.test(cleaned) ? undefined : cleaned;
  }
  return ALLOWED_SCHEMES.has(url.protocol) ? cleaned : undefined;
}

/**
 * A media address: the link rule without mailto: and tel:, which no player or image can load.
 * http(s) addresses and same-origin paths pass.
 */
export function safeMediaUrl(value: string | undefined): string | undefined {
  const safe = safeLinkUrl(value?.trim());
  return safe && !/^(mailto|tel):/i.test(safe) ? safe : undefined;
}
