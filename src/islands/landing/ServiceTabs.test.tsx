// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cleanStores } from 'nanostores';
import { setLogSink, type LogLevel } from '../../domain/log.ts';
import { $defaultTabOnAuth } from '../../stores/page.ts';
import { $currentService } from '../../stores/service.ts';
import { INTERNET_AIR } from '../../../tests/support/services.ts';
import ServiceTabs, { radioIndexForKey, tabForTopic, type ServiceTab } from './ServiceTabs.tsx';

const tabs: ServiceTab[] = [
  { service: 'smb-wireless', label: 'Fixed Wireless', controls: ['wireless-help'] },
  { service: 'smb-internet-air', label: 'Internet Air', controls: ['air-help', 'air-internet'] },
];

/** What each service's blocks carry, as the server writes it (switchDataAttributes). */
const WIRELESS_DATA = `data-service="smb-wireless" data-service-alias="smbwireless"
  data-navigation-tree="smallbusiness/support/wireless" data-chat-enabled="false"
  data-tab-name="Fixed Wireless" data-genai-alias="smbwireless"`;
const AIR_DATA = `data-service="smb-internet-air" data-service-alias="smbinternetair"
  data-navigation-tree="smallbusiness/support/internet-air" data-chat-enabled="false"
  data-tab-name="Internet Air" data-genai-alias="smbinternetair"`;

let page: HTMLElement;
beforeEach(() => {
  page = document.createElement('div');
  page.id = 'service-panel';
  // As the landing page renders them: per-service blocks between shared sections, each named by
  // its own heading.
  page.innerHTML = `
    <section id="wireless-help" aria-labelledby="h-wireless" ${WIRELESS_DATA}>
      <h2 id="h-wireless">More helpful info</h2><a href="/wireless-guide">Wireless guide</a>
    </section>
    <section id="air-help" aria-labelledby="h-air" ${AIR_DATA} hidden>
      <h2 id="h-air">More helpful info</h2><a href="/air-guide">Air guide</a>
    </section>
    <section aria-label="Search support"><p>Shared content</p>
      <div class="service-part" ${WIRELESS_DATA}>
        <genai-search-widget data-service="smbwireless"></genai-search-widget>
      </div>
      <div class="service-part" ${AIR_DATA} hidden>
        <genai-search-widget data-service="smbinternetair"></genai-search-widget>
      </div>
    </section>
    <section id="air-internet" aria-label="Internet Air for business"
      ${AIR_DATA} hidden>Internet Air for business</section>`;
  document.body.append(page);
});
afterEach(() => {
  page.remove();
  $defaultTabOnAuth.set(undefined);
  cleanStores($currentService);
  $currentService.set(undefined);
});

/** The choice sits above the blocks, as on the page (so Tab goes from it into them). */
const renderChoice = () =>
  render(<ServiceTabs tabs={tabs} blocksId="service-panel" />, {
    container: document.body.insertBefore(document.createElement('div'), page),
  });
const block = (id: string) => document.getElementById(id) as HTMLElement;
const group = () => screen.getByRole('radiogroup', { name: 'Show support for' });
const radio = (name: string) => screen.getByRole('radio', { name });

describe('radioIndexForKey (APG radio group)', () => {
  it.each([
    ['ArrowRight', 0, 1],
    ['ArrowDown', 0, 1],
    ['ArrowRight', 1, 0],
    ['ArrowDown', 1, 0],
    ['ArrowLeft', 1, 0],
    ['ArrowUp', 1, 0],
    ['ArrowLeft', 0, 1],
    ['ArrowUp', 0, 1],
    ['Home', 1, null],
    ['End', 0, null],
    [' ', 0, null],
  ] as const)('%j from %i of 2 checks %s (wrapping at the ends)', (key, from, to) => {
    expect(radioIndexForKey(key, from, 2)).toBe(to);
  });

  it('has nothing to move to in an empty group', () => {
    expect(radioIndexForKey('ArrowRight', 0, 0)).toBeNull();
  });
});

describe('tabForTopic', () => {
  it.each([
    ['topic_wireless0', 0],
    ['topic_wireless3', 0],
    ['topic_internet4', 1],
    ['topic_unknown', -1],
  ])('%s is the choice at %i', (topic, index) => {
    expect(tabForTopic(tabs, topic)).toBe(index);
  });
});

