// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { $defaultTabOnAuth } from '../../stores/page.ts';
import ServiceTabs, { radioIndexForKey, tabForTopic, type ServiceTab } from './ServiceTabs.tsx';

const tabs: ServiceTab[] = [
  { service: 'smb-wireless', label: 'Fixed Wireless', controls: ['wireless-help'] },
  { service: 'smb-internet-air', label: 'Internet Air', controls: ['air-help', 'air-internet'] },
];

let page: HTMLElement;
beforeEach(() => {
  page = document.createElement('div');
  page.id = 'service-panel';
  // As the landing page renders them: per-service blocks between shared sections, each named by
  // its own heading.
  page.innerHTML = `
    <section id="wireless-help" aria-labelledby="h-wireless" data-service="smb-wireless">
      <h2 id="h-wireless">More helpful info</h2><a href="/wireless-guide">Wireless guide</a>
    </section>
    <section id="air-help" aria-labelledby="h-air" data-service="smb-internet-air" hidden>
      <h2 id="h-air">More helpful info</h2><a href="/air-guide">Air guide</a>
    </section>
    <section aria-label="Search support"><p>Shared content</p></section>
    <section id="air-internet" aria-label="Internet Air for business"
      data-service="smb-internet-air" hidden>Internet Air for business</section>`;
  document.body.append(page);
});
afterEach(() => {
  page.remove();
  $defaultTabOnAuth.set(undefined);
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
        act(() => $defaultTabOnAuth.set('topic_internet4'));
        expect(radio('Internet Air')).toBeChecked();
        expect(block('air-help').hidden).toBe(false);
        await user.click(radio('Fixed Wireless'));
        expect(radio('Fixed Wireless')).toBeChecked();
      });
    });
  });
});
