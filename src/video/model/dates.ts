/** The one ISO date rule the metadata and analytics share. */

/** [yyyy, mm, dd] from an ISO date (time part ignored), or undefined when it is not one. */
export function isoDateParts(text: string): [string, string, string] | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(text.trim());
  return match ? [match[1] ?? '', match[2] ?? '', match[3] ?? ''] : undefined;
}
