import { CLIENT_ID } from '../src/domain/personalisation/client-id.ts';
import { readFileSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FLAGS } from '../src/domain/flags.ts';
import { startSandbox, type Sandbox } from './server.ts';

const file = JSON.parse(
  readFileSync(new URL('./content/flags.json', import.meta.url), 'utf8'),
) as Record<string, Record<string, string>>;

// The allocations route answers each team's flags from content/flags.json.
describe("the sandbox's flags file", () => {
  it.each(Object.values(FLAGS))('sets $name under its owner team $team', ({ name, team }) => {
    expect(typeof file[team]?.[name]).toBe('string');
  });
});

describe('the content feeds in each language', () => {
  let sandbox: Sandbox;
  beforeAll(async () => {
    sandbox = await startSandbox({ port: 0 });
  });
  afterAll(() => sandbox.close());
  afterEach(() => fetch(`${sandbox.url}/__sandbox/reset`, { method: 'POST' }));

  const blocks = async (query: string) => {
    const response = await fetch(`${sandbox.url}/cms-feed/wireless-support.json${query}`);
    const body = (await response.json()) as {
      'cms-feed'?: { components: { default: Record<string, { title?: string }> } };
    };
    return { status: response.status, blocks: body['cms-feed']?.components.default };
  };

  it.each([
    ['', 'Top solutions'],
    ['?locale=en-US', 'Top solutions'],
    ['?locale=es-US', 'Soluciones principales'],
  ])('answers %j in its language', async (query, title) => {
    expect((await blocks(query)).blocks?.['topSolutions']?.title).toBe(title);
  });

  it.each([
    ['?locale=fr-FR', 404],
    ['?locale=../x', 400],
  ])('refuses %j with %i', async (query, status) => {
    expect((await blocks(query)).status).toBe(status);
  });

  it('leaves the untranslated blocks out of the Spanish set only', async () => {
    await fetch(`${sandbox.url}/__sandbox/scenario`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ untranslated: ['topSolutions', 'wirelessConsumerBanner1'] }),
    });
    expect((await blocks('?locale=es-US')).blocks?.['topSolutions']).toBeUndefined();
    expect((await blocks('?locale=es-US')).blocks?.['searchTile']?.title).toBe('Buscar en soporte');
    expect((await blocks('')).blocks?.['topSolutions']?.title).toBe('Top solutions');
    const common = (await (
      await fetch(`${sandbox.url}/cms-feed/wireless-common.json?locale=es-US`)
    ).json()) as { 'cms-feed': { components: Record<string, unknown> } };
    expect(common['cms-feed'].components).not.toHaveProperty('wirelessConsumerBanner1');
    expect(common['cms-feed'].components).toHaveProperty('wirelessSmbBanner1');
  });
});

describe('the knowledge, contact-us, outage and search calls in each language', () => {
  let sandbox: Sandbox;
  beforeAll(async () => {
    sandbox = await startSandbox({ port: 0 });
  });
  afterAll(() => sandbox.close());
  afterEach(() => fetch(`${sandbox.url}/__sandbox/reset`, { method: 'POST' }));

  const get = async (path: string) => {
    const response = await fetch(`${sandbox.url}${path}`, {
      headers: { 'x-client-id': CLIENT_ID },
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const TAGSET = '/msapi/knowledgemanagementms/v1/enhancedTagsets/topic/topic_wireless0';
  const topics = (body: Record<string, unknown>) =>
    (body['resultBody'] as { children: { displayTagName: string }[] }).children.map(
      (child) => child.displayTagName,
    );

  it.each([
    ['', 'Device help'],
    ['?locale=es-US', 'Ayuda con su dispositivo'],
  ])('answers the tag-set %j in its language', async (query, first) => {
    expect(topics((await get(`${TAGSET}${query}`)).body)[0]).toBe(first);
  });

  it('answers 404 in Spanish for an untranslated entry, and English as before', async () => {
    await fetch(`${sandbox.url}/__sandbox/scenario`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ untranslated: ['topic_wireless0', 'contactUs', 'outageBanners'] }),
    });
    expect((await get(`${TAGSET}?locale=es-US`)).status).toBe(404);
    expect((await get(TAGSET)).status).toBe(200);
    const contact = '/msapi/idp-content-orchestration/v1/idpcms/support/contactus/wireless';
    expect((await get(`${contact}?mode=raw&locale=es-US`)).status).toBe(404);
    await fetch(`${sandbox.url}/__sandbox/scenario`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ outage: 'issue' }),
    });
    const banners = async (query: string) =>
      JSON.stringify((await get(`/cms-feed/wireless-outage.json${query}`)).body);
    expect(await banners('?locale=es-US')).toContain('"outage":[]');
    expect(await banners('')).toContain('Service interruption in your area');
  });

  it.each([
    ['description=phone', '', 'Unlock your wireless phone'],
    ['description=telefono', '&locale=es-US', 'Desbloquee su teléfono inalámbrico'],
  ])('searches %s%s in its language, accents or not', async (query, locale, title) => {
    const { body } = await get(`/kmservices/v2/search?${query}${locale}`);
    expect((body['results'] as { title: string }[])[0]?.title).toBe(title);
  });

  it('has a Spanish article, translated, for every English one', () => {
    const read = (dir: string) =>
      JSON.parse(
        readFileSync(new URL(`./content/${dir}knowledge-articles.json`, import.meta.url), 'utf8'),
      ) as { id: string; title: string }[];
    const english = read('');
    const spanish = read('es-US/');
    expect(spanish.map((a) => a.id)).toEqual(english.map((a) => a.id));
    spanish.forEach((article, index) => expect(article.title).not.toBe(english[index]?.title));
  });
});

