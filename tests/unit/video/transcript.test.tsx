// @vitest-environment jsdom
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TranscriptPanel } from '../../../src/islands/VideoWidget/parts/TranscriptPanel.tsx';
import type { Cue } from '../../../src/video/captions.ts';

const cues: Cue[] = [
  { begin: 0, end: 2, text: 'Welcome to support.' },
  { begin: 2, end: 4, text: 'In this short video' },
  { begin: 4, end: 6, text: 'we show how to restart your phone.' },
  { begin: 6, end: 8, text: 'Hold the power button.' },
];

function setup(time = 0) {
  const onSeek = vi.fn();
  const onPrint = vi.fn();
  const onInteract = vi.fn();
  const ui = (t: number) => (
    <TranscriptPanel
      id="t"
      cues={cues}
      time={t}
      onSeek={onSeek}
      onPrint={onPrint}
      onInteract={onInteract}
      searchReportDelayMs={0}
    />
  );
  const view = render(ui(time));
  return {
    onSeek,
    onPrint,
    onInteract,
    rerender: (t: number) => view.rerender(ui(t)),
    user: userEvent.setup(),
  };
}

const lines = () =>
  within(screen.getByRole('region', { name: 'Transcript' })).getAllByRole('listitem', {
    hidden: true,
  });
const visibleLines = () => lines().filter((li) => !li.hidden);

describe('TranscriptPanel', () => {
  it('lists caption sentences with timecodes', () => {
    setup();
    expect(lines().map((li) => li.textContent)).toEqual([
      '0:00 Welcome to support.',
      '0:02 In this short video we show how to restart your phone.',
      '0:06 Hold the power button.',
    ]);
  });

  it('on a line click it seeks to the sentence start', async () => {
    const { onSeek, user } = setup();
    await user.click(screen.getByRole('button', { name: /Hold the power button/ }));
    expect(onSeek).toHaveBeenCalledWith(6, '1');
  });

  it('highlights the line holding the current time', () => {
    const { rerender } = setup(3);
    expect(screen.getByRole('button', { name: /In this short video/ })).toHaveAttribute(
      'aria-current',
      'true',
    );
    rerender(7);
    expect(screen.getByRole('button', { name: /Hold the power/ })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(screen.getByRole('button', { name: /In this short video/ })).not.toHaveAttribute(
      'aria-current',
    );
  });

  it('filters (lower-cased, trimmed, more than 3 characters), marks matches and hides other lines', async () => {
    const { user, onInteract } = setup();
    const filter = screen.getByRole('textbox', { name: 'Content filter' });
    await user.type(filter, '  POWER ');
    expect(visibleLines()).toHaveLength(1);
    expect(screen.getByText('power', { selector: 'mark' })).toBeInTheDocument();
    await act(() => new Promise((r) => setTimeout(r, 5)));
    expect(onInteract).toHaveBeenCalledWith('Transcript Search Button', '13', 'power');

    await user.clear(filter);
    await user.type(filter, 'pow');
    expect(visibleLines()).toHaveLength(3);
    expect(document.querySelector('mark')).toBeNull();
  });

  it('on Print Transcript it prints and reports the print button', async () => {
    const { user, onPrint, onInteract } = setup();
    await user.click(screen.getByRole('button', { name: 'Print Transcript' }));
    expect(onPrint).toHaveBeenCalledOnce();
    expect(onInteract).toHaveBeenCalledWith('Transcript Print Button', '1');
  });
});
