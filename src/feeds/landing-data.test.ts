import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FLAGS } from '../domain/flags.ts';
import { SERVICE_INFO, SERVICES, type ServiceInfo } from '../domain/services.ts';
import { createFeedContext } from './context.ts';
import type { Fetch } from './http.ts';
import { ACTIVE_WIRELESS_OUTAGE_PATH } from './outage.ts';
import { loadLandingData } from './landing-data.ts';
import { LANDING_FEEDS, feedCallName } from './landing-feeds.ts';
import { setLogSink } from '../node/log.ts';

const alert = (code: string) => ({
  alertContentData: { WirelessOutageNotifications: [{ AlertDescription: [{ AlertCode: code }] }] },
});

/** Upstreams by path: flags as given, the content outage feed says no issue, the active endpoint an outage. */
function upstreams(
  flags: Record<string, string>,
  active: (signal: AbortSignal | undefined) => Promise<Response> | Response,
  flagsDelayMs = 0,
) {
  const fetchImpl = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input));
    if (url.pathname.startsWith(ACTIVE_WIRELESS_OUTAGE_PATH))
      return active(init?.signal ?? undefined);
    if (url.pathname.includes('ixp-allocation-manager-service')) {
      if (flagsDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, flagsDelayMs));
      const entries = Object.entries(flags).map(([name, value]) => [name, { value }]);
      return Response.json({ allocations: Object.fromEntries(entries) });
    }
    if (url.pathname === '/cms-feed/wireless-outage.json') {
      return Response.json({
        'cms-feed': {
          components: {
            ...alert('WLS_NoIssue'),
            allOutages: { content: { outage: [{ title: 'From the content feed' }] } },
          },
        },
      });
    }
    return Response.json({});
  });
  const feeds = createFeedContext({
    upstreams: {
      api: 'http://api.test',
      cms: 'http://cms.test',
    },
    forward: {},
    fetchImpl: fetchImpl as unknown as Fetch,
  });
  const activeCalls = () =>
    fetchImpl.mock.calls
      .map(([input]) => new URL(String(input)))
      .filter((url) => url.pathname.startsWith(ACTIVE_WIRELESS_OUTAGE_PATH));
  const contactUsPaths = () =>
    fetchImpl.mock.calls
      .map(([input]) => new URL(String(input)).pathname)
      .filter((pathname) => pathname.includes('/support/contactus'));
  return { feeds, activeCalls, contactUsPaths };
}

const on = (...keys: (keyof typeof FLAGS)[]) =>
  Object.fromEntries(keys.map((key) => [FLAGS[key].name, 'true']));

let restoreLog = () => {};
beforeEach(() => {
  restoreLog = setLogSink(() => {});
});
afterEach(() => {
  restoreLog();
  vi.useRealTimers();
});

