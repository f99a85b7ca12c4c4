/**
 * The number a visitor types into the enter-your-wireless-number dialog (its texts are the
 * personalisation catalogue's `numberDialog`).
 */

/**
 * The 10-digit number, or undefined. Spaces, dashes, dots, brackets and a leading +1 or 1 are
 * what people type around a US number; anything else makes the entry invalid.
 */
export function normaliseWirelessNumber(input: string): string | undefined {
  const trimmed = input.trim();
  if (!/^[\d\s().+-]+$/.test(trimmed)) return undefined;
  let digits = trimmed.replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
  return digits.length === 10 ? digits : undefined;
}
