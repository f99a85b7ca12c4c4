/**
 * The specification's value rules, in one place. Upstream content writes "nothing" in
 * several ways; every reader goes through these helpers.
 */

const MISSING_LITERALS = new Set(['', 'null', 'undefined']);

/** A value is missing if undefined, null, empty, or the strings 'null' or 'undefined'. */
export function isMissing(value: unknown): value is undefined | null | '' {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return MISSING_LITERALS.has(value.trim());
  return false;
}

/** The value as a trimmed string, or undefined when it is missing. */
export function presentText(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string' || isMissing(value)) return undefined;
  return value.trim();
}

/** A content object is used only when it is a non-empty object (not one of the missing literals). */
export function isUsableContent(value: unknown): value is Record<string, unknown> {
  if (isMissing(value) || typeof value !== 'object' || Array.isArray(value)) return false;
  return Object.keys(value as object).length > 0;
}

/** 'true' in any case (or the boolean true) counts as true; everything else is false. */
export function isTrue(value: unknown): boolean {
  if (typeof value === 'boolean') return value;
  return typeof value === 'string' && value.trim().toLowerCase() === 'true';
}

/** Comma-separated lists are split after stripping whitespace; empty entries are dropped. */
export function splitList(value: unknown): string[] {
  const text = presentText(value);
  if (text === undefined) return [];
  return text
    .replace(/\s+/g, '')
    .split(',')
    .filter((entry) => entry.length > 0);
}

/** Case-insensitive text comparison; missing values never match. */
export function sameText(a: unknown, b: unknown): boolean {
  const left = presentText(a);
  const right = presentText(b);
  return left !== undefined && right !== undefined && left.toLowerCase() === right.toLowerCase();
}
