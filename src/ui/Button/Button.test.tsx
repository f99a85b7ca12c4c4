// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode, SubmitEvent } from 'react';
import { VIDEO_MODAL_EVENT } from '../Link/dispatch.ts';
import { Button } from './Button.tsx';
import { renderInLocale } from '../../../tests/support/locale.tsx';

describe('Button', () => {
  it('defaults to a large primary button and calls onClick', async () => {
    const onClick = vi.fn();
    render(<Button text="Check coverage" onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Check coverage' });
    expect(button).toHaveAttribute('data-size', 'large');
    expect(button).toHaveAttribute('data-variant', 'primary');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['small', 'secondary'],
    ['large', 'smallPrimaryCta'],
  ] as const)('takes size %s and variant %s', (size, variant) => {
    render(<Button text="Go" configs={{ size, variant }} />);
    const button = screen.getByRole('button', { name: 'Go' });
    expect(button).toHaveAttribute('data-size', size);
    expect(button).toHaveAttribute('data-variant', variant);
  });

  it('ignores clicks when disabled', async () => {
    const onClick = vi.fn();
    render(<Button text="Pay bill" configs={{ disabled: true }} onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Pay bill' });
    expect(button).toBeDisabled();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('a disabled link-button is a disabled button, not a link', () => {
    render(<Button text="Upgrade" href="/upgrade" configs={{ disabled: true }} />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upgrade' })).toBeDisabled();
  });

  it('ignores clicks while the spinner shows and reports busy', async () => {
    const onClick = vi.fn();
    render(<Button text="Saving" configs={{ spinner: true }} onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Saving' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('add to cart becomes disabled after one click and keeps focus', async () => {
    const onClick = vi.fn();
    render(<Button text="Add to cart" configs={{ function: 'addToCart' }} onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Add to cart' });
    await userEvent.click(button);
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveFocus();
  });

  it('new tab renders a link with noopener and an announced hint', () => {
    render(
      <Button
        text="Store locator"
        href="https://example.com/stores"
        configs={{ function: 'newTab' }}
      />,
    );
    const link = screen.getByRole('link', { name: 'Store locator (opens in a new tab)' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('appends accessibility text to the accessible name', () => {
    render(<Button text="Learn more" href="/esim" accessibilityText="about eSIM" />);
    expect(screen.getByRole('link', { name: 'Learn more about eSIM' })).toHaveAttribute(
      'href',
      '/esim',
    );
  });

  it.each([
    ['modal', 'medium', undefined],
    ['emailCaptureModal', 'small', 'email-capture'],
    ['coveredCountriesModal', 'large', 'covered-countries'],
  ] as const)('function %s opens a %s dialog', async (fn, size, kind) => {
    render(
      <Button
        text="Open"
        modalTitle="Details"
        modalContent={<p>Body copy</p>}
        configs={{ function: fn }}
      />,
    );
    const button = screen.getByRole('button', { name: 'Open' });
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    await userEvent.click(button);
    const dialog = screen.getByRole('dialog', { name: 'Details' });
    expect(dialog).toHaveAttribute('data-size', size);
    if (kind) expect(dialog).toHaveAttribute('data-kind', kind);
    expect(screen.getByText('Body copy')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('configured modal size wins', async () => {
    render(<Button text="Open" configs={{ function: 'modal', modalSize: 'large' }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('dialog', { name: 'Open' })).toHaveAttribute('data-size', 'large');
  });

  it('with video data, asks for a video modal through the shared DOM event', async () => {
    const listener = vi.fn();
    document.addEventListener(VIDEO_MODAL_EVENT, listener);
    render(
      <Button
        text="Watch how"
        href="/videos/5000858"
        videoBackgroundData={{ videoId: '5000858' }}
      />,
    );
    const button = screen.getByRole('button', { name: 'Watch how' });
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    await userEvent.click(button);
    expect((listener.mock.calls[0]?.[0] as CustomEvent).detail).toEqual({ videoId: '5000858' });
    document.removeEventListener(VIDEO_MODAL_EVENT, listener);
  });

  describe('the submit variant', () => {
    /** A form as a page has it: a search field and the button; what it submits is recorded. */
    function renderForm(button: ReactNode) {
      const onSubmit = vi.fn((event: SubmitEvent<HTMLFormElement>) => event.preventDefault());
      render(
        <form aria-label="Search" onSubmit={onSubmit}>
          <label htmlFor="q">Search support</label>
          <input id="q" name="q" type="search" />
          {button}
        </form>,
      );
      return { onSubmit, box: screen.getByRole('searchbox', { name: 'Search support' }) };
    }

    it('is the submit button of its form: a click submits it', async () => {
      const user = userEvent.setup();
      const onClick = vi.fn();
      const { onSubmit } = renderForm(<Button type="submit" text="Search" onClick={onClick} />);
      const button = screen.getByRole('button', { name: 'Search' });
      expect(button).toHaveAttribute('type', 'submit');
      await user.click(button);
      expect(onClick).toHaveBeenCalledTimes(1);
      expect(onSubmit).toHaveBeenCalledTimes(1);
      expect(onSubmit.mock.calls[0]?.[0].nativeEvent).toHaveProperty('submitter', button);
    });

    it('lets Enter in a field of the form submit it through the button', async () => {
      const user = userEvent.setup();
      const { onSubmit, box } = renderForm(<Button type="submit" text="Search" />);
      await user.type(box, 'unlock{Enter}');
      expect(onSubmit).toHaveBeenCalledTimes(1);
      expect(onSubmit.mock.calls[0]?.[0].nativeEvent).toHaveProperty(
        'submitter',
        screen.getByRole('button', { name: 'Search' }),
      );
    });

    it('does not submit while busy', async () => {
      const user = userEvent.setup();
      const { onSubmit } = renderForm(
        <Button type="submit" text="Search" configs={{ spinner: true }} />,
      );
      await user.click(screen.getByRole('button', { name: 'Search' }));
      expect(onSubmit).not.toHaveBeenCalled();
    });
  });

  it('every other button stays type="button" and does not submit a form it is in', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((event: SubmitEvent<HTMLFormElement>) => event.preventDefault());
    render(
      <form aria-label="Settings" onSubmit={onSubmit}>
        <Button text="Check coverage" />
        <Button text="Open" configs={{ function: 'modal' }} />
      </form>,
    );
    for (const name of ['Check coverage', 'Open']) {
      const button = screen.getByRole('button', { name });
      expect(button).toHaveAttribute('type', 'button');
      await user.click(button);
      await user.keyboard('{Escape}');
    }
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('Button in Spanish', () => {
  it('announces a new tab in Spanish', () => {
    renderInLocale(
      <Button
        text="Buscar tiendas"
        href="https://example.com/stores"
        configs={{ function: 'newTab' }}
      />,
      'es',
    );
    expect(
      screen.getByRole('link', { name: 'Buscar tiendas (se abre en una pestaña nueva)' }),
    ).toBeInTheDocument();
  });

  it("names its modal's close control in Spanish", async () => {
    renderInLocale(
      <Button
        text="Países incluidos"
        configs={{ function: 'coveredCountriesModal' }}
        modalContent={<p>México y Canadá.</p>}
      />,
      'es',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Países incluidos' }));
    expect(
      within(screen.getByRole('dialog', { name: 'Países incluidos' })).getByRole('button', {
        name: 'Cerrar',
      }),
    ).toBeInTheDocument();
  });
});

// Checked by the type checker (npm run check), not at run time: a submit button cannot be a link,
// a modal or a video opener. Each line fails the check if the props ever allow it.
void (() => (
  <>
    {/* @ts-expect-error a submit button has no href */}
    <Button type="submit" text="Go" href="/go" />
    {/* @ts-expect-error nor a modal function */}
    <Button type="submit" text="Go" configs={{ function: 'modal' }} />
    {/* @ts-expect-error nor video data */}
    <Button type="submit" text="Go" videoBackgroundData={{ videoId: '1' }} />
  </>
));
