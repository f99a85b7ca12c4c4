/**
 * The carrier's upstream endpoints as the sandbox stands them in. Each route answers from the
 * editable content folder (the embedded CMS, read on every request) or the scenario switches.
 */
import {
  contentResponse,
  json,
  readContent,
  type Route,
  type SandboxRequest,
  type SandboxResponse,
} from './http-kit.ts';
import type { OutageState } from './scenario.ts';
import { videoRoutes } from './video/routes.ts';
import { accountRoutes } from './account-routes.ts';
import { signInRoutes } from './signin.ts';
import { articleModalPage } from './articles.ts';
import { directPlaceholder, MAIN_SITE_PREFIX, relayedPlaceholder } from './main-site.ts';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { contentType } from '../src/server/http/mime.ts';
import { CONTENT_LOCALE_PARAM } from '../src/feeds/context.ts';

const ALERT_CODES: Record<OutageState, string | undefined> = {
  issue: 'WLS_Outage',
  maintenance: 'WLS_Maintenance',
  none: 'WLS_NoIssue',
  unknown: undefined,
};

type Dictionary = Record<string, unknown>;
const asDictionary = (value: unknown): Dictionary =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Dictionary) : {};

/** The language tag the content service answers English for, as it does without one. */
const ENGLISH = 'en-US';

/**
 * The language a call names (`locale=es-US`), or none for English; undefined for a tag that is
 * not one (the caller answers 400).
 */
function askedLocale(req: SandboxRequest): string | null | undefined {
  const locale = req.url.searchParams.get(CONTENT_LOCALE_PARAM) ?? ENGLISH;
  if (locale === ENGLISH) return null;
  return /^[a-z]{2}-[A-Z]{2}$/.test(locale) ? locale : undefined;
}

/** Another language's content lives in a folder named by its tag. */
const contentDirFor = (req: SandboxRequest, locale: string | null) =>
  locale === null ? req.contentDir : path.join(req.contentDir, locale);

/**
 * An entry of a content dictionary in the language the call names. In another language than
 * English, an entry the scenario leaves untranslated (by its key, or by `block` for the whole
 * dictionary) is missing, as a content service answers an item it has no translation of.
 */
async function localisedEntry(
  req: SandboxRequest,
  file: string,
  key: string,
  block: string,
): Promise<SandboxResponse> {
  const locale = askedLocale(req);
  if (locale === undefined) return json({ error: 'bad locale' }, 400);
  const untranslated =
    locale !== null &&
    (req.scenario.untranslated.includes(key) || req.scenario.untranslated.includes(block));
  const entry = untranslated
    ? undefined
    : asDictionary(await readContent(contentDirFor(req, locale), file))[key];
  return entry === undefined
    ? json({ error: `no ${file} entry ${key} in ${locale ?? ENGLISH}` }, 404)
    : json(entry);
}

/**
 * The wireless outage feed: the alert code from the scenario (the same in every language), the
 * banner in the language the call names (`outageBanners` in the untranslated switch leaves it out
 * of every other language's feed).
 */
async function wirelessOutage(req: SandboxRequest) {
  const locale = askedLocale(req);
  if (locale === undefined) return json({ error: 'bad locale' }, 400);
  const untranslated = locale !== null && req.scenario.untranslated.includes('outageBanners');
  const banners = untranslated
    ? {}
    : asDictionary(await readContent(contentDirFor(req, locale), 'outage-banners'));
  const state = req.scenario.outage;
  const code = ALERT_CODES[state];
  const banner = banners[state];
  return json({
    'cms-feed': {
      components: {
        alertContentData: {
          WirelessOutageNotifications: [{ AlertDescription: [code ? { AlertCode: code } : {}] }],
        },
        allOutages: { content: { outage: banner ? [banner] : [] } },
      },
    },
    pageProperties: { seo: {} },
  });
}

/** The active-wireless outage endpoint: the alert code alone, from its own scenario switch. */
function activeWirelessOutage(req: SandboxRequest) {
  const code = ALERT_CODES[req.scenario.activeOutage];
  return json({
    alertContentData: {
      WirelessOutageNotifications: [{ AlertDescription: [code ? { AlertCode: code } : {}] }],
    },
  });
}

/**
 * A content feed in the language the call names. Another language's set lives in a folder named
 * by its tag; the blocks the scenario leaves untranslated are dropped from it (from
 * `cms-feed.components` and, for the support feed, `cms-feed.components.default`), as an editor's
 * unfinished translation would be.
 */
