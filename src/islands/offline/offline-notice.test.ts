// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { $online } from '../../stores/connection.ts';
import { startOfflineNotice, type NoticeEnv } from './offline-notice.ts';

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  $online.set(true);
  document.body.innerHTML = '';
});

function env(date: string | null = 'Tue, 25 Nov 2025 14:02:00 GMT') {
  document.body.innerHTML = '<main><h1>Wireless support</h1></main>';
  return {
    doc: document,
    savedDate: async () => date,
    reload: vi.fn<() => void>(),
  } satisfies NoticeEnv;
}

const notice = () => document.querySelector('[role="status"]');

describe('the offline notice', () => {
  it('is not in an online page at all (nothing to shift)', async () => {
    const fake = env();
    stop = startOfflineNotice(fake);
    await Promise.resolve();
    expect(notice()).toBeNull();
    expect(fake.reload).not.toHaveBeenCalled();
  });

  it('offline: says so at the top of the content, dated by the saved copy', async () => {
    const fake = env();
    $online.set(false);
    stop = startOfflineNotice(fake);
    await vi.waitFor(() => expect(notice()).not.toBeNull());
    expect(notice()?.textContent).toMatch(
      /^You're offline\. This is the help saved on this device on November 25, \d\d:02\.$/,
    );
    expect(document.querySelector('main')?.firstElementChild).toBe(notice());
  });

  it('offline without a dated copy: the undated sentence, in the page’s language', async () => {
    document.documentElement.lang = 'es';
    const fake = env(null);
    $online.set(false);
    stop = startOfflineNotice(fake);
    await vi.waitFor(() => expect(notice()).not.toBeNull());
    expect(notice()?.textContent).toBe(
      'No tiene conexión. Esta es la ayuda guardada en este dispositivo.',
    );
    document.documentElement.lang = 'en';
  });

  it('back online: the notice goes and the page reloads once, never again', async () => {
    const fake = env();
    $online.set(false);
    stop = startOfflineNotice(fake);
    await vi.waitFor(() => expect(notice()).not.toBeNull());
    $online.set(true);
    expect(notice()).toBeNull();
    expect(fake.reload).toHaveBeenCalledOnce();
    $online.set(true);
    expect(fake.reload).toHaveBeenCalledOnce();
  });
});
