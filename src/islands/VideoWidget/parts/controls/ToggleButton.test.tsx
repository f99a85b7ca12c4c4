// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ToggleButton } from './ToggleButton.tsx';

const titles = { pressed: 'Hide captions', unpressed: 'Show captions' };

describe('ToggleButton', () => {
  it('keeps its name, and says pressed and its title from the state', () => {
    const view = render(
      <ToggleButton
        label="Captions"
        pressed={false}
        titles={titles}
        icon={<svg />}
        onToggle={vi.fn()}
      />,
    );
    const button = screen.getByRole('button', { name: 'Captions' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(button).toHaveAttribute('title', 'Show captions');
    view.rerender(
      <ToggleButton label="Captions" pressed titles={titles} icon={<svg />} onToggle={vi.fn()} />,
    );
    expect(screen.getByRole('button', { name: 'Captions' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(button).toHaveAttribute('title', 'Hide captions');
  });

  it('with a panel to control it says expanded and names the panel instead', async () => {
    const onToggle = vi.fn();
    render(
      <ToggleButton
        label="Transcript"
        pressed
        controls="panel-1"
        titles={{ pressed: 'Hide transcript', unpressed: 'Show transcript' }}
        icon={<svg />}
        onToggle={onToggle}
      />,
    );
    const button = screen.getByRole('button', { name: 'Transcript' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAttribute('aria-controls', 'panel-1');
    expect(button).not.toHaveAttribute('aria-pressed');
    await userEvent.setup().click(button);
    expect(onToggle).toHaveBeenCalledOnce();
  });
});
