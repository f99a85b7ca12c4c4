// The one dialog specification (WAI-ARIA Authoring Practices, modal dialog pattern), run by the
// component tests of every modal surface: Modal, Drawer and the video player's ModalFrame.
import { act, render, screen } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { focusableWithin } from '../../src/ui/shared/focus.ts';
import { setupFakeTimersUser } from './test-timers.ts';

export interface DialogUnderTest {
  /** Whether it may be dismissed with Escape and outside clicks (false: action required). */
  dismissible: boolean;
  /** Closes the dialog: called by the dialog when the visitor asks to close it. */
  onClose: () => void;
  /** Two buttons, 'First inside' and 'Last inside', to put in the dialog's content. */
  children: ReactNode;
}

export interface DialogBehaviourOptions {
  /** Renders the open dialog. */
  renderDialog: (props: DialogUnderTest) => ReactNode;
  /** Whether the dialog has an action-required variant (ignores Escape and outside clicks). */
  actionRequired?: boolean;
}

/** Longer than any opening or closing animation of the library (the drawer's 500 ms). */
const SETTLE_MS = 1000;

function Page({ dismissible, renderDialog }: { dismissible: boolean } & DialogBehaviourOptions) {
  const [open, setOpen] = useState(false);
  return (
    <main>
      <button type="button" onClick={() => setOpen(true)}>
        Open the dialog
      </button>
      <p>Page text</p>
      {open &&
        renderDialog({
          dismissible,
          onClose: () => setOpen(false),
          children: (
            <>
              <button type="button">First inside</button>
              <button type="button">Last inside</button>
            </>
          ),
        })}
    </main>
  );
}

async function openDialog(options: DialogBehaviourOptions, dismissible = true) {
  const user = setupFakeTimersUser();
  render(<Page dismissible={dismissible} {...options} />);
  const opener = screen.getByRole('button', { name: 'Open the dialog' });
  await user.click(opener);
  const settle = () => act(() => vi.advanceTimersByTime(SETTLE_MS));
  settle();
  const dialog = screen.getByRole('dialog');
  const focusables = focusableWithin(dialog);
  const isOpen = () => screen.queryByRole('dialog') !== null;
  return { user, opener, dialog, focusables, settle, isOpen };
}

const html = () => document.documentElement;

/**
 * The modal dialog behaviour every dialog must have, as one suite:
 * `describeDialogBehaviour('Modal', { renderDialog: (props) => <Modal open … /> })`.
 */
export function describeDialogBehaviour(name: string, options: DialogBehaviourOptions) {
  describe(`${name} as a modal dialog`, () => {
    beforeEach(() => {
      html().style.overflow = 'scroll';
    });
    afterEach(() => {
      vi.useRealTimers();
      html().style.overflow = '';
    });

    describe('when opened', () => {
      it('moves focus inside the dialog', async () => {
        const { dialog } = await openDialog(options);
        expect(dialog).toContainElement(document.activeElement as HTMLElement);
      });

      it('keeps Tab inside: from the last focusable element Tab wraps to the first', async () => {
        const { user, focusables } = await openDialog(options);
        act(() => focusables.at(-1)?.focus());
        await user.tab();
        expect(focusables[0]).toHaveFocus();
      });

      it('keeps Shift+Tab inside: from the first focusable element it wraps to the last', async () => {
        const { user, focusables } = await openDialog(options);
        act(() => focusables[0]?.focus());
        await user.tab({ shift: true });
        expect(focusables.at(-1)).toHaveFocus();
      });

      it('moves Tab through every focusable element without leaving the dialog', async () => {
        const { user, dialog, focusables } = await openDialog(options);
        for (let step = 0; step < focusables.length * 2; step += 1) {
          await user.tab();
          expect(dialog).toContainElement(document.activeElement as HTMLElement);
        }
      });

      it('makes the rest of the page inert, but not the dialog', async () => {
        const { opener, dialog } = await openDialog(options);
        expect(opener.closest('[inert]')).not.toBeNull();
        expect(screen.getByText('Page text').closest('[inert]')).not.toBeNull();
        expect(dialog.closest('[inert]')).toBeNull();
      });

      it('locks scrolling on <html> and nowhere else', async () => {
        await openDialog(options);
        expect(html().style.overflow).toBe('hidden');
        expect(document.body.style.overflow).toBe('');
      });

      it('stays open after a click inside the dialog', async () => {
        const { user, focusables, settle, isOpen } = await openDialog(options);
        await user.click(focusables.at(-1) as HTMLElement);
        settle();
        expect(isOpen()).toBe(true);
      });

      it('stays open after a drag that starts inside and ends outside the dialog', async () => {
        const { user, focusables, settle, isOpen } = await openDialog(options);
        await user.pointer([
          { keys: '[MouseLeft>]', target: focusables.at(-1) as HTMLElement },
          { target: document.body },
          { keys: '[/MouseLeft]', target: document.body },
        ]);
        settle();
        expect(isOpen()).toBe(true);
      });
    });

    describe.each([
      [
        'Escape is pressed',
        (user: ReturnType<typeof setupFakeTimersUser>) => user.keyboard('{Escape}'),
      ],
      [
        'the visitor clicks outside the dialog',
        (user: ReturnType<typeof setupFakeTimersUser>) => user.click(document.body),
      ],
    ])('when %s', (_when, dismiss) => {
      it('closes', async () => {
        const { user, settle, isOpen } = await openDialog(options);
        await dismiss(user);
        settle();
        expect(isOpen()).toBe(false);
      });

      it('returns focus to the opener', async () => {
        const { user, opener, settle } = await openDialog(options);
        await dismiss(user);
        settle();
        expect(opener).toHaveFocus();
      });

      it('makes the page live again', async () => {
        const { user, settle } = await openDialog(options);
        await dismiss(user);
        settle();
        expect(document.querySelector('[inert]')).toBeNull();
      });

      it('restores the scrolling of <html> as it was', async () => {
        const { user, settle } = await openDialog(options);
        await dismiss(user);
        settle();
        expect(html().style.overflow).toBe('scroll');
      });
    });

    if (options.actionRequired) {
      describe('given an action-required dialog', () => {
        it('ignores Escape', async () => {
          const { user, settle, isOpen } = await openDialog(options, false);
          await user.keyboard('{Escape}');
          settle();
          expect(isOpen()).toBe(true);
        });

        it('ignores outside clicks', async () => {
          const { user, settle, isOpen } = await openDialog(options, false);
          await user.click(document.body);
          settle();
          expect(isOpen()).toBe(true);
        });
      });
    }
  });
}
