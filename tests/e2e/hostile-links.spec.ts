/**
 * A hostile content folder: every link-like value in every content file is replaced by an
 * address from the hostile corpus (rotating through it). Neither landing page may render a link
 * a visitor could click to run script or leave for a non-web scheme.
 */
import { readdir } from 'node:fs/promises';
import { expect, test } from '../support/test.ts';
import { HOSTILE_URLS } from '../support/hostile-urls.ts';
import { editContent, publishAll, sandbox } from '../support/sandbox.ts';
import { contentDir } from '../support/ports.ts';

const NOT_A_LINK = /image|img|desktop|tablet|mobile|icon|canonical|ogurl/i;

function poisonInPlace(node: unknown, next: () => string): void {
  if (Array.isArray(node)) {
    node.forEach((entry, index) => {
      if (typeof entry === 'string' && /^(\/|https?:)/.test(entry)) node[index] = next();
      else poisonInPlace(entry, next);
    });
    return;
  }
  if (!node || typeof node !== 'object') return;
  const record = node as Record<string, unknown>;
  for (const [key, value] of Object.entries(record)) {
    if (typeof value === 'string') {
      if (!NOT_A_LINK.test(key) && /^(\/|https?:|#|mailto:|tel:)/.test(value)) record[key] = next();
    } else poisonInPlace(value, next);
  }
}

test('no landing page renders a hostile link from the content', async ({ page, baseURL }) => {
  await sandbox.reset();
  let index = 0;
  let poisoned = 0;
  const next = () => {
    poisoned += 1;
    return HOSTILE_URLS[index++ % HOSTILE_URLS.length] ?? '';
  };
  const dir = contentDir;
  const restores = [];
  // Every language's content: the Spanish set is a folder of its own (es-US/).
  for (const file of await readdir(dir, { recursive: true })) {
    if (!file.endsWith('.json')) continue;
    restores.push(
      await editContent(file.replace(/\.json$/, ''), (json) => poisonInPlace(json, next)),
    );
  }
  try {
    expect(poisoned).toBeGreaterThanOrEqual(70);
    await publishAll(baseURL ?? '');
    for (const path of [
      '/wireless',
      '/smallbusiness/wireless',
      '/es/wireless',
      '/es/smallbusiness/wireless',
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // The site's own icon is a data: URL in the head (decision 30.6.1), never the content's.
      const unsafe = await page.evaluate(() =>
        [
          ...document.querySelectorAll<HTMLElement>(
            '[href]:not(link[rel~="icon"]), [action], [formaction]',
          ),
        ]
          .map((element) => element.getAttribute('href') ?? element.getAttribute('action') ?? '')
          .filter((value) => {
            const url = new URL(value, location.href);
            const webOrMail = ['http:', 'https:', 'mailto:', 'tel:'].includes(url.protocol);
            return !webOrMail || /script|data:|&#|\\/i.test(value) || value.startsWith('//');
          }),
      );
      expect(unsafe, `${path} renders unsafe addresses`).toEqual([]);
    }
  } finally {
    for (const restore of restores) await restore();
    await publishAll(baseURL ?? '');
  }
});
