/**
 * The offline notice over a saved page: "You're offline. This is the help saved on this device
 * on …", dated by the saved copy's `Date` header (the worker's cache, docs/offline.md). Loaded by
 * the page module only once the browser says it is offline. It goes when the connection comes
 * back, and the page reloads once to get the current page from the network; that reload happens
 * only on the way back online, so an online page never reloads itself again.
 */
import { log } from '../../domain/log.ts';
import { pageLocale } from './page-locale.ts';
import { offlineNoticeText, savedAt } from '../../domain/offline/notice.ts';
import { $online } from '../../stores/connection.ts';
import styles from './OfflineNotice.module.scss?lazy';

/** What the notice needs from the browser (stand-ins in tests). */
export interface NoticeEnv {
  doc: Document;
  /** The saved copy's `Date` header for this page, or null. */
  savedDate: () => Promise<string | null>;
  reload: () => void;
}

const browserEnv = (): NoticeEnv => ({
  doc: document,
  savedDate: async () =>
    'caches' in globalThis
      ? ((await caches.match(location.href))?.headers.get('date') ?? null)
      : null,
  reload: () => location.reload(),
});

const NOTICE_ID = 'offline-notice';

async function show(env: NoticeEnv): Promise<void> {
  const { doc } = env;
  if (doc.getElementById(NOTICE_ID)) return;
  const header = await env.savedDate().catch(() => null);
  // The connection may have come back while the cache answered.
  if ($online.get() || doc.getElementById(NOTICE_ID)) return;
  const notice = doc.createElement('div');
  notice.id = NOTICE_ID;
  notice.className = styles.notice ?? '';
  notice.setAttribute('role', 'status');
  notice.textContent = offlineNoticeText(pageLocale(doc), savedAt(header));
  const main = doc.querySelector('main');
  if (main) main.prepend(notice);
  else doc.body.prepend(notice);
}

/** Follows the connection: the notice while offline; back online, no notice and one reload. */
export function startOfflineNotice(env: NoticeEnv = browserEnv()): () => void {
  let wasOffline = false;
  return $online.subscribe((online) => {
    if (!online) {
      wasOffline = true;
      show(env).catch((error: unknown) => log.error('offline', `notice: ${String(error)}`));
      return;
    }
    env.doc.getElementById(NOTICE_ID)?.remove();
    if (wasOffline) {
      wasOffline = false;
      env.reload();
    }
  });
}