describe('ServiceTabs', () => {
  describe('given two services', () => {
    it('then it is a radio group that says what it filters, the first service checked', () => {
      renderChoice();
      expect(group()).toHaveAccessibleDescription(
        'The helpful info, topics and services sections below change to the service you choose.',
      );
      expect(screen.getAllByRole('radio').map((r) => r.textContent)).toEqual([
        'Fixed Wireless',
        'Internet Air',
      ]);
      expect(radio('Fixed Wireless')).toBeChecked();
      expect(radio('Internet Air')).not.toBeChecked();
      // Not the tabs pattern: the blocks are spread over the page, so nothing claims to be a tab
      // or a tab panel.
      expect(screen.queryByRole('tablist')).toBeNull();
      expect(screen.queryByRole('tab')).toBeNull();
      expect(block('wireless-help').hidden).toBe(false);
      expect(block('air-help').hidden).toBe(true);
      expect(block('air-internet').hidden).toBe(true);
    });

    it('then each radio names the blocks it shows, which keep their own names', () => {
      renderChoice();
      expect(radio('Fixed Wireless')).toHaveAttribute('aria-controls', 'wireless-help');
      expect(radio('Internet Air')).toHaveAttribute('aria-controls', 'air-help air-internet');
      expect(screen.getByRole('region', { name: 'More helpful info' })).toBe(
        block('wireless-help'),
      );
    });

    it('then only the checked radio is in the tab sequence, and Tab leaves the group', async () => {
      const user = userEvent.setup();
      renderChoice();
      expect(radio('Fixed Wireless')).toHaveAttribute('tabindex', '0');
      expect(radio('Internet Air')).toHaveAttribute('tabindex', '-1');
      await user.tab();
      expect(radio('Fixed Wireless')).toHaveFocus();
      await user.tab();
      expect(screen.getByRole('link', { name: 'Wireless guide' })).toHaveFocus();
    });

    describe('when the visitor chooses the second service', () => {
      it('then it is checked and only its blocks show', async () => {
        const user = userEvent.setup();
        renderChoice();
        await user.click(radio('Internet Air'));
        expect(radio('Internet Air')).toBeChecked();
        expect(radio('Fixed Wireless')).not.toBeChecked();
        expect(block('wireless-help').hidden).toBe(true);
        expect(block('air-help').hidden).toBe(false);
        expect(block('air-internet').hidden).toBe(false);
        expect(screen.getByText('Shared content')).toBeVisible();
      });

      it("then it is the page's current service, with the values its blocks carry", async () => {
        const user = userEvent.setup();
        renderChoice();
        expect($currentService.get()?.service).toBe('smb-wireless');
        await user.click(radio('Internet Air'));
        expect($currentService.get()).toEqual(INTERNET_AIR);
        await user.click(radio('Fixed Wireless'));
        expect($currentService.get()?.genAiAlias).toBe('smbwireless');
      });

      it("then the generative-AI widget in its part shows (it names its service by the alias, not the service's name)", async () => {
        const user = userEvent.setup();
        renderChoice();
        const widgets = [...page.querySelectorAll<HTMLElement>('genai-search-widget')];
        expect(widgets.map((widget) => widget.hidden)).toEqual([false, false]);
        await user.click(radio('Internet Air'));
        expect(widgets.map((widget) => widget.hidden)).toEqual([false, false]);
        expect(widgets.map((widget) => widget.parentElement?.hidden)).toEqual([true, false]);
      });
    });

    describe('when the visitor presses the arrow keys in the group', () => {
      it('then the next or previous service is checked and focused, wrapping at the ends', async () => {
        const user = userEvent.setup();
        renderChoice();
        await user.tab();
        await user.keyboard('{ArrowRight}');
        expect(radio('Internet Air')).toBeChecked();
        expect(radio('Internet Air')).toHaveFocus();
        expect(radio('Internet Air')).toHaveAttribute('tabindex', '0');
        expect(radio('Fixed Wireless')).toHaveAttribute('tabindex', '-1');
        expect(block('air-help').hidden).toBe(false);
        await user.keyboard('{ArrowDown}');
        expect(radio('Fixed Wireless')).toBeChecked();
        expect(radio('Fixed Wireless')).toHaveFocus();
        await user.keyboard('{ArrowUp}');
        expect(radio('Internet Air')).toBeChecked();
        await user.keyboard('{ArrowLeft}');
        expect(radio('Fixed Wireless')).toBeChecked();
        expect(block('wireless-help').hidden).toBe(false);
      });
    });

    describe('when the visitor presses Space on a focused radio that is not checked', () => {
      it('then it is checked', async () => {
        const user = userEvent.setup();
        renderChoice();
        radio('Internet Air').focus();
        await user.keyboard(' ');
        expect(radio('Internet Air')).toBeChecked();
      });
    });

    describe('when a signed-in visitor of Internet Air is known', () => {
      it('then their service is checked once, and their later choice stands', async () => {
        const user = userEvent.setup();
        renderChoice();
        expect($currentService.get()?.service).toBe('smb-wireless');
        act(() => $defaultTabOnAuth.set('topic_internet4'));
        expect(radio('Internet Air')).toBeChecked();
        expect(block('air-help').hidden).toBe(false);
        expect($currentService.get()?.service).toBe('smb-internet-air');
        await user.click(radio('Fixed Wireless'));
        expect(radio('Fixed Wireless')).toBeChecked();
      });
    });
  });
});

