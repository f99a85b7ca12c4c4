// @vitest-environment jsdom
import { atom } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { followTranscript } from './transcript-follower.ts';

/** The page's markup, as the watch page renders it (three lines and two chapters). */
const PAGE = `
  <ol data-watch-chapters>
    <li><a href="/support/videos/9100003" data-seek="0">Charge</a></li>
    <li><a href="/support/videos/9100003?t=30" data-seek="30">SIM</a></li>
  </ol>
  <div id="box">
    <ol data-watch-transcript>
      <li data-start="0" data-end="5"><a href="/support/videos/9100003" data-seek="0"><time datetime="PT0S">0:00</time></a> <span>Welcome.</span></li>
      <li data-start="30" data-end="35"><a href="/support/videos/9100003?t=30" data-seek="30"><time datetime="PT30S">0:30</time></a> <span>Open the tray.</span></li>
      <li data-start="75" data-end="80"><a href="/support/videos/9100003?t=75" data-seek="75"><time datetime="PT1M15S">1:15</time></a> <span>Sign in.</span></li>
    </ol>
  </div>
  <p><a href="/wireless" data-seek="9">Not a time link of the transcript</a></p>`;

const time = atom<number | undefined>(undefined);
const seekTo = vi.fn();
let stop: () => void;
beforeEach(() => {
  document.body.innerHTML = PAGE;
  time.set(undefined);
  stop = followTranscript(document, { time, seekTo, currentClass: 'now' });
});
afterEach(() => {
  stop();
  document.body.innerHTML = '';
});

const line = (n: number) => document.querySelectorAll('[data-watch-transcript] li')[n];
const chapter = (n: number) => document.querySelectorAll('[data-watch-chapters] li')[n];
const current = () => [...document.querySelectorAll('[aria-current="true"]')];
const click = (element: Element | null | undefined, init: MouseEventInit = {}) => {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
  element?.dispatchEvent(event);
  return event;
};

describe('the current line follows the player', () => {
  it('marks the line and the chapter playing, and only those', () => {
    time.set(76);
    expect(current()).toEqual([chapter(1), line(2)]);
    expect(line(2)).toHaveClass('now');
    time.set(31);
    expect(current()).toEqual([chapter(1), line(1)]);
    expect(line(2)).not.toHaveClass('now');
    time.set(2);
    expect(current()).toEqual([chapter(0), line(0)]);
  });

  it('between lines no line is current; with the player closed nothing is', () => {
    time.set(20);
    expect(current()).toEqual([chapter(0)]);
    time.set(undefined);
    expect(current()).toEqual([]);
  });

  it('stopping clears the marks', () => {
    time.set(76);
    stop();
    expect(current()).toEqual([]);
    expect(document.querySelector('.now')).toBeNull();
    stop = () => {};
  });
});

describe('scrolling the transcript to its current line', () => {
  it('scrolls a transcript box that scrolls, by the line position', () => {
    const box = document.getElementById('box') as HTMLElement;
    box.style.overflowY = 'auto';
    Object.defineProperty(box, 'scrollHeight', { value: 600, configurable: true });
    Object.defineProperty(box, 'clientHeight', { value: 100, configurable: true });
    vi.spyOn(box, 'getBoundingClientRect').mockReturnValue({ top: 0, bottom: 100 } as DOMRect);
    vi.spyOn(line(2) as Element, 'getBoundingClientRect').mockReturnValue({
      top: 300,
      bottom: 320,
    } as DOMRect);
    const scroll = vi.spyOn(window, 'scrollTo');
    time.set(76);
    expect(box.scrollTop).toBe(260);
    expect(scroll).not.toHaveBeenCalled();
  });

  it('leaves a transcript that does not scroll (and the page) alone', () => {
    const box = document.getElementById('box') as HTMLElement;
    vi.spyOn(line(2) as Element, 'getBoundingClientRect').mockReturnValue({
      top: 3000,
      bottom: 3020,
    } as DOMRect);
    const into = vi.fn();
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = into;
    try {
      time.set(76);
      expect(box.scrollTop).toBe(0);
      expect(document.documentElement.scrollTop).toBe(0);
      expect(into).not.toHaveBeenCalled();
    } finally {
      Element.prototype.scrollIntoView = original;
    }
  });
});

describe('a click on a time link plays from there', () => {
  it("a plain click on a line's or a chapter's time seeks instead of navigating", () => {
    const event = click(line(2)?.querySelector('time'));
    expect(event.defaultPrevented).toBe(true);
    expect(seekTo).toHaveBeenLastCalledWith(75);
    expect(click(chapter(1)?.querySelector('a')).defaultPrevented).toBe(true);
    expect(seekTo).toHaveBeenLastCalledWith(30);
  });

  it.each([{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }])(
    'a modified click (%j) keeps the link',
    (init) => {
      const event = click(line(1)?.querySelector('a'), init);
      expect(event.defaultPrevented).toBe(false);
      expect(seekTo).not.toHaveBeenCalled();
    },
  );

  it('a link outside the transcript and the chapters is left alone', () => {
    const event = click(document.querySelector('a[href="/wireless"]'));
    expect(event.defaultPrevented).toBe(false);
    expect(seekTo).not.toHaveBeenCalled();
  });

  it('after stopping the links are links again', () => {
    stop();
    stop = () => {};
    expect(click(line(1)?.querySelector('a')).defaultPrevented).toBe(false);
    expect(seekTo).not.toHaveBeenCalled();
  });
});
