/** Joins class names, skipping falsy entries (module class lookups can be undefined). */
export function cx(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}
