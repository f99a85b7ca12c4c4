import { describe, expect, it, vi } from 'vitest';
import { lowRatingReporter } from './low-rating-report.ts';

const setup = (opened = true) => {
  const calls: [string, unknown][] = [];
  const tracker = {
    helpOffered: (input: unknown) => calls.push(['offer', input]),
    helpChosen: (input: unknown) => calls.push(['choice', input]),
    helpOutcome: (input: unknown) => calls.push(['outcome', input]),
  };
  const pause = vi.fn();
  const watchOpening = vi.fn(() => Promise.resolve(opened));
  const report = lowRatingReporter({ tracker, kind: 'Thumbs', pause, watchOpening });
  return { calls, pause, watchOpening, report };
};

describe('the low-rating offer reported', () => {
  it('the offer carries the rating as the panel kind reports it', () => {
    const { calls, report } = setup();
    report({ type: 'offer', offer: 'chat', rating: 1 });
    expect(calls).toEqual([['offer', { offer: 'chat', rating: 1, kind: 'Thumbs' }]]);
  });

  it.each([
    ['chat', '/support/chat'],
    ['search', '/wireless?q=Restart#search-support'],
  ] as const)('%s taken: chosen, then sent to its page', (choice, href) => {
    const { calls, pause, report } = setup();
    report({ type: 'choice', offer: choice, choice, href });
    expect(calls).toEqual([
      ['choice', { offer: choice, choice }],
      ['outcome', { offer: choice, outcome: 'sent', url: href }],
    ]);
    expect(pause).not.toHaveBeenCalled();
  });

  it('dismissed: the choice alone', () => {
    const { calls, report } = setup();
    report({ type: 'choice', offer: 'search', choice: 'dismissed' });
    expect(calls).toEqual([['choice', { offer: 'search', choice: 'dismissed' }]]);
  });

  it.each([
    [true, 'opened'],
    [false, 'not-opened'],
  ] as const)(
    'the assistant taken: the video pauses; drawer seen %s → %s',
    async (opened, outcome) => {
      const { calls, pause, watchOpening, report } = setup(opened);
      const subject = 'How to restart your phone (stopped at 0:07)';
      report({ type: 'choice', offer: 'assistant', choice: 'assistant', subject });
      expect(pause).toHaveBeenCalledOnce();
      expect(watchOpening).toHaveBeenCalledWith(subject);
      expect(calls).toEqual([['choice', { offer: 'assistant', choice: 'assistant' }]]);
      await Promise.resolve();
      expect(calls.at(-1)).toEqual(['outcome', { offer: 'assistant', outcome }]);
    },
  );
});
