/**
 * The sitemap's watch pages as the loader reads them from the sandbox's feeds: which videos are
 * listed (active ones the landing content shows, then their related ones), in which languages,
 * with which video entry, and that the whole sitemap passes the sitemap and video schemas.
 */
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CONTENT_DIR, startSandbox, type Sandbox } from '../../sandbox/server.ts';
import { setLogSink } from '../domain/log.ts';
import { sitemapXml } from '../domain/search-index.ts';
import { readConfig } from '../node/config.ts';
import { sitemapSchemaErrors } from '../../tests/support/sitemap-schema.ts';
import { SITEMAP_TAGS } from './cache-tags.ts';
import { purgeKeys, surrogateKeys } from './fleet/surrogate-keys.ts';
import { buildRequestContext } from './request-context.ts';
import { loadSitemap } from './search-index.ts';

const SITE = 'https://support.example.test';
const MEDIA = `${SITE}/media/support/videos`;

/**
 * The helpful-info videos of this test's content, in both languages: a video with a Spanish
 * version, the chaptered sample without one, a retired video and an id no video has.
 */
const SHOWN: Record<string, string> = {
  '5001039': '5001039',
  '5000858': '9100003',
  '5001067': '9000002',
  '5001008': '0000000',
};

describe("the sitemap's watch pages", () => {
  let dir: string;
  let sandbox: Sandbox;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'sitemap-content-'));
    await cp(DEFAULT_CONTENT_DIR, dir, { recursive: true });
    for (const file of ['wireless-support.json', 'es-US/wireless-support.json']) {
      const content = await readFile(path.join(dir, file), 'utf8');
      const shown = content.replace(
        /"idx": "(\d+)"/g,
        (_whole, id: string) => `"idx": "${SHOWN[id] ?? id}"`,
      );
      await writeFile(path.join(dir, file), shown);
    }
    sandbox = await startSandbox({ port: 0, contentDir: dir });
  });
  afterAll(async () => {
    await sandbox.close();
    await rm(dir, { recursive: true, force: true });
  });

  async function sitemap(env: Record<string, string> = { UPSTREAM_VIDEO_URL: sandbox.url }) {
    const config = readConfig({
      SITE_URL: SITE,
      UPSTREAM_API_URL: sandbox.url,
      UPSTREAM_CMS_URL: sandbox.url,
      ...env,
    });
    return loadSitemap(buildRequestContext(new Request('http://127.0.0.1/sitemap.xml'), config));
  }

  const watchLocs = (entries: { loc: string }[]) =>
    entries.map(({ loc }) => loc).filter((loc) => loc.includes('/support/videos/'));

  it('lists the active videos the landing pages show, then their related ones; Spanish only where the service has the video in Spanish', async () => {
    const { entries, failed } = await sitemap();
    expect(failed).toEqual([]);
    expect(watchLocs(entries)).toEqual([
      `${SITE}/support/videos/5001039`,
      `${SITE}/es/support/videos/5001039`,
      `${SITE}/support/videos/9100003`,
      `${SITE}/support/videos/5000858`,
      `${SITE}/es/support/videos/5000858`,
      `${SITE}/support/videos/5001067`,
      `${SITE}/es/support/videos/5001067`,
      `${SITE}/support/videos/5001172`,
      `${SITE}/es/support/videos/5001172`,
      `${SITE}/support/videos/9100001`,
    ]);
    // The landing pages come first, as before.
    expect(entries.slice(0, 4).map(({ loc }) => loc)).toEqual([
      `${SITE}/wireless`,
      `${SITE}/es/wireless`,
      `${SITE}/smallbusiness/wireless`,
      `${SITE}/es/smallbusiness/wireless`,
    ]);
  });

  it("describes each watch page's video from its feed, in the page's language, with the page's alternates", async () => {
    const { entries } = await sitemap();
    const entry = (loc: string) => entries.find((candidate) => candidate.loc === `${SITE}${loc}`);
    expect(entry('/support/videos/9100003')).toEqual({
      loc: `${SITE}/support/videos/9100003`,
      // No Spanish version: the English page names no Spanish twin.
      alternates: [
        { hreflang: 'en', href: `${SITE}/support/videos/9100003` },
        { hreflang: 'x-default', href: `${SITE}/support/videos/9100003` },
      ],
      videos: [
        {
          thumbnailLoc: `${MEDIA}/wls_9100003/wls_9100003_360.jpg`,
          title: 'Set up your new phone, step by step',
          description:
            'Charge and turn on your new phone, insert your SIM card and bring your contacts across.',
          // A chaptered video's first part plays first.
          contentLoc: `${MEDIA}/wls_9100031/wls_9100031_480.mp4`,
          duration: 120,
          publicationDate: '2024-10-21T12:00:00Z',
        },
      ],
    });
    const trio = [
      { hreflang: 'en', href: `${SITE}/support/videos/5001039` },
      { hreflang: 'es', href: `${SITE}/es/support/videos/5001039` },
      { hreflang: 'x-default', href: `${SITE}/support/videos/5001039` },
    ];
    expect(entry('/support/videos/5001039')?.alternates).toEqual(trio);
    expect(entry('/es/support/videos/5001039')).toMatchObject({
      alternates: trio,
      videos: [
        {
          title: 'Cómo reiniciar su teléfono',
          contentLoc: `${MEDIA}/wls_5001039/wls_5001039_480.mp4`,
          duration: 10,
          publicationDate: '2024-03-14T12:00:00Z',
        },
      ],
    });
  });

  it('is valid against the sitemap and video schemas', async () => {
    const { entries } = await sitemap();
    expect(await sitemapSchemaErrors(sitemapXml(entries))).toEqual([]);
  });

  it('lists no watch page when no video service is configured, and says nothing failed', async () => {
    const { entries, failed } = await sitemap({});
    expect(watchLocs(entries)).toEqual([]);
    expect(failed).toEqual([]);
  });

  it('a sitemap made while a video failed says so (it is then neither cached nor shared)', async () => {
    const restore = setLogSink(() => undefined);
    await fetch(`${sandbox.url}/__sandbox/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ route: '/idpcms/videos/prod/9100001', status: 500 }),
    });
    try {
      const { entries, failed } = await sitemap();
      expect(failed).toEqual(['watch pages']);
      expect(watchLocs(entries)).not.toContain(`${SITE}/support/videos/9100001`);
      expect(watchLocs(entries)).toContain(`${SITE}/support/videos/9100003`);
    } finally {
      await fetch(`${sandbox.url}/__sandbox/faults`, { method: 'DELETE' });
      restore();
    }
  });
});

describe("the sitemap's cache tags", () => {
  it.each([['feed:video'], ['feed:video:es']])(
    'a publish of %s refreshes the sitemap (it lists the videos)',
    (tag) => {
      const purged = new Set(purgeKeys({ tags: [tag] }).split(' '));
      expect(
        surrogateKeys(SITEMAP_TAGS, '/sitemap.xml')
          .split(' ')
          .some((key) => purged.has(key)),
      ).toBe(true);
    },
  );
});
