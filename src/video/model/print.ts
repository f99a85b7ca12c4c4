/** The printable transcript: a pure, escaped HTML document and the hidden-frame print effect. */
import type { Locale } from '../../domain/i18n/locales.ts';
import { videoPlayerText } from '../../domain/i18n/video-player.ts';
import type { Sentence } from './captions.ts';
import { formatTimecode } from './timecode.ts';

export const PRINT_FRAME_LIFETIME_MS = 60_000;

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export interface PrintContent {
  headerImage: string;
  title: string;
  totalSeconds: number;
  /** Shown as written (yyyy-mm-dd). */
  date: string;
  sentences: readonly Sentence[];
}

/**
 * The print document's stylesheet. The frame inherits the page's Content-Security-Policy, which
 * allows this exact text by its hash (src/server/csp/page.ts).
 */
export const PRINT_STYLE =
  'body{font-family:system-ui,sans-serif;margin:32px;color:#000}img{height:40px}.tc{font-weight:bold;margin-right:8px}.legal{font-size:12px;margin-top:32px}';

/** The document in the page's language: its words, and `lang` for the printer's hyphenation and voice. */
export function buildPrintDocument(content: PrintContent, locale: Locale = 'en'): string {
  const e = escapeHtml;
  const texts = videoPlayerText(locale).print;
  const lines = content.sentences
    .map((s) => `<p><span class="tc">${e(formatTimecode(s.begin))}</span> ${e(s.text)}</p>`)
    .join('\n');
  return `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><title>${e(content.title)}</title>
<style>${PRINT_STYLE}</style>
</head><body>
<header><img src="${e(content.headerImage)}" alt=""></header>
<h1>${e(content.title)}</h1>
<p>${e(texts.totalTime)} ${e(formatTimecode(content.totalSeconds))}</p>
<p>${e(texts.date)} ${e(content.date)}</p>
<h2>${e(texts.heading)}</h2>
${lines}
<p class="legal">${e(texts.disclaimer)}</p>
</body></html>`;
}

/**
 * Loads the document into a hidden frame, prints it once loaded, and removes the frame after 60 s.
 * The frame's title is in the page's language.
 */
export function printDocument(
  html: string,
  locale: Locale = 'en',
  doc: Document = document,
): HTMLIFrameElement {
  const frame = doc.createElement('iframe');
  frame.setAttribute('aria-hidden', 'true');
  frame.tabIndex = -1;
  frame.title = videoPlayerText(locale).print.frameTitle;
  frame.style.cssText = 'position:absolute;width:0;height:0;border:0;visibility:hidden';
  frame.addEventListener(
    'load',
    () => {
      try {
        frame.contentWindow?.focus();
        frame.contentWindow?.print();
      } catch {
        // Printing is best effort (blocked in some embeds); the frame is still cleaned up.
      }
    },
    { once: true },
  );
  frame.srcdoc = html;
  doc.body.append(frame);
  setTimeout(() => frame.remove(), PRINT_FRAME_LIFETIME_MS);
  return frame;
}
