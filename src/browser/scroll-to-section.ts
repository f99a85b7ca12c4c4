/** Scrolls the page to a section, clearing the header by the specification's offset. */
import { scrollOffset } from '../domain/jump-links.ts';
import { log } from '../domain/log.ts';

export function scrollToSection(id: string, win: Window = window): boolean {
  const target = win.document.getElementById(id);
  if (!target) {
    log.error('scroll', 'Document not found.');
    return false;
  }
  const top = target.getBoundingClientRect().top + win.scrollY - scrollOffset(win.innerWidth);
  const reduce = win.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  win.scrollTo({ top, behavior: reduce ? 'auto' : 'smooth' });
  return true;
}

/**
 * Moves keyboard and screen-reader focus to a section (as a jump link does), for a control that
 * sends the visitor there and then goes away: focus must not drop to the page with it.
 */
export function focusSection(id: string, win: Window = window): void {
  const target = win.document.getElementById(id);
  if (!target) return;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}