describe('the wireless outage source', () => {
  it('switch off: the content feed decides, and the active endpoint is not called', async () => {
    const { feeds, activeCalls } = upstreams({}, () => Response.json(alert('WLS_Outage')));
    const data = await loadLandingData(feeds, [SERVICES.wireless]);
    expect(data.outage).toMatchObject({ status: 0, alertCode: 'WLS_NoIssue' });
    expect(activeCalls()).toEqual([]);
  });

  it.each([
    [on('outageDaasSwitch', 'outageCache'), 'true'],
    [on('outageDaasSwitch'), 'false'],
  ])('switch on (%j): the active endpoint decides, cacheflag=%s', async (flags, cacheflag) => {
    const { feeds, activeCalls } = upstreams(flags, () => Response.json(alert('WLS_Outage')));
    const data = await loadLandingData(feeds, [SERVICES.wireless]);
    expect(data.outage).toEqual({
      status: 1,
      alertCode: 'WLS_Outage',
      banners: [expect.objectContaining({ title: 'From the content feed' })],
    });
    expect(activeCalls().map((url) => url.searchParams.get('cacheflag'))).toEqual([cacheflag]);
    expect(data.failed).toEqual([]);
  });

  it('switch on and the endpoint failing: status unknown, logged as a failed feed', async () => {
    const { feeds } = upstreams(on('outageDaasSwitch'), () => new Response('', { status: 503 }));
    const data = await loadLandingData(feeds, [SERVICES.wireless]);
    expect(data.outage.status).toBe(2);
    expect(data.failed).toEqual(['active-outage']);
  });

  it('the active call gets what is left of the one feed time-out after slow flags', async () => {
    vi.useFakeTimers();
    const { feeds } = upstreams(
      on('outageDaasSwitch'),
      // Never answers; gives up only when the call's time-out aborts it.
      (signal) =>
        new Promise<Response>((_resolve, reject) =>
          signal?.addEventListener('abort', () => reject(signal.reason)),
        ),
      3000,
    );
    const loading = loadLandingData(feeds, [SERVICES.wireless]);
    let settled = false;
    void loading.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(4999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const data = await loading;
    expect(data.outage.status).toBe(2);
    expect(data.failed).toContain('active-outage');
  });
});

describe('contact us', () => {
  const CONTACT_US = '/msapi/idp-content-orchestration/v1/idpcms/support/contactus';

  // The last two entries differ from the real ones on purpose: only a service whose contact-us
  // value and path differ from its name and small-business flag shows which the call is made with.
  it.each<{ name: string; info: ServiceInfo; path: string }>([
    { name: 'wireless', info: SERVICE_INFO.wireless, path: `${CONTACT_US}/wireless` },
    {
      name: 'small-business wireless',
      info: SERVICE_INFO['smb-wireless'],
      path: `${CONTACT_US}/smb/smb-wireless`,
    },
    {
      name: 'an entry whose contcatUsService is not the service name',
      info: { ...SERVICE_INFO['smb-wireless'], contcatUsService: 'smb-fixed-wireless' },
      path: `${CONTACT_US}/smb/smb-fixed-wireless`,
    },
    {
      name: 'a small-business entry with contactusSMB off',
      info: { ...SERVICE_INFO['smb-wireless'], contactusSMB: false },
      path: `${CONTACT_US}/smb-wireless`,
    },
  ])(
    "$name: asks for the entry's contcatUsService, on the path contactusSMB says",
    async ({ info, path }) => {
      const { feeds, contactUsPaths } = upstreams({}, () => Response.json({}));
      // The page's first service is the one contact us is asked for.
      await loadLandingData(feeds, [{ ...SERVICES[info.serviceName], info }]);
      expect(contactUsPaths()).toEqual([path]);
    },
  );
});

describe('knowledge top solutions, banners and the support content', () => {
  /** Every upstream answers `{}` but the paths `failing` names, which answer 503. */
  function withFailing(...failing: string[]) {
    const fetchImpl = vi.fn(async (input: string | URL | Request) => {
      const url = new URL(String(input));
      const key = `${url.pathname}${url.searchParams.has('setNames') ? '?banners' : ''}`;
      if (failing.some((part) => key.includes(part))) return new Response('', { status: 503 });
      if (url.pathname === '/kmservices/v2/topsolutions') {
        return Response.json({
          results: url.searchParams.has('setNames')
            ? [{ id: 'B1', text: 'A banner' }]
            : [{ title: 'A solution', url: '/support/article/wireless/KM1' }],
        });
      }
      if (url.pathname.endsWith('/topic')) return Response.json({ displayTagName: 'A topic' });
      return Response.json({});
    });
    return createFeedContext({
      upstreams: { api: 'http://api.test', cms: 'http://cms.test' },
      forward: {},
      fetchImpl: fetchImpl as unknown as Fetch,
    });
  }

  it('loads them with the page: one topic per service', async () => {
    const data = await loadLandingData(withFailing(), [
      SERVICES['smb-wireless'],
      SERVICES['smb-internet-air'],
    ]);
    expect(data.knowledgeTopSolutions.solutions.map((s) => s.title)).toEqual(['A solution']);
    expect(data.knowledgeBanners.banners.map((b) => b.text)).toEqual(['A banner']);
    expect(Object.keys(data.supportTopics)).toEqual(['smb-wireless', 'smb-internet-air']);
    expect(data.supportTopics['smb-internet-air']).toEqual({ title: 'A topic' });
    expect(data.failed).toEqual([]);
  });

  it.each([
    ['/kmservices/v2/topsolutions', ['knowledge-top-solutions', 'knowledge-banners']],
    ['?banners', ['knowledge-banners']],
    ['/support/support/common', ['support-common']],
    ['/support/support/wireless/', ['support-topic:wireless']],
  ])('a failing %s is empty and counted failed (%j)', async (path, failed) => {
    const data = await loadLandingData(withFailing(path), [SERVICES.wireless]);
    expect(data.failed).toEqual(failed);
    if (failed.includes('knowledge-banners'))
      expect(data.knowledgeBanners).toEqual({ banners: [] });
    if (failed.includes('support-topic:wireless'))
      expect(data.supportTopics['wireless']).toEqual({});
  });
});

describe('every feed failing', () => {
  /** Every upstream answers 503; the log's sources and the render's `failed` are recorded. */
  async function loadFailing(services: Parameters<typeof loadLandingData>[1]) {
    const sources: string[] = [];
    restoreLog();
    restoreLog = setLogSink((_level, source) => sources.push(source));
    const feeds = createFeedContext({
      upstreams: { api: 'http://api.test', cms: 'http://cms.test' },
      forward: {},
      fetchImpl: (async () => new Response('', { status: 503 })) as Fetch,
    });
    const data = await loadLandingData(feeds, services);
    return { failed: data.failed, sources: sources.toSorted() };
  }

  // The names logs, metrics and the degraded reasons carry: dashboards and alerts match them.
  it('lists every call of every row under its name, in the table’s order', async () => {
    const services = [SERVICES['smb-wireless'], SERVICES['smb-internet-air']];
    const { failed, sources } = await loadFailing(services);
    expect(failed).toEqual(
      Object.values(LANDING_FEEDS).flatMap((row) =>
        ('perService' in row ? services : services.slice(0, 1)).map((service) =>
          feedCallName(row, service),
        ),
      ),
    );
    expect(sources).toEqual(failed.map((name) => `feed:${name}`).toSorted());
  });

  it('keeps the names the feeds had before the table', async () => {
    const { failed } = await loadFailing([SERVICES['smb-wireless'], SERVICES['smb-internet-air']]);
    expect(failed).toEqual(
      expect.arrayContaining([
        'content',
        'common',
        'outage',
        'national-outage',
        'flags',
        'contact-us',
        'knowledge:topic_wireless3',
        'knowledge:topic_internet4',
        'knowledge-top-solutions',
        'knowledge-banners',
        'support-common',
        'support-topic:smb-wireless',
        'support-topic:smb-internet-air',
      ]),
    );
  });

  it('the consumer page reads one service', async () => {
    const { failed } = await loadFailing([SERVICES.wireless]);
    expect(failed.filter((name) => name.includes(':'))).toEqual([
      'knowledge:topic_wireless0',
      'support-topic:wireless',
    ]);
  });
});
