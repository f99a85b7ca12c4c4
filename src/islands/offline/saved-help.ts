/**
 * The offline page's browser part: the help saved on this device, read from the service
 * worker's page cache (docs/offline.md). Each saved landing page is listed with when it was
 * saved; the troubleshooting steps come from the newest saved page in the page's language that
 * carries the workflow's steps (its island props), else the catalogue's basic steps stay.
 */
import { log } from '../../domain/log.ts';
import { localeOfPath } from '../../domain/i18n/locales.ts';
import { pageLocale } from './page-locale.ts';
import { offlineText } from '../../domain/i18n/offline.ts';
import { formatSavedAt, savedAt } from '../../domain/offline/notice.ts';
import { CACHE_NAMES } from '../../domain/offline/cache-names.ts';
import { savedPageFacts, type SavedStep } from '../../domain/offline/saved-steps.ts';

export interface SavedPage {
  path: string;
  title: string;
  savedAt: Date | undefined;
  steps: SavedStep[];
}

/** A saved page's title and workflow steps, from its HTML. */
export function readSavedPage(path: string, html: string, date: string | null): SavedPage {
  const facts = savedPageFacts(html);
  return { path, title: facts.title ?? path, savedAt: savedAt(date), steps: facts.steps };
}

/** Every landing page the worker saved, newest first. */
export async function savedPages(storage: CacheStorage = caches): Promise<SavedPage[]> {
  if (!(await storage.has(CACHE_NAMES.pages))) return [];
  const cache = await storage.open(CACHE_NAMES.pages);
  const pages = await Promise.all(
    (await cache.keys()).map(async (request) => {
      const response = await cache.match(request);
      if (!response) return undefined;
      return readSavedPage(
        new URL(request.url).pathname,
        await response.text(),
        response.headers.get('date'),
      );
    }),
  );
  return pages
    .filter((page): page is SavedPage => page !== undefined)
    .sort((a, b) => (b.savedAt?.getTime() ?? 0) - (a.savedAt?.getTime() ?? 0));
}

/** Fills the offline page's list of saved help and, when a saved page has them, its steps. */
export function renderSavedHelp(doc: Document, pages: SavedPage[]): void {
  const locale = pageLocale(doc);
  const list = doc.querySelector<HTMLUListElement>('[data-saved-pages]');
  if (!list || pages.length === 0) return;
  for (const page of pages) {
    const item = doc.createElement('li');
    const link = doc.createElement('a');
    link.href = page.path;
    link.textContent = page.title;
    item.append(link);
    if (page.savedAt) {
      item.append(` (${offlineText(locale).page.savedOn(formatSavedAt(locale, page.savedAt))})`);
    }
    list.append(item);
  }
  list.hidden = false;
  doc.querySelector('[data-none-saved]')?.remove();
  const steps = pages.find(
    (page) => localeOfPath(page.path) === locale && page.steps.length > 0,
  )?.steps;
  const stepList = doc.querySelector('[data-saved-steps]');
  if (!steps || !stepList) return;
  stepList.replaceChildren(
    ...steps.map((step) => {
      const item = doc.createElement('li');
      const title = doc.createElement('strong');
      title.textContent = step.title;
      const description = doc.createElement('span');
      description.textContent = step.description;
      item.append(title, description);
      return item;
    }),
  );
}

export async function showSavedHelp(doc: Document = document): Promise<void> {
  if (!('caches' in globalThis)) return;
  try {
    renderSavedHelp(doc, await savedPages());
  } catch (error) {
    log.warn('offline', `saved help not listed: ${String(error)}`);
  }
}
