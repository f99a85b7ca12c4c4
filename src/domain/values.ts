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

/** 'true' in any case (or the boolean true) counts as true; everything else is false. */
export function isTrue(value: unknown): boolean {
  if (typeof value === 'boolean') return value;
  return typeof value === 'string' && value.trim().toLowerCase() === 'true';
}
