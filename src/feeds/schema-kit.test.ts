/**
 * linkUrl at work: every link field of every feed goes through it (or, for knowledge search
 * results, through the same rule in src/domain/safe-link.ts). The fields are found by walking the
 * sandbox's content (the feeds' real shapes) rather than listed by hand: each link-like value is
 * replaced by each hostile address of the corpus, the sandbox serves the poisoned content, and the
 * site's own feed normalisers read it. No hostile address may come out the other side.
 */
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishTime } from './schema-kit.ts';
import { DEFAULT_CONTENT_DIR, startSandbox, type Sandbox } from '../../sandbox/server.ts';
import { normaliseCommon } from './common.ts';
import { normaliseContactUs } from './contact-us.ts';
import { normaliseContent, normaliseTagSet } from './knowledge.ts';
import { normaliseResults } from '../domain/knowledge-search.ts';
import { normaliseOutage } from './outage.ts';
import { normaliseSupportContent } from './support-content.ts';
import { setLogSink } from '../domain/log.ts';
import { HOSTILE_URLS } from '../../tests/support/hostile-urls.ts';

/** Images and page metadata are not links a visitor follows; everything else that looks like an address is. */
const NOT_A_LINK = /image|img|desktop|tablet|mobile|icon|canonical|ogurl/i;
const looksLikeLink = (value: string) => /^(\/|https?:|#|mailto:|tel:)/.test(value);

/** Replaces every link-like string under a link key; returns how many it replaced. */
function poison(value: unknown, hostile: string, key = ''): { value: unknown; count: number } {
  if (typeof value === 'string')
    return !NOT_A_LINK.test(key) && looksLikeLink(value)
      ? { value: hostile, count: 1 }
      : { value, count: 0 };
  if (Array.isArray(value)) {
    let count = 0;
    const out = value.map((entry) => {
      const next = poison(entry, hostile, key);
      count += next.count;
      return next.value;
    });
    return { value: out, count };
  }
  if (value && typeof value === 'object') {
    let count = 0;
    const out: Record<string, unknown> = {};
    for (const [name, entry] of Object.entries(value)) {
      const next = poison(entry, hostile, name);
      count += next.count;
      out[name] = next.value;
    }
    return { value: out, count };
  }
  return { value, count: 0 };
}

function strings(value: unknown, into: string[] = []): string[] {
  if (typeof value === 'string') into.push(value);
  else if (Array.isArray(value)) for (const entry of value) strings(entry, into);
  else if (value && typeof value === 'object')
    for (const entry of Object.values(value)) strings(entry, into);
  return into;
}

const FEEDS: [string, (raw: unknown) => unknown][] = [
  ['/cms-feed/wireless-support.json', normaliseSupportContent],
  ['/cms-feed/wireless-common.json', normaliseCommon],
  ['/cms-feed/wireless-support.json?locale=es-US', normaliseSupportContent],
  ['/cms-feed/wireless-common.json?locale=es-US', normaliseCommon],
  ['/cms-feed/national-outage.json', normaliseOutage],
  ['/msapi/knowledgemanagementms/v1/enhancedTagsets/topic/topic_wireless0', normaliseTagSet],
  ['/msapi/knowledgemanagementms/v1/enhancedTagsets/topic/topic_internet4', normaliseTagSet],
  ['/msapi/knowledgemanagementms/v1/contents/KM1400000', normaliseContent],
  ['/msapi/idp-content-orchestration/v1/idpcms/support/contactus/wireless', normaliseContactUs],
  ['/kmservices/v2/search', normaliseResults],
];

describe('hostile links in every feed', () => {
  let dir: string;
  let sandbox: Sandbox;
  let restoreLog: () => void;
  const originals = new Map<string, unknown>();

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'hostile-content-'));
    await cp(DEFAULT_CONTENT_DIR, dir, { recursive: true });
    // Every language's content: the Spanish set lives in a folder of its own (es-US/).
    for (const file of await readdir(dir, { recursive: true }))
      if (file.endsWith('.json'))
        originals.set(file, JSON.parse(await readFile(path.join(dir, file), 'utf8')) as unknown);
    sandbox = await startSandbox({ port: 0, contentDir: dir });
    restoreLog = setLogSink(() => undefined);
  });
  afterAll(async () => {
    restoreLog();
    await sandbox.close();
    await rm(dir, { recursive: true, force: true });
  });

  it.each(HOSTILE_URLS.map((url) => [url]))('%j survives in no feed', async (hostile) => {
    let poisoned = 0;
    for (const [file, original] of originals) {
      const next = poison(original, hostile);
      poisoned += next.count;
      await writeFile(path.join(dir, file), JSON.stringify(next.value));
    }
    // Every link field the content has: the walk found them, not a list.
    expect(poisoned).toBeGreaterThanOrEqual(70);
    for (const [feed, normalise] of FEEDS) {
      const body = (await (await fetch(`${sandbox.url}${feed}`)).json()) as unknown;
      const survivors = strings(normalise(body)).filter((text) => text.includes(hostile));
      expect(survivors, `${feed} let ${JSON.stringify(hostile)} through`).toEqual([]);
    }
  });
});

describe('publishTime', () => {
  it.each([
    ['2026-11-20T14:05:00Z', '2026-11-20T14:05:00.000Z'],
    ['2026-11-20T14:05:00.250+01:00', '2026-11-20T13:05:00.250Z'],
    ['2026-11-20', '2026-11-20T00:00:00.000Z'],
    ['2026-11-20T14:05:00', undefined],
    ['yesterday', undefined],
    ['2026-13-45T00:00:00Z', undefined],
    [1732111500000, undefined],
    ['null', undefined],
  ])('%j is read as %s', (value, expected) => {
    expect(publishTime.parse(value)?.toISOString()).toBe(expected);
  });
});
