// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildPrintDocument, escapeHtml, printDocument } from './print.ts';

const DISCLAIMER =
  'This transcript is provided for convenience only and may not exactly match the audio of the video. ' +
  'Offers, prices and features shown are subject to change. © Wireless support. All rights reserved.';

it.each([
  ['<script>alert(1)</script>', '&#60;script&#62;alert(1)&#60;/script&#62;'],
  [`a & "b" 'c'`, 'a &#38; &#34;b&#34; &#39;c&#39;'],
  ['plain', 'plain'],
])('escapes %j', (raw, escaped) => {
  expect(escapeHtml(raw)).toBe(escaped);
});

const content = {
  headerImage: '/logo.svg',
  title: 'Restart <b>now</b>',
  totalSeconds: 84,
  date: '2024-03-14',
  sentences: [
    { begin: 0, end: 2, text: 'Welcome.', index: 0 },
    { begin: 65, end: 70, text: 'Tap <img src=x onerror=alert(1)>.', index: 1 },
  ],
};

describe('buildPrintDocument', () => {
  const html = buildPrintDocument(content);
  const doc = new DOMParser().parseFromString(html, 'text/html');

  it('holds the header image, title, total time, date, heading, transcript and disclaimer in order', () => {
    expect(doc.querySelector('header img')?.getAttribute('src')).toBe('/logo.svg');
    expect(doc.querySelector('h1')?.textContent).toBe('Restart <b>now</b>');
    const texts = [...doc.body.querySelectorAll('h1, h2, p')].map((e) => e.textContent);
    expect(texts).toEqual([
      'Restart <b>now</b>',
      'Total time: 1:24',
      'Date: 2024-03-14',
      'VIDEO TRANSCRIPT',
      '0:00 Welcome.',
      '1:05 Tap <img src=x onerror=alert(1)>.',
      DISCLAIMER,
    ]);
    expect(doc.documentElement.lang).toBe('en');
  });

  it('is in Spanish for a Spanish page, the transcript and timecodes as they are', () => {
    const spanish = new DOMParser().parseFromString(
      buildPrintDocument(
        { ...content, sentences: [{ begin: 65, end: 70, text: 'Hola.', index: 0 }] },
        'es',
      ),
      'text/html',
    );
    expect(spanish.documentElement.lang).toBe('es');
    const texts = [...spanish.body.querySelectorAll('h1, h2, p')].map((e) => e.textContent);
    expect(texts.slice(1, 5)).toEqual([
      'Duración total: 1:24',
      'Fecha: 2024-03-14',
      'TRANSCRIPCIÓN DEL VIDEO',
      '1:05 Hola.',
    ]);
    expect(texts[5]).toMatch(/^Esta transcripción se ofrece solo para su comodidad/);
  });

  it('puts no markup from the text into the document', () => {
    expect(doc.querySelectorAll('b, body img').length).toBe(1);
  });
});

describe('printDocument', () => {
  afterEach(() => vi.useRealTimers());

  it('prints from a hidden frame and removes it after 60 s', () => {
    vi.useFakeTimers();
    // The frame's window, as printDocument sees it (jsdom has no print()).
    const frameWindow = { focus: vi.fn(), print: vi.fn() };
    const contentWindow = vi
      .spyOn(HTMLIFrameElement.prototype, 'contentWindow', 'get')
      .mockReturnValue(frameWindow as unknown as Window);
    const frame = printDocument('<!doctype html><p>hi</p>');
    expect(document.body.contains(frame)).toBe(true);
    expect(frame.srcdoc).toBe('<!doctype html><p>hi</p>');
    expect(frame).toHaveAttribute('aria-hidden', 'true');
    expect(frame.title).toBe('Transcript print frame');
    // Printing happens from the frame's window once its document has loaded.
    const { print, focus } = frameWindow;
    frame.dispatchEvent(new Event('load'));
    expect(focus).toHaveBeenCalledOnce();
    expect(print).toHaveBeenCalledOnce();
    // Only once, even if the frame loads again.
    frame.dispatchEvent(new Event('load'));
    expect(print).toHaveBeenCalledOnce();
    contentWindow.mockRestore();
    // The spec's number, not the module's constant: the frame lives 60 000 ms.
    vi.advanceTimersByTime(60_000 - 1);
    expect(document.body.contains(frame)).toBe(true);
    vi.advanceTimersByTime(1);
    expect(document.body.contains(frame)).toBe(false);
  });

  it('titles the frame in the page language', () => {
    const frame = printDocument('<!doctype html><p>hola</p>', 'es');
    expect(frame.title).toBe('Marco de impresión de la transcripción');
    frame.remove();
  });
});
