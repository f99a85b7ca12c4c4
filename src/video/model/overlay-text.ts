/**
 * Overlay text from the feed's overlayText JSON (h heading, sh subheading, c body HTML, l legal,
 * bt button text, bu button url, t theme, p position). The body stays raw HTML here; the view
 * turns it into elements through safe-html.ts, which keeps only an allow-list.
 */
import { safeLinkUrl } from '../../domain/safe-link.ts';

export type OverlayTheme = 'dark' | 'light';
export type OverlayPosition = 'left' | 'center' | 'right';

export interface OverlayText {
  heading: string;
  subheading: string;
  /** HTML as the content service sends it: sanitise before showing (safe-html.ts). */
  bodyHtml: string;
  legal: string;
  buttonText: string;
  /** A safe link (http(s), mailto, tel or a same-origin path), '' when absent or unsafe. */
  buttonUrl: string;
  theme: OverlayTheme;
  position: OverlayPosition;
}

const text = (value: unknown) =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';

/** undefined when the field is empty, not JSON, or carries nothing to show. */
export function parseOverlayText(
  raw: string,
  onError: (message: string) => void = () => {},
): OverlayText | undefined {
  if (raw.trim() === '') return undefined;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch (error) {
    onError(`overlayText is not valid JSON: ${String(error)}`);
    return undefined;
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    onError('overlayText is not an object');
    return undefined;
  }
  const o = data as Record<string, unknown>;
  const overlay: OverlayText = {
    heading: text(o['h']),
    subheading: text(o['sh']),
    bodyHtml: text(o['c']),
    legal: text(o['l']),
    buttonText: text(o['bt']),
    buttonUrl: safeLinkUrl(text(o['bu']) || undefined) ?? '',
    theme: text(o['t']).toLowerCase() === 'light' ? 'light' : 'dark',
    position:
      (['left', 'center', 'right'] as const).find((p) => p === text(o['p']).toLowerCase()) ??
      'left',
  };
  const hasContent = overlay.heading || overlay.subheading || overlay.bodyHtml || overlay.legal;
  return hasContent || (overlay.buttonText && overlay.buttonUrl) ? overlay : undefined;
}
