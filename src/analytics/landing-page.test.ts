// @vitest-environment jsdom
import { anchorLinkClick, buildLinkClickEvent } from './link-click.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanStores } from 'nanostores';
import { $currentService, chooseService } from '../stores/service.ts';
import { INTERNET_AIR } from '../../tests/support/services.ts';
import type { AnalyticsEvent, Pusher } from './data-layer.ts';
import { PAGE_TRACKING_DELAY_MS, startLandingPage } from './landing-page.ts';

const recorder = () => {
  const events: AnalyticsEvent[] = [];
  const pusher: Pusher = {
    push: (event) => {
      events.push(event);
      return true;
    },
    reset: () => undefined,
  };
  return { events, pusher };
};

beforeEach(() => {
  vi.useFakeTimers();
  document.body.innerHTML = `
    <div data-page-analytics data-page-name="wireless support lander" data-service="wireless" data-customer-type="consumer">
      <nav data-link-position="All services"><a href="/phones">Phones</a></nav>
      <a href="/plain"> Plain link </a>
      <a href="/reports-itself" data-own-link-click> React link </a>
      <section id="fixMyService"></section>
    </div>`;
});
afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('startLandingPage', () => {
  it('does nothing on a page without the analytics root', () => {
    document.body.innerHTML = '<p>other page</p>';
    const { events, pusher } = recorder();
    expect(startLandingPage(window, pusher)).toBe(false);
    vi.advanceTimersByTime(PAGE_TRACKING_DELAY_MS);
    expect(events).toEqual([]);
  });

  it('marks the page root once its tracking has started', () => {
    const root = document.querySelector<HTMLElement>('[data-page-analytics]');
    expect(root?.dataset['tracking']).toBeUndefined();
    startLandingPage(window, recorder().pusher);
    expect(root?.dataset['tracking']).toBe('started');
  });

  it('sends Page_Load at 1500 ms, not before', () => {
    const { events, pusher } = recorder();
    startLandingPage(window, pusher);
    vi.advanceTimersByTime(PAGE_TRACKING_DELAY_MS - 1);
    expect(events).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(events).toEqual([
      {
        event: 'Page_Load',
        pageName: 'wireless support lander',
        service: 'wireless',
        customerType: 'consumer',
        pageUrl: window.location.pathname,
        // Without the personalisation layer: the anonymous consent state.
        consentState: 'unchecked',
        recognised: false,
        authenticated: false,
      },
    ]);
  });

  describe('given the small-business page', () => {
    beforeEach(() => {
      const root = document.querySelector<HTMLElement>('[data-page-analytics]')!;
      Object.assign(root.dataset, {
        pageName: 'smb-wireless support lander',
        service: 'smb-wireless',
        customerType: 'smb',
      });
      root.insertAdjacentHTML(
        'beforeend',
        `<section data-service="smb-wireless" data-service-alias="smbwireless"
          data-navigation-tree="smallbusiness/support/wireless" data-chat-enabled="false"
          data-tab-name="Fixed Wireless" data-genai-alias="smbwireless"></section>`,
      );
    });
    afterEach(() => {
      cleanStores($currentService);
      $currentService.set(undefined);
    });

    const pageLoad = (events: AnalyticsEvent[]) => events.find((e) => e.event === 'Page_Load');

    it('when nothing was chosen, then Page_Load names the service the page opened with', () => {
      const { events, pusher } = recorder();
      startLandingPage(window, pusher);
      vi.advanceTimersByTime(PAGE_TRACKING_DELAY_MS);
      expect(pageLoad(events)).toMatchObject({
        pageName: 'smb-wireless support lander',
        service: 'smb-wireless',
      });
    });

    it('when Internet Air is chosen before Page_Load is sent, then Page_Load names Internet Air', () => {
      const { events, pusher } = recorder();
      startLandingPage(window, pusher);
      chooseService(INTERNET_AIR);
      vi.advanceTimersByTime(PAGE_TRACKING_DELAY_MS);
      expect(pageLoad(events)).toMatchObject({
        pageName: 'smb-wireless support lander',
        service: 'smb-internet-air',
      });
    });
  });

  it.each([
    {
      name: 'inside a positioned block',
      text: 'Phones',
      position: 'All services',
      destination: '/phones',
    },
    {
      name: 'elsewhere (the default position)',
      text: 'Plain link',
      position: 'Body',
      destination: '/plain',
    },
  ])(
    'reports a click on a link $name, its destination as the link writes it',
    ({ text, position, destination }) => {
      const { events, pusher } = recorder();
      startLandingPage(window, pusher);
      const link = [...document.querySelectorAll('a')].find((a) => a.textContent?.trim() === text)!;
      link.addEventListener('click', (event) => event.preventDefault());
      link.click();
      expect(events).toEqual([
        expect.objectContaining({
          event: 'Link_Click',
          linkName: text,
          linkPosition: position,
          linkDestinationUrl: destination,
        }),
      ]);
      // The static links' listener reports the same link the same way.
      expect(events[0]).toMatchObject(buildLinkClickEvent(anchorLinkClick(link)));
    },
  );

  it('leaves a link that reports its own click (the React Link) alone', () => {
    const { events, pusher } = recorder();
    startLandingPage(window, pusher);
    const link = document.querySelector<HTMLAnchorElement>('[data-own-link-click]')!;
    link.addEventListener('click', (event) => event.preventDefault());
    link.click();
    expect(events).toEqual([]);
  });
});