async function localisedContent(req: SandboxRequest, feed: string) {
  const locale = askedLocale(req);
  if (locale === null) return contentResponse(req.contentDir, feed);
  if (locale === undefined) return json({ error: 'bad locale' }, 400);
  const response = await contentResponse(contentDirFor(req, locale), feed);
  if (response.status !== 200) return response;
  const components = asDictionary(asDictionary(response.body)['cms-feed'])['components'];
  for (const block of req.scenario.untranslated) {
    delete asDictionary(components)[block];
    delete asDictionary(asDictionary(components)['default'])[block];
  }
  return response;
}

async function allocations(req: SandboxRequest) {
  const team = req.url.searchParams.get('team') ?? '';
  const teams = asDictionary(await readContent(req.contentDir, 'flags'));
  const values: Record<string, string> = {
    ...(asDictionary(teams[team]) as Record<string, string>),
  };
  // Scenario flags override whichever team owns the name (or the first team for new names).
  for (const [name, value] of Object.entries(req.scenario.flags)) {
    const owner =
      Object.keys(teams).find((t) => name in asDictionary(teams[t])) ?? 'idp-support-optimization';
    if (owner === team) values[name] = value;
  }
  const entries = Object.entries(values).map(([name, value]) => [name, { value }]);
  return json({ allocations: Object.fromEntries(entries) });
}

interface Article {
  id: string;
  title: string;
  description: string;
  url: string;
  contentType: string;
  tags: string[];
}

/** Lower case without accents, so 'telefono' finds 'teléfono' as a search service would. */
export const searchable = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** The knowledge search, over the articles in the language the call names (English without one). */
async function search(req: SandboxRequest) {
  const locale = askedLocale(req);
  if (locale === undefined) return json({ error: 'bad locale' }, 400);
  const articles = (await readContent(
    contentDirFor(req, locale),
    'knowledge-articles',
  )) as Article[];
  const words = searchable(req.url.searchParams.get('description') ?? '')
    .split(/\s+/)
    .filter(Boolean);
  const types = (req.url.searchParams.get('contentTypes') ?? '').split(',').filter(Boolean);
  const results = articles.filter((article) => {
    const haystack = searchable(`${article.title} ${article.description}`);
    return (
      (types.length === 0 || types.includes(article.contentType)) &&
      words.every((word) => haystack.includes(word))
    );
  });
  return json({ results });
}

/** Whether the scenario leaves `key` (or its whole `block`) out of another language than English. */
const leftUntranslated = (req: SandboxRequest, locale: string | null, keys: string[]) =>
  locale !== null && keys.some((key) => req.scenario.untranslated.includes(key));

/**
 * Knowledge management's top solutions and, asked by `setNames`, its banners: the solutions of
 * the first tag with any (content/knowledge-top-solutions.json, by topic), or the banners of each
 * set name (content/knowledge-banners.json, by set name), in the language the call names. In
 * another language, a topic or set name the scenario leaves untranslated (by its name, or
 * `knowledgeTopSolutions` / `knowledgeBanners` for all) answers nothing, as knowledge does for a
 * language it has no articles in.
 */
async function topSolutions(req: SandboxRequest) {
  const locale = askedLocale(req);
  if (locale === undefined) return json({ error: 'bad locale' }, 400);
  const list = (name: string) => (req.url.searchParams.get(name) ?? '').split(',').filter(Boolean);
  const setNames = list('setNames');
  if (setNames.length > 0) {
    const banners = asDictionary(
      await readContent(contentDirFor(req, locale), 'knowledge-banners'),
    );
    return json({
      results: setNames
        .filter((name) => !leftUntranslated(req, locale, [name, 'knowledgeBanners']))
        .flatMap((name) => (banners[name] === undefined ? [] : [banners[name]])),
    });
  }
  const solutions = asDictionary(
    await readContent(contentDirFor(req, locale), 'knowledge-top-solutions'),
  );
  const tag = list('tags').find(
    (name) =>
      solutions[name] !== undefined &&
      !leftUntranslated(req, locale, [name, 'knowledgeTopSolutions']),
  );
  return json({ results: tag === undefined ? [] : solutions[tag] });
}

/** Recommendations for a UUID: the newest articles, as many as the scenario says. */
async function recommendations(req: SandboxRequest) {
  const articles = (await readContent(req.contentDir, 'knowledge-articles')) as Article[];
  if (!req.url.searchParams.get('userId')) return json({ error: 'userId is required' }, 400);
  return json({ results: [...articles].reverse().slice(0, req.scenario.recommendations) });
}

