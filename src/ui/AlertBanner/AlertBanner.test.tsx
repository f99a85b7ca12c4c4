// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AlertBanner, AlertList } from './AlertBanner.tsx';
import { renderInLocale } from '../../../tests/support/locale.tsx';

describe('AlertBanner', () => {
  it.each([
    ['info', 'status'],
    ['success', 'status'],
    ['warning', 'alert'],
    ['error', 'alert'],
  ] as const)('%s uses role %s and names its kind', (kind, role) => {
    render(<AlertBanner kind={kind} title="Service notice" />);
    const banner = screen.getByRole(role);
    expect(banner).toHaveAttribute('data-kind', kind);
    expect(banner).toHaveTextContent('Service notice');
  });

  it('is dismissed by its button', async () => {
    const onDismiss = vi.fn();
    render(<AlertBanner kind="warning" title="Outage in your area" onDismiss={onDismiss} />);
    await userEvent.click(
      screen.getByRole('button', { name: 'Dismiss Outage in your area alert' }),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('never offers a dismiss button for errors, even when asked', () => {
    render(<AlertBanner kind="error" title="Payment failed" dismissible />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows a link inside the banner', () => {
    render(
      <AlertBanner
        kind="info"
        title="New eSIM support"
        link={{ href: '/support/esim', text: 'Learn about eSIM' }}
      />,
    );
    expect(screen.getByRole('status')).toContainElement(
      screen.getByRole('link', { name: 'Learn about eSIM' }),
    );
  });

  it('AlertList renders alerts in spec order', () => {
    render(
      <AlertList
        alerts={[
          { id: '1', kind: 'success', title: 'Payment received' },
          { id: '2', kind: 'error', title: 'Card declined' },
          { id: '3', kind: 'info', title: 'Maintenance Sunday' },
          { id: '4', kind: 'warning', title: 'Outage nearby' },
        ]}
      />,
    );
    const titles = [...screen.getAllByRole('alert'), ...screen.getAllByRole('status')]
      .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1))
      .map((el) => el.querySelector('strong')?.textContent);
    expect(titles).toEqual([
      'Card declined',
      'Outage nearby',
      'Maintenance Sunday',
      'Payment received',
    ]);
  });
});

describe('AlertBanner in Spanish', () => {
  it('names its kind and its dismiss button in Spanish', () => {
    renderInLocale(<AlertBanner kind="warning" title="Interrupción en su zona" />, 'es');
    expect(screen.getByRole('alert')).toHaveTextContent(/^Advertencia: Interrupción en su zona/);
    expect(
      screen.getByRole('button', { name: 'Cerrar la alerta: Interrupción en su zona' }),
    ).toBeInTheDocument();
  });

  it('names the dismiss button by its kind when it has no title', () => {
    renderInLocale(<AlertBanner kind="info" message="Mantenimiento el domingo" />, 'es');
    expect(screen.getByRole('button', { name: 'Cerrar el aviso informativo' })).toBeInTheDocument();
  });

  it('names every alert of a list in the page language', () => {
    renderInLocale(
      <AlertList
        alerts={[
          { id: '1', kind: 'success', title: 'Pago recibido' },
          { id: '2', kind: 'info', message: 'Nuevo' },
        ]}
      />,
      'es',
    );
    expect(screen.getByRole('button', { name: 'Cerrar la alerta: Pago recibido' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Cerrar el aviso informativo' })).toBeVisible();
  });
});

describe('AlertBanner with content in another language', () => {
  it('marks its title, message and a marked link lang="en"; its kind and dismiss button stay the page’s', () => {
    renderInLocale(
      <AlertBanner
        kind="info"
        title="Watch out for scams"
        message="Never share a code."
        link={{ href: '/scams', text: 'Learn more', lang: 'en' }}
        contentLang="en"
      />,
      'es',
    );
    for (const text of ['Watch out for scams', 'Never share a code.', 'Learn more'])
      expect(screen.getByText(text).closest('[lang]'), text).toHaveAttribute('lang', 'en');
    const dismiss = screen.getByRole('button');
    expect(dismiss.closest('[lang]')).toBeNull();
    // Named by its kind: a Spanish name around an English title would mix the two.
    expect(dismiss.getAttribute('aria-label')).not.toMatch(/scams/);
  });

  it('marks nothing without contentLang', () => {
    const { container } = render(
      <AlertBanner
        kind="info"
        title="Scams"
        message="Never share a code."
        link={{ href: '/s', text: 'More' }}
      />,
    );
    expect(container.querySelector('[lang]')).toBeNull();
  });
});
