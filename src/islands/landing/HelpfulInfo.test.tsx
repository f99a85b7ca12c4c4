// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import HelpfulInfo, { panelSlot, type HelpfulInfoTab } from './HelpfulInfo.tsx';

const tabs: HelpfulInfoTab[] = [
  { title: 'Billing', lockAlert: { title: 'Your account is locked', url: '/unlock' } },
  { title: 'Devices' },
];

/** The server's static sections, as Astro passes a slot: one prop per tab. */
const panels = (given: HelpfulInfoTab[]) =>
  Object.fromEntries(
    given.map((tab, index) => [panelSlot(index), <h3 key={tab.title}>{tab.title} sections</h3>]),
  );

const renderInfo = (given: HelpfulInfoTab[] = tabs) =>
  render(
    <HelpfulInfo
      heading="Helpful info"
      headingId="moreHelpHeading"
      tabs={given}
      {...panels(given)}
    />,
  );

describe('HelpfulInfo', () => {
  describe('given several tabs', () => {
    it('then each is a tab and the first one’s sections show', () => {
      renderInfo();
      expect(screen.getByRole('heading', { level: 2, name: 'Helpful info' })).toHaveAttribute(
        'id',
        'moreHelpHeading',
      );
      expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
        'Billing',
        'Devices',
      ]);
      const panel = screen.getByRole('tabpanel');
      expect(within(panel).getByRole('heading', { name: 'Billing sections' })).toBeInTheDocument();
    });

    it('then a locked account shows its alert with the unlock link above the sections', () => {
      renderInfo();
      const alert = within(screen.getByRole('tabpanel')).getByRole('alert');
      expect(alert).toHaveTextContent('Your account is locked');
      expect(within(alert).getByRole('link', { name: 'Unlock your account' })).toHaveAttribute(
        'href',
        '/unlock',
      );
    });

    describe('when the visitor chooses another tab', () => {
      it('then that tab’s sections show instead, without the alert it does not have', async () => {
        const user = userEvent.setup();
        renderInfo();
        await user.click(screen.getByRole('tab', { name: 'Devices' }));
        const panel = screen.getByRole('tabpanel');
        expect(within(panel).getByRole('heading', { name: 'Devices sections' })).toBeVisible();
        expect(within(panel).queryByRole('alert')).not.toBeInTheDocument();
        expect(
          within(panel).queryByRole('heading', { name: 'Billing sections' }),
        ).not.toBeInTheDocument();
      });
    });
  });

  describe('given a single tab', () => {
    it('then its sections show without a tab bar', () => {
      renderInfo([{ title: 'Devices' }]);
      expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Devices sections' })).toBeInTheDocument();
    });
  });
});

describe('HelpfulInfo in Spanish', () => {
  it("links the account-lock alert with 'Desbloquee su cuenta'", () => {
    render(
      <HelpfulInfo
        heading="Información útil"
        headingId="helpfulInfoSection"
        locale="es"
        tabs={[{ title: 'Facturación', lockAlert: { title: 'Cuenta bloqueada', url: '/u' } }]}
      />,
    );
    expect(screen.getByRole('link', { name: 'Desbloquee su cuenta' })).toHaveAttribute(
      'href',
      '/u',
    );
  });
});