export const routes: Route[] = [
  { method: 'GET', pattern: /^\/cms-feed\/wireless-outage\.json$/, handle: wirelessOutage },
  {
    method: 'GET',
    pattern: /^\/msapi\/outage-service\/v1\/outages\/wireless\/active$/,
    handle: activeWirelessOutage,
  },
  {
    // Content-management feeds: /cms-feed/<feed>.json reads content/<feed>.json, and with
    // ?locale=es-US content/es-US/<feed>.json (English is en-US, or no locale at all).
    method: 'GET',
    pattern: /^\/cms-feed\/(?<feed>[a-z0-9-]+)\.json$/,
    handle: (req, params) => localisedContent(req, params['feed'] ?? ''),
  },
  {
    method: 'GET',
    pattern: /^\/msapi\/ixp-allocation-manager-service\/v1\/allocations$/,
    handle: allocations,
  },
  {
    method: 'GET',
    pattern: /^\/msapi\/knowledgemanagementms\/v1\/enhancedTagsets\/topic\/(?<topic>[\w-]+)$/,
    handle: (req, params) =>
      localisedEntry(req, 'knowledge-tagsets', params['topic'] ?? '', 'knowledge'),
  },
  {
    method: 'GET',
    pattern: /^\/msapi\/knowledgemanagementms\/v1\/contents\/(?<id>[\w-]+)$/,
    handle: (req, params) =>
      localisedEntry(req, 'knowledge-contents', params['id'] ?? '', 'knowledge'),
  },
  {
    method: 'GET',
    pattern:
      /^\/msapi\/idp-content-orchestration\/v1\/idpcms\/support\/contactus\/(?<smb>smb\/)?(?<value>[\w-]+)$/,
    handle: (req, params) =>
      localisedEntry(req, 'contact-us', params['smb'] ? 'smb' : 'consumer', 'contactUs'),
  },
  {
    method: 'GET',
    pattern:
      /^\/msapi\/idp-content-orchestration\/v1\/idpcms\/support\/support\/(?<value>[\w-]+)\/(?<kind>index|topic)$/,
    // content/support.json by `<value>/<kind>`; `support` in the untranslated switch leaves the
    // support content out of every other language's answers.
    handle: (req, params) =>
      localisedEntry(req, 'support', `${params['value'] ?? ''}/${params['kind'] ?? ''}`, 'support'),
  },
  {
    method: 'GET',
    pattern: /^\/msapi\/idp-content-orchestration\/v1\/idpcms\/support\/support\/common$/,
    handle: (req) => localisedEntry(req, 'support', 'common', 'support'),
  },
  { method: 'GET', pattern: /^\/kmservices\/v2\/search$/, handle: search },
  { method: 'GET', pattern: /^\/kmservices\/v2\/topsolutions$/, handle: topSolutions },
  {
    method: 'GET',
    pattern: /^\/msapi\/support-recommendations\/v1\/recommendations\/(?<pageId>[\w-]+)$/,
    handle: recommendations,
  },
  {
    // The page the article drawer frames: /support/(smallbusiness/)article-modal/<category>/<id>.
    method: 'GET',
    pattern: /^\/support\/(?:smallbusiness\/)?article-modal\/(?:[\w-]+\/)*(?<id>[\w-]+)$/,
    handle: (req, params) => articleModalPage(req, params['id'] ?? ''),
  },
  {
    method: 'GET',
    pattern: /^\/genai\/(?<file>widget\.(?:js|css))$/,
    handle: (_req, params) => genAiAsset(params['file'] ?? ''),
  },
  ...videoRoutes,
  ...accountRoutes,
  ...signInRoutes,
  { method: 'GET', pattern: new RegExp(`^${MAIN_SITE_PREFIX}/`), handle: relayedPlaceholder },
  // Account pages the sandbox does not act out (billing, profile, ...) belong to the main site.
  {
    method: 'GET',
    pattern: /^\/acctmgmt\/[^.]*$/,
    handle: directPlaceholder,
  },
];

const GENAI_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'genai');

/** The demo generative-AI search widget's script and style. */
async function genAiAsset(file: string) {
  return {
    status: 200,
    text: await readFile(path.join(GENAI_DIR, file), 'utf8'),
    headers: { 'content-type': contentType(file), 'access-control-allow-origin': '*' },
  };
}
