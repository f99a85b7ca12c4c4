import { describe, expect, it } from 'vitest';
import { offlineNoticeText, savedAt } from './notice.ts';

describe('savedAt', () => {
  it.each([
    ['Tue, 25 Nov 2025 14:02:00 GMT', '2025-11-25T14:02:00.000Z'],
    [null, undefined],
    ['', undefined],
    ['yesterday', undefined],
  ])('%j → %s', (header, expected) => {
    expect(savedAt(header)?.toISOString()).toBe(expected);
  });
});

describe('offlineNoticeText', () => {
  const when = new Date('2025-11-25T14:02:00Z');

  it.each([
    ['en', "You're offline. This is the help saved on this device on November 25, 14:02."],
    [
      'es',
      'No tiene conexión. Esta es la ayuda guardada en este dispositivo el 25 de noviembre, 14:02.',
    ],
  ] as const)('in %s, names the day and time the copy was saved', (locale, text) => {
    expect(offlineNoticeText(locale, when, 'UTC')).toBe(text);
  });

  it('in the visitor’s own time zone', () => {
    expect(offlineNoticeText('en', when, 'America/New_York')).toMatch(/November 25, 09:02/);
  });

  it.each([
    ['en', "You're offline. This is the help saved on this device."],
    ['es', 'No tiene conexión. Esta es la ayuda guardada en este dispositivo.'],
  ] as const)('in %s, without a date when the copy has none', (locale, text) => {
    expect(offlineNoticeText(locale, undefined)).toBe(text);
  });
});
