// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { siteAnalytics } from '../../analytics/data-layer.ts';
import { clickAsReplay } from '../../domain/replayed-click.ts';
import { Link } from './Link.tsx';
import { VIDEO_MODAL_EVENT } from './dispatch.ts';
import type { LinkType } from './link-types.ts';
import { renderInLocale } from '../../../tests/support/locale.tsx';

beforeEach(() => {
  window.dataLayer = [];
  siteAnalytics.reset();
});

function stopNavigation() {
  // jsdom does not navigate; still, keep clicks from trying.
  const handler = (event: Event) => event.preventDefault();
  document.addEventListener('click', handler);
  return () => document.removeEventListener('click', handler);
}

describe('Link (React)', () => {
  it('pushes Link_Click with the visible text, destination and default Body position', async () => {
    const restore = stopNavigation();
    render(
      <Link href="/support/sim" analyticsExtras={{ section: 'faq' }}>
        SIM card help
      </Link>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'SIM card help' }));
    expect(window.dataLayer).toEqual([
      {
        event: 'Link_Click',
        action: 'linkClick',
        linkDestinationUrl: '/support/sim',
        linkName: 'SIM card help',
        linkPosition: 'Body',
        section: 'faq',
        // An anonymous visitor's consent state (spec §7: every event carries it).
        consentState: 'unchecked',
        recognised: false,
        authenticated: false,
      },
    ]);
    restore();
  });

  it('does not report a click the replay directive repeats (the visitor’s own was reported)', async () => {
    const restore = stopNavigation();
    render(<Link href="/support/article/wireless/KM1">Reset network settings</Link>);
    const link = screen.getByRole('link', { name: 'Reset network settings' });
    await userEvent.click(link);
    clickAsReplay(link);
    restore();
    expect(window.dataLayer).toEqual([expect.objectContaining({ event: 'Link_Click' })]);
  });

  it('opens in a new tab with noopener and announces it', () => {
    render(
      <Link href="https://example.com/coverage" isNewTab>
        Coverage map
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Coverage map (opens in a new tab)' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('falls back to the inline type for unknown types', () => {
    // An out-of-list value, as untyped CMS data could deliver.
    const unknownType = 'sparkly' as unknown as LinkType;
    render(
      <Link href="/a" type={unknownType}>
        A
      </Link>,
    );
    expect(screen.getByRole('link', { name: 'A' })).toHaveAttribute('data-type', 'inline');
  });

  it('renders an app-store badge named by the store', () => {
    render(<Link href="https://apps.apple.com/app" appsDownload="apple-lg" />);
    expect(screen.getByRole('link', { name: 'Download on the App Store' })).toBeInTheDocument();
  });

  it('dispatch modal opens a dialog instead of navigating', async () => {
    render(
      <Link
        href="/plans"
        dispatch={{
          kind: 'modal',
          title: 'Plan details',
          children: <p>Unlimited talk and text.</p>,
        }}
      >
        Plan details
      </Link>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Plan details' }));
    // The dialog's code loads with its first opening.
    expect(await screen.findByRole('dialog', { name: 'Plan details' })).toHaveTextContent(
      'Unlimited talk and text.',
    );
  });

  it('dispatch videoModal fires the video modal event with the id', async () => {
    const listener = vi.fn();
    document.addEventListener(VIDEO_MODAL_EVENT, listener);
    render(
      <Link href="/videos/5001039" dispatch={{ kind: 'videoModal', videoId: '5001039' }}>
        Watch: set up eSIM
      </Link>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Watch: set up eSIM' }));
    expect(listener).toHaveBeenCalledTimes(1);
    expect((listener.mock.calls[0]?.[0] as CustomEvent).detail).toEqual({ videoId: '5001039' });
    document.removeEventListener(VIDEO_MODAL_EVENT, listener);
  });

  it('dispatch event fires the named CustomEvent with its data and prevents navigation', async () => {
    let seen: CustomEvent | undefined;
    const listener = (event: Event) => {
      seen = event as CustomEvent;
    };
    document.addEventListener('chat:open', listener);
    render(
      <Link
        href="/chat"
        dispatch={{ kind: 'event', name: 'chat:open', data: { topic: 'billing' } }}
      >
        Chat with us
      </Link>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Chat with us' }));
    expect(seen?.detail).toEqual({ topic: 'billing' });
    document.removeEventListener('chat:open', listener);
  });
});

describe('Link in Spanish', () => {
  it('names a store badge and a new tab in Spanish, and reports the badge by its English name', async () => {
    const restore = stopNavigation();
    renderInLocale(
      <Link href="https://apps.apple.com/app" appsDownload="apple-lg" isNewTab />,
      'es',
    );
    const link = screen.getByRole('link', {
      name: 'Descargar en el App Store (se abre en una pestaña nueva)',
    });
    expect(link.querySelector('svg')?.textContent).toContain('Descargar en el');
    await userEvent.click(link);
    expect(window.dataLayer).toContainEqual(
      expect.objectContaining({ linkName: 'Download on the App Store' }),
    );
    restore();
  });

  it("names a modal link's close control in Spanish", async () => {
    renderInLocale(
      <Link
        href="/plans"
        dispatch={{ kind: 'modal', title: 'Detalles del plan', children: <p>Ilimitado.</p> }}
      >
        Detalles del plan
      </Link>,
      'es',
    );
    await userEvent.click(screen.getByRole('link', { name: 'Detalles del plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Detalles del plan' });
    expect(dialog).toContainElement(screen.getByRole('button', { name: 'Cerrar' }));
  });
});
