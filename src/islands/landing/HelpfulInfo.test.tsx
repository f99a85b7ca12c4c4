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

describe('HelpfulInfo with the English block on a Spanish page', () => {
  const renderEnglish = (given: HelpfulInfoTab[], contentLang?: 'en') =>
    render(
      <HelpfulInfo
        heading="Información útil"
        headingId="moreHelpHeading"
        tabs={given}
        locale="es"
        {...(contentLang ? { contentLang } : {})}
        {...panels(given)}
      />,
    );
  const languageOf = (element: Element) => element.closest('[lang]')?.getAttribute('lang');

  it('marks the tab names and the lock alert’s text lang="en", not the heading or its own texts', () => {
    renderEnglish(tabs, 'en');
    for (const tab of screen.getAllByRole('tab')) expect(languageOf(tab)).toBe('en');
    expect(languageOf(screen.getByRole('heading', { level: 2 }))).toBeUndefined();
    // The tab list's name is the Spanish heading: only the names inside it are English.
    expect(languageOf(screen.getByRole('tablist'))).toBeUndefined();
    expect(languageOf(screen.getByText('Your account is locked'))).toBe('en');
    // The panel stays in the page's language: the unlock link is the product's Spanish.
    expect(languageOf(screen.getByRole('link', { name: 'Desbloquee su cuenta' }))).toBeUndefined();
  });

  it('marks nothing when the tabs are in the page language', () => {
    const { container } = renderEnglish(tabs);
    expect(container.querySelector('[lang]')).toBeNull();
  });

  it('a single tab has no tab bar to mark, only its alert’s message', () => {
    const [first] = tabs;
    const { container } = renderEnglish([first as HelpfulInfoTab], 'en');
    expect(container.querySelectorAll('[lang]')).toHaveLength(1);
    expect(languageOf(screen.getByText('Your account is locked'))).toBe('en');
  });
});