/**
 * The error catalogue's tab set-up failure: when the service the choice shows has nothing on the
 * page, or a signed-in visitor's default tab names a service the choice does not offer, the page
 * logs 'Internet Props not loaded' (and keeps what it shows).
 */
describe("ServiceTabs: 'Internet Props not loaded'", () => {
  let lines: { level: LogLevel; source: string; message: string }[];
  let restoreSink: () => void;
  beforeEach(() => {
    lines = [];
    restoreSink = setLogSink((level, source, message) => lines.push({ level, source, message }));
  });
  afterEach(() => restoreSink());

  /** The page's blocks; without Internet Air's, that service's props never reached the page. */
  const onlyBlocksOf = (services: string[]) => {
    page.innerHTML = services
      .map(
        (service) =>
          `<section id="${service}-help" data-service="${service}"><h2>Helpful info</h2></section>`,
      )
      .join('');
  };
  const notLoaded = () => lines.filter((line) => line.message === 'Internet Props not loaded');

  it('choosing a service whose blocks are not on the page logs it, as an error', async () => {
    onlyBlocksOf(['smb-wireless']);
    renderChoice();
    expect(notLoaded()).toEqual([]);
    await userEvent.click(radio('Internet Air'));
    expect(notLoaded()).toEqual([
      { level: 'error', source: 'service-tabs', message: 'Internet Props not loaded' },
    ]);
    // What the page shows is left as the blocks say: the wireless block is hidden, nothing shown.
    expect(block('smb-wireless-help')).not.toBeVisible();
  });

  it('a default tab for a topic no choice offers logs it and keeps the checked service', () => {
    onlyBlocksOf(['smb-wireless', 'smb-internet-air']);
    renderChoice();
    act(() => $defaultTabOnAuth.set('topic_unknown'));
    expect(notLoaded()).toEqual([
      { level: 'error', source: 'service-tabs', message: 'Internet Props not loaded' },
    ]);
    expect(radio('Fixed Wireless')).toBeChecked();
  });

  it('nothing is logged while every service has its blocks', async () => {
    onlyBlocksOf(['smb-wireless', 'smb-internet-air']);
    renderChoice();
    await userEvent.click(radio('Internet Air'));
    act(() => $defaultTabOnAuth.set('topic_internet4'));
    expect(lines).toEqual([]);
  });
});

describe('ServiceTabs in Spanish', () => {
  it('names the service choice in Spanish', () => {
    document.body.insertAdjacentHTML(
      'beforeend',
      '<div id="blocks"><section data-service="smb-wireless"></section></div>',
    );
    render(
      <ServiceTabs
        blocksId="blocks"
        locale="es"
        tabs={[
          { service: 'smb-wireless', label: 'Fixed Wireless', controls: [] },
          { service: 'smb-internet-air', label: 'Internet Air', controls: [] },
        ]}
      />,
    );
    expect(screen.getByRole('radiogroup', { name: 'Mostrar soporte para' })).toBeInTheDocument();
    document.getElementById('blocks')?.remove();
  });
});
