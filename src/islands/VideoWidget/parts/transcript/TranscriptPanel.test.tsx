// @vitest-environment jsdom
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TranscriptPanel } from './TranscriptPanel.tsx';
import { groupSentences, type Cue } from '../../../../video/model/captions.ts';
import { renderInPlayer } from '../../../../../tests/support/player-context.tsx';

const cues: Cue[] = [
  { begin: 0, end: 2, text: 'Welcome to support.' },
  { begin: 2, end: 4, text: 'In this short video' },
  { begin: 4, end: 6, text: 'we show how to restart your phone.' },
  { begin: 6, end: 8, text: 'Hold the power button.' },
];

function setup(time = 0, searchReportDelayMs = 0) {
  const onSeek = vi.fn();
  const onPrint = vi.fn();
  const onInteract = vi.fn();
  const ui = (t: number) => (
    <TranscriptPanel
      id="t"
      sentences={groupSentences(cues)}
      time={t}
      onSeek={onSeek}
      onPrint={onPrint}
      onInteract={onInteract}
      searchReportDelayMs={searchReportDelayMs}
    />
  );
  const { view } = renderInPlayer(ui(time));
  return {
    view,
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

  it('scrolls the current line to the middle of the list (offsetTop is already list-relative)', () => {
    const { rerender, view } = setup(0);
    const list = view.container.querySelector('ol');
    if (!list) throw new Error('no list');
    // Layout as a browser would report it: the list sits 300 px down the page and shows 100 px;
    // each 40 px line's offsetTop is measured from the list (its offsetParent).
    Object.defineProperty(list, 'offsetTop', { value: 300 });
    Object.defineProperty(list, 'clientHeight', { value: 100 });
    let scrollTop = 0;
    Object.defineProperty(list, 'scrollTop', {
      get: () => scrollTop,
      set: (value: number) => (scrollTop = value),
    });
    list.querySelectorAll<HTMLElement>('button').forEach((line, i) => {
      Object.defineProperty(line, 'offsetTop', { value: i * 40 });
      Object.defineProperty(line, 'offsetHeight', { value: 40 });
    });
    rerender(7); // third sentence: top 80, centre 100 → scrollTop 100 - 50 = 50
    expect(scrollTop).toBe(50);
    rerender(3); // second sentence: top 40, centre 60 → 10
    expect(scrollTop).toBe(10);
  });

  it('filters (lower-cased, trimmed, more than 3 characters), marks matches and hides other lines', async () => {
    const { user, onInteract } = setup();
    const filter = screen.getByRole('textbox', { name: 'Content filter' });
    await user.type(filter, '  POWER ');
    expect(visibleLines()).toHaveLength(1);
    expect(screen.getByText('power', { selector: 'mark' })).toBeInTheDocument();
    await act(() => new Promise((r) => setTimeout(r, 5)));
    // No Enter was pressed: not Enter's code.
    expect(onInteract).toHaveBeenCalledWith('Transcript Search Button', '1', 'power');
    expect(onInteract).not.toHaveBeenCalledWith('Transcript Search Button', '13', 'power');

    await user.clear(filter);
    await user.type(filter, 'pow');
    expect(visibleLines()).toHaveLength(3);
    expect(document.querySelector('mark')).toBeNull();
  });

  it('reports the search with Enter (13) when Enter is pressed, once per term', async () => {
    const { user, onInteract } = setup(0, 50);
    const filter = screen.getByRole('textbox', { name: 'Content filter' });
    await user.type(filter, 'power{Enter}');
    expect(onInteract).toHaveBeenCalledWith('Transcript Search Button', '13', 'power');
    await act(() => new Promise((r) => setTimeout(r, 80)));
    const searches = onInteract.mock.calls.filter((c) => c[0] === 'Transcript Search Button');
    expect(searches).toEqual([['Transcript Search Button', '13', 'power']]);
  });

  it('on Print Transcript it prints and reports the print button', async () => {
    const { user, onPrint, onInteract } = setup();
    await user.click(screen.getByRole('button', { name: 'Print Transcript' }));
    expect(onPrint).toHaveBeenCalledOnce();
    expect(onInteract).toHaveBeenCalledWith('Transcript Print Button', '1');
  });
});