describe('knowledge top solutions, banners and the support content', () => {
  let sandbox: Sandbox;
  beforeAll(async () => {
    sandbox = await startSandbox({ port: 0 });
  });
  afterAll(() => sandbox.close());
  afterEach(() => fetch(`${sandbox.url}/__sandbox/reset`, { method: 'POST' }));

  const get = async (path: string, clientId: string | undefined = CLIENT_ID) => {
    const response = await fetch(`${sandbox.url}${path}`, {
      headers: clientId ? { 'x-client-id': clientId } : {},
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const titles = async (path: string) =>
    ((await get(path, undefined)).body['results'] as { title: string }[]).map((r) => r.title);
  const untranslated = (blocks: string[]) =>
    fetch(`${sandbox.url}/__sandbox/scenario`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ untranslated: blocks }),
    });
  const TOP = '/kmservices/v2/topsolutions';
  const SUPPORT = '/msapi/idp-content-orchestration/v1/idpcms/support/support';

  it.each([
    ['tags=topic_wireless0,srvgroup_wireless', ['Check your data usage', 'Fix dropped calls']],
    [
      'tags=topic_wireless0,srvgroup_wireless&locale=es-US',
      ['Consultar su uso de datos', 'Solucionar llamadas que se cortan'],
    ],
    [
      'tags=topic_wireless3,srvgroup_smbwireless',
      ['Set up a business hotspot', 'Suspend a lost business phone'],
    ],
    ['tags=topic_unknown', []],
    ['setNames=srvgroup_wireless,US', ['eSIM help']],
    [
      'setNames=srvgroup_smbuverseinternet,srvgroup_smbwireless,US&locale=es-US',
      ['Ayuda con eSIM para empresas'],
    ],
  ])('answers %s (no client id needed outside /msapi/)', async (query, expected) => {
    expect(await titles(`${TOP}?${query}`)).toEqual(expected);
  });

  it('answers nothing in Spanish for what the scenario leaves untranslated, English as before', async () => {
    await untranslated(['knowledgeTopSolutions', 'srvgroup_wireless']);
    expect(await titles(`${TOP}?tags=topic_wireless0&locale=es-US`)).toEqual([]);
    expect(await titles(`${TOP}?tags=topic_wireless0`)).toHaveLength(2);
    expect(await titles(`${TOP}?setNames=srvgroup_wireless,US&locale=es-US`)).toEqual([]);
    expect(await titles(`${TOP}?setNames=srvgroup_smbwireless&locale=es-US`)).toHaveLength(1);
  });

  it.each([
    ['/wireless/topic', '', { displayTagName: 'Wireless support' }],
    ['/wireless/topic', '?locale=es-US', { displayTagName: 'Soporte inalámbrico' }],
    ['/smb-internet-air/index', '', { resultBody: { title: 'Internet Air' } }],
    [
      '/common',
      '?locale=es-US',
      { resultBody: { labels: { browseTopicsLabel: 'Explorar temas' } } },
    ],
  ])('answers the support content %s%s', async (path, query, expected) => {
    const { status, body } = await get(`${SUPPORT}${path}${query}`);
    expect(status).toBe(200);
    expect(body).toMatchObject(expected);
  });

  it('refuses the support calls without the client id, like every /msapi/ call', async () => {
    expect((await get(`${SUPPORT}/wireless/topic`, '')).status).toBe(403);
  });

  it('answers 404 in Spanish with `support` untranslated, and 404 for an unknown service', async () => {
    expect((await get(`${SUPPORT}/biz/topic`)).status).toBe(404);
    await untranslated(['support']);
    expect((await get(`${SUPPORT}/wireless/topic?locale=es-US`)).status).toBe(404);
    expect((await get(`${SUPPORT}/common?locale=es-US`)).status).toBe(404);
    expect((await get(`${SUPPORT}/wireless/topic`)).status).toBe(200);
  });
});
