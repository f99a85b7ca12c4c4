// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describeDialogBehaviour } from '../../../tests/support/dialog-behaviour.tsx';
import { renderInLocale } from '../../../tests/support/locale.tsx';
import { setupFakeTimersUser } from '../../../tests/support/test-timers.ts';
import type { Locale } from '../../domain/i18n/locales.ts';
import { Drawer, type DrawerProps } from './Drawer.tsx';

function Host(props: Partial<DrawerProps> & { onClosed?: () => void }) {
  const [open, setOpen] = useState(false);
  const { onClosed, ...rest } = props;
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open SIM help
      </button>
      <p>Outside text</p>
      <Drawer
        title="SIM card help"
        {...rest}
        open={open}
        onClose={() => {
          onClosed?.();
          setOpen(false);
        }}
      >
        <a href="#one">First link</a>
        <button type="button">Last button</button>
      </Drawer>
    </>
  );
}

function setup(props: Partial<DrawerProps> = {}, locale?: Locale) {
  const user = setupFakeTimersUser();
  const onClosed = vi.fn();
  const host = <Host {...props} onClosed={onClosed} />;
  if (locale) renderInLocale(host, locale);
  else render(host);
  return { user, onClosed };
}

async function openDrawer(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Open SIM help' }));
  return screen.getByRole('dialog', { name: 'SIM card help' });
}

const root = (dialog: HTMLElement) => dialog.parentElement as HTMLElement;

afterEach(() => {
  vi.useRealTimers();
});

describeDialogBehaviour('Drawer', {
  actionRequired: true,
  renderDialog: ({ dismissible, onClose, children }) => (
    <Drawer open title="SIM card help" actionRequired={!dismissible} onClose={onClose}>
      {children}
    </Drawer>
  ),
});

describe('Drawer', () => {
  it('is a labelled modal dialog that shows as open only after 100 ms', async () => {
    const { user } = setup();
    const dialog = await openDrawer(user);
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(root(dialog)).toHaveAttribute('data-state', 'closed');
    act(() => vi.advanceTimersByTime(99));
    expect(root(dialog)).toHaveAttribute('data-state', 'closed');
    act(() => vi.advanceTimersByTime(1));
    expect(root(dialog)).toHaveAttribute('data-state', 'open');
  });

  it('defaults to the right side, small size and a 44 px mobile header', async () => {
    const { user } = setup();
    const dialog = await openDrawer(user);
    expect(dialog).toHaveAttribute('data-position', 'right');
    expect(dialog).toHaveAttribute('data-size', 'small');
    expect(dialog.style.getPropertyValue('--drawer-size')).toBe('30%');
    expect(dialog.style.getPropertyValue('--drawer-mobile-header')).toBe('44px');
  });

  it.each([
    ['medium', '50%'],
    ['large', '90%'],
    ['full', '100%'],
  ] as const)('size %s takes %s', async (size, percent) => {
    const { user } = setup({ size, position: 'bottom' });
    const dialog = await openDrawer(user);
    expect(dialog.style.getPropertyValue('--drawer-size')).toBe(percent);
    expect(dialog).toHaveAttribute('data-position', 'bottom');
  });

  it('moves focus inside on open and traps Tab in both directions', async () => {
    const { user } = setup();
    await openDrawer(user);
    const close = screen.getByRole('button', { name: 'Close' });
    expect(close).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'First link' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Last button' })).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Last button' })).toHaveFocus();
  });

  it.each([
    ['Escape', async (user: ReturnType<typeof userEvent.setup>) => user.keyboard('{Escape}')],
    [
      'the close button',
      async (user: ReturnType<typeof userEvent.setup>) =>
        user.click(screen.getByRole('button', { name: 'Close' })),
    ],
    [
      'an outside click',
      async (user: ReturnType<typeof userEvent.setup>) => user.click(document.body),
    ],
  ])(
    'closes on %s, calls the close handler after 500 ms and returns focus',
    async (_name, action) => {
      const { user, onClosed } = setup();
      const dialog = await openDrawer(user);
      act(() => vi.advanceTimersByTime(100));
      await action(user);
      expect(root(dialog)).toHaveAttribute('data-state', 'closed');
      act(() => vi.advanceTimersByTime(499));
      expect(onClosed).not.toHaveBeenCalled();
      act(() => vi.advanceTimersByTime(1));
      expect(onClosed).toHaveBeenCalledTimes(1);
      act(() => vi.advanceTimersByTime(500));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Open SIM help' })).toHaveFocus();
    },
  );

  it('ignores Escape and outside clicks when action is required, but the close button works', async () => {
    const { user, onClosed } = setup({ actionRequired: true });
    await openDrawer(user);
    act(() => vi.advanceTimersByTime(100));
    await user.keyboard('{Escape}');
    await user.click(screen.getByText('Outside text'));
    act(() => vi.advanceTimersByTime(1000));
    expect(onClosed).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    act(() => vi.advanceTimersByTime(500));
    expect(onClosed).toHaveBeenCalledTimes(1);
  });

  it('closed by its host: plays the 500 ms exit, unmounts, and does not call the close handler', () => {
    vi.useFakeTimers();
    const onClose = vi.fn();
    const { rerender } = render(
      <Drawer open title="Roaming" onClose={onClose}>
        <p>Body</p>
      </Drawer>,
    );
    act(() => vi.advanceTimersByTime(100));
    rerender(
      <Drawer open={false} title="Roaming" onClose={onClose}>
        <p>Body</p>
      </Drawer>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Roaming' });
    expect(root(dialog)).toHaveAttribute('data-state', 'closed');
    act(() => vi.advanceTimersByTime(500));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('Drawer in Spanish', () => {
  it('names its close control in Spanish', async () => {
    const { user } = setup({}, 'es');
    const dialog = await openDrawer(user);
    expect(dialog).toContainElement(screen.getByRole('button', { name: 'Cerrar' }));
  });
});
