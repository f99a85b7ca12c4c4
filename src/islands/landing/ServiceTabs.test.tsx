// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ServiceTabs, { type ServiceTab } from './ServiceTabs.tsx';

const tabs: ServiceTab[] = [
  { service: 'smb-wireless', label: 'Wireless', controls: ['wireless-panel'] },
  { service: 'smb-internet-air', label: 'Internet Air', controls: ['air-panel'] },
];

let panel: HTMLElement;
beforeEach(() => {
  panel = document.createElement('div');
  panel.id = 'service-panel';
  panel.innerHTML = `
    <section id="wireless-panel" role="tabpanel" aria-labelledby="service-tab-smb-wireless"
      data-service="smb-wireless">Wireless topics</section>
    <section id="air-panel" role="tabpanel" aria-labelledby="service-tab-smb-internet-air"
      data-service="smb-internet-air">Internet Air topics</section>
    <p>Shared content</p>`;
  document.body.append(panel);
});
afterEach(() => panel.remove());

const block = (service: string) =>
  panel.querySelector<HTMLElement>(`[data-service="${service}"]`) as HTMLElement;

describe('ServiceTabs', () => {
  describe('given two services', () => {
    it('then the first tab is selected and only its blocks show', () => {
      render(<ServiceTabs tabs={tabs} blocksId="service-panel" />);
      expect(screen.getByRole('tablist', { name: 'Business services' })).toBeInTheDocument();
      expect(screen.getByRole('tab', { name: 'Wireless' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      expect(screen.getByRole('tab', { name: 'Internet Air' })).toHaveAttribute(
        'aria-selected',
        'false',
      );
      expect(block('smb-wireless').hidden).toBe(false);
      expect(block('smb-internet-air').hidden).toBe(true);
      // APG tabs: each tab controls its own panel, and that panel is labelled by the tab.
      for (const tab of screen.getAllByRole('tab')) {
        const controlled = document.getElementById(tab.getAttribute('aria-controls') ?? '');
        expect(controlled).toHaveAttribute('role', 'tabpanel');
        expect(controlled).toHaveAttribute('aria-labelledby', tab.id);
      }
      expect(screen.getByRole('tabpanel', { name: 'Wireless' })).toBeVisible();
    });

    describe('when the visitor chooses the second tab', () => {
      it('then it is selected and only its panel shows', async () => {
        const user = userEvent.setup();
        render(<ServiceTabs tabs={tabs} blocksId="service-panel" />);
        await user.click(screen.getByRole('tab', { name: 'Internet Air' }));
        expect(screen.getByRole('tab', { name: 'Internet Air' })).toHaveAttribute(
          'aria-selected',
          'true',
        );
        expect(block('smb-wireless').hidden).toBe(true);
        expect(block('smb-internet-air').hidden).toBe(false);
        expect(screen.getByRole('tabpanel', { name: 'Internet Air' })).toBeVisible();
        expect(screen.queryByRole('tabpanel', { name: 'Wireless' })).toBeNull();
        expect(screen.getByText('Shared content')).toBeVisible();
      });
    });

    describe('when the visitor presses ArrowRight on the selected tab', () => {
      it('then the next tab is selected and focused', async () => {
        const user = userEvent.setup();
        render(<ServiceTabs tabs={tabs} blocksId="service-panel" />);
        await user.click(screen.getByRole('tab', { name: 'Wireless' }));
        await user.keyboard('{ArrowRight}');
        const next = screen.getByRole('tab', { name: 'Internet Air' });
        expect(next).toHaveAttribute('aria-selected', 'true');
        expect(next).toHaveFocus();
        expect(next).toHaveAttribute('tabindex', '0');
        expect(screen.getByRole('tab', { name: 'Wireless' })).toHaveAttribute('tabindex', '-1');
      });
    });
  });
});
