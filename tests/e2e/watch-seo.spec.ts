/**
 * What search engines read of the watch pages: the chaptered sample's VideoObject (9100003, three
 * chapters of 30, 40 and 50 s) passes Google's rich-result rules with a Clip per chapter and a
 * SeekToAction on the page's `?t=`; the sitemap lists the active videos' watch pages with Google's
 * video extension, valid against the sitemap and video schemas, and never a retired or inactive
 * video's page.
 */
import { expect, test, type APIRequestContext } from '../support/test.ts';
import { editContent, publishAll, sandbox } from '../support/sandbox.ts';
import { sitemapSchemaErrors } from '../support/sitemap-schema.ts';
import { structuredDataProblems } from '../support/structured-data.ts';

const SAMPLE = '/support/videos/9100003';

test.beforeEach(async ({ baseURL }) => {
  await sandbox.reset();
  await publishAll(baseURL ?? '');
});

/** The JSON-LD blocks of a page's HTML as sent, which is what a crawler reads. */
async function jsonLdOf(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status()).toBe(200);
  const html = await response.text();
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? 'null') as Record<string, unknown>,
  );
}

const sitemapLocs = (xml: string) =>
  [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? '');

/** Each `<url>` of the sitemap by its loc, with its XML. */
const sitemapUrls = (xml: string) =>
  new Map(
    [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((match) => {
      const body = match[1] ?? '';
      return [/<loc>([^<]+)<\/loc>/.exec(body)?.[1] ?? '', body] as const;
    }),
  );

test.describe('the watch page structured data', () => {
  test.use({ javaScriptEnabled: false });

  test("the chaptered sample's VideoObject has no problem under the rich-result rules, a Clip per chapter and a SeekToAction", async ({
    page,
    request,
    baseURL,
  }) => {
    const pageUrl = `${baseURL}${SAMPLE}`;
    const blocks = await jsonLdOf(request, SAMPLE);
    const videos = blocks.filter((block) => block['@type'] === 'VideoObject');
    expect(videos).toHaveLength(1);
    for (const block of blocks) expect(structuredDataProblems(block, { pageUrl })).toEqual([]);
    const [video] = videos as [
      {
        hasPart: { name: string; startOffset: number; url: string }[];
        potentialAction: Record<string, unknown>;
      },
    ];

    expect(video.potentialAction).toEqual({
      '@type': 'SeekToAction',
      target: `${pageUrl}?t={seek_to_second_number}`,
      'startOffset-input': 'required name=seek_to_second_number',
    });
    // One Clip per chapter the page lists, each at its chapter's start.
    await page.goto(SAMPLE);
    const chapters = page.locator('[data-watch-chapters] > li');
    await expect(chapters).toHaveCount(3);
    const listed = await chapters.evaluateAll((items) =>
      items.map((item) => ({
        name: item.querySelector('span')?.textContent?.trim(),
        startOffset: Number(item.getAttribute('data-start')),
      })),
    );
    expect(video.hasPart.map(({ name, startOffset }) => ({ name, startOffset }))).toEqual(listed);
    expect(video.hasPart.map((clip) => clip.url)).toEqual([
      `${pageUrl}?t=0`,
      `${pageUrl}?t=30`,
      `${pageUrl}?t=70`,
    ]);
  });
});

test.describe('the video sitemap', () => {
  test('is valid against the sitemap and video schemas and lists the sample with its video', async ({
    request,
    baseURL,
  }) => {
    const response = await request.get('/sitemap.xml');
    expect(response.status()).toBe(200);
    const xml = await response.text();
    expect(await sitemapSchemaErrors(xml)).toEqual([]);
    expect(xml).toContain('xmlns:video="http://www.google.com/schemas/sitemap-video/1.1"');

    const sample = sitemapUrls(xml).get(`${baseURL}${SAMPLE}`);
    expect(sample).toBeDefined();
    const media = `${baseURL}/media/support/videos`;
    expect(sample).toContain(
      `<video:thumbnail_loc>${media}/wls_9100003/wls_9100003_360.jpg</video:thumbnail_loc>`,
    );
    expect(sample).toContain('<video:title>Set up your new phone, step by step</video:title>');
    expect(sample).toContain(
      `<video:content_loc>${media}/wls_9100031/wls_9100031_480.mp4</video:content_loc>`,
    );
    expect(sample).toContain('<video:duration>120</video:duration>');
    // No Spanish version: its Spanish page is a noindex copy and is not offered.
    expect(sitemapLocs(xml)).not.toContain(`${baseURL}/es${SAMPLE}`);
    // 5001039 has a Spanish version: both pages, each naming the other.
    for (const loc of [`${baseURL}/support/videos/5001039`, `${baseURL}/es/support/videos/5001039`])
      expect(sitemapUrls(xml).get(loc)).toContain(
        `<xhtml:link rel="alternate" hreflang="es" href="${baseURL}/es/support/videos/5001039"/>`,
      );

    // Every media file and thumbnail it names is there to fetch.
    const files = [...xml.matchAll(/<video:(?:thumbnail|content)_loc>([^<]+)</g)].map(
      (match) => match[1] ?? '',
    );
    for (const file of new Set(files)) expect((await request.head(file)).status(), file).toBe(200);
  });

  test("lists every watch page the landing pages' tiles link to, and no retired or inactive video", async ({
    request,
    baseURL,
  }) => {
    // Show the retired and the inactive sample in two helpful-info sections.
    const restore = await editContent('wireless-support', (json) => {
      const text = JSON.stringify(json)
        .replace('"idx":"5001067"', '"idx":"9000002"')
        .replace('"idx":"5001008"', '"idx":"9000003"');
      if (!text.includes('"idx":"9000002"') || !text.includes('"idx":"9000003"'))
        throw new Error('the content no longer shows 5001067 and 5001008: choose other sections');
      Object.assign(json, JSON.parse(text));
    });
    try {
      await publishAll(baseURL ?? '');
      const xml = await (await request.get('/sitemap.xml')).text();
      expect(await sitemapSchemaErrors(xml)).toEqual([]);
      const locs = sitemapLocs(xml);
      for (const id of ['9000002', '9000003']) {
        expect(locs).not.toContain(`${baseURL}/support/videos/${id}`);
        expect(locs).not.toContain(`${baseURL}/es/support/videos/${id}`);
      }
      const html = await (await request.get('/wireless')).text();
      const linked = new Set(
        [...html.matchAll(/href="(\/support\/videos\/\w+)"/g)].map((match) => match[1] ?? ''),
      );
      linked.delete('/support/videos/9000002');
      linked.delete('/support/videos/9000003');
      expect(linked.size).toBeGreaterThan(0);
      for (const path of linked) expect(locs).toContain(`${baseURL}${path}`);
    } finally {
      await restore();
      await publishAll(baseURL ?? '');
    }
  });
});
