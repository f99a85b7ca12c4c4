// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import PageAlerts, { type PageAlert } from './PageAlerts.tsx';

const alerts: PageAlert[] = [
  { id: 'i', kind: 'info', message: 'New plans are available.' },
  {
    id: 'w',
    kind: 'warning',
    title: 'Outage',
    message: 'Service is degraded in your area.',
    link: { href: '/outages', text: 'See outages' },
  },
  { id: 'e', kind: 'error', message: 'We could not load your account.' },
];

describe('PageAlerts', () => {
  describe('given alerts of several kinds in any order', () => {
    it('then they show error first, then warning, then info', () => {
      render(<PageAlerts alerts={alerts} />);
      const text = document.body.textContent ?? '';
      const order = ['We could not load', 'Service is degraded', 'New plans'].map((t) =>
        text.indexOf(t),
      );
      expect(order.every((at) => at >= 0)).toBe(true);
      expect([...order].sort((a, b) => a - b)).toEqual(order);
    });

    it('then a warning keeps its title and link', () => {
      render(<PageAlerts alerts={alerts} />);
      const warning = screen
        .getAllByRole('alert')
        .find((el) => el.textContent?.includes('Service is degraded'));
      expect(warning).toBeDefined();
      expect(within(warning as HTMLElement).getByText('Outage')).toBeInTheDocument();
      expect(
        within(warning as HTMLElement).getByRole('link', { name: 'See outages' }),
      ).toHaveAttribute('href', '/outages');
    });

    it('then the error alert cannot be dismissed', () => {
      render(<PageAlerts alerts={[alerts[2] as PageAlert]} />);
      expect(screen.queryByRole('button')).not.toBeInTheDocument();
    });
  });

  describe('when the visitor dismisses the info alert', () => {
    it('then it disappears and the others stay', async () => {
      const user = userEvent.setup();
      render(<PageAlerts alerts={alerts} />);
      const info = screen.getByRole('status');
      await user.click(within(info).getByRole('button'));
      expect(screen.queryByText('New plans are available.')).not.toBeInTheDocument();
      expect(screen.getByText('Service is degraded in your area.')).toBeInTheDocument();
      expect(screen.getByText('We could not load your account.')).toBeInTheDocument();
    });
  });
});

describe('PageAlerts on a Spanish page', () => {
  it('marks an English banner lang="en" (its title, message and link), and leaves a Spanish one and its own texts unmarked', () => {
    render(
      <PageAlerts
        locale="es"
        alerts={[
          {
            id: 'en',
            kind: 'warning',
            title: 'Watch out for scams',
            message: 'Never share a code.',
            link: { href: '/scams', text: 'Learn more' },
            lang: 'en',
          },
          { id: 'es', kind: 'info', title: 'Novedad', message: 'Administre su eSIM.' },
        ]}
      />,
    );
    for (const text of ['Watch out for scams', 'Never share a code.', 'Learn more'])
      expect(screen.getByText(text).closest('[lang]'), text).toHaveAttribute('lang', 'en');
    expect(screen.getByText('Novedad').closest('[lang]')).toBeNull();
    // The banner's own texts are the page's: its dismiss button is named in Spanish, outside the mark.
    const [dismiss] = screen.getAllByRole('button');
    expect(dismiss?.getAttribute('aria-label')).toBeTruthy();
    expect(dismiss?.closest('[lang]')).toBeNull();
    expect(dismiss?.getAttribute('aria-label')).not.toMatch(/scams/);
  });
});
