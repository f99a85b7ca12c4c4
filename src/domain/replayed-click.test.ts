// @vitest-environment jsdom
import { clickAsReplay, isReplayedClick } from './replayed-click.ts';

describe('clickAsReplay', () => {
  it('marks the element only while its click is dispatched', () => {
    const link = document.createElement('a');
    document.body.append(link);
    const during: boolean[] = [];
    link.addEventListener('click', (event) => {
      event.preventDefault();
      during.push(isReplayedClick(link));
    });
    link.click();
    clickAsReplay(link);
    expect(during).toEqual([false, true]);
    expect(isReplayedClick(link)).toBe(false);
    link.remove();
  });
});
