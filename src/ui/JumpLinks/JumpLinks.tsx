import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { useLocale } from '../shared/locale-context.tsx';
import { uiText } from '../../domain/i18n/ui.ts';
import { prefersReducedMotion, viewportWidth } from '../shared/breakpoints.ts';
import {
  activeSectionIndex,
  isBarSticky,
  jumpLinkLayout,
  jumpLinkScrollOffset,
} from './jump-link-rules.ts';
import styles from './JumpLinks.module.scss';

export interface JumpLink {
  heading: string;
  /** Id of the section, without '#'. */
  anchor: string;
}

export interface JumpLinksProps {
  links: readonly JumpLink[];
  copy?: string;
  /** Name of the navigation landmark; defaults to 'On this page' in the page's language. */
  label?: string;
  /** Set false for a bar that stays in place (e.g. a second bar on one page). */
  sticky?: boolean;
  /** How far above a section the page stops, by viewport width; defaults to bar height plus spacing. */
  scrollOffset?: (viewportWidth: number) => number;
  /** Called when a link's section is not on the page (the link then navigates as a plain anchor). */
  onMissingTarget?: (anchor: string) => void;
}

const targetOf = (anchor: string) =>
  typeof document === 'undefined' ? null : document.getElementById(anchor);

export function JumpLinks({
  links,
  copy,
  label,
  sticky: canStick = true,
  scrollOffset = jumpLinkScrollOffset,
  onMissingTarget,
}: JumpLinksProps) {
  const locale = useLocale();
  const [selected, setSelected] = useState(0);
  const [sticky, setSticky] = useState(false);
  const placeholder = useRef<HTMLDivElement>(null);
  const layout = jumpLinkLayout(links.length);

  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const offset = scrollOffset(viewportWidth());
      const tops = links.map((link) => targetOf(link.anchor)?.getBoundingClientRect().top);
      setSelected(activeSectionIndex(tops, offset));
      const top = placeholder.current?.getBoundingClientRect().top;
      setSticky(canStick && top !== undefined && isBarSticky(top));
    };
    const schedule = () => {
      if (!frame) frame = window.requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [links, canStick, scrollOffset]);

  const onClick = (event: MouseEvent<HTMLAnchorElement>, index: number, anchor: string) => {
    const target = targetOf(anchor);
    if (!target) {
      onMissingTarget?.(anchor);
      return;
    }
    event.preventDefault();
    const top = target.getBoundingClientRect().top + window.scrollY - scrollOffset(viewportWidth());
    window.scrollTo({ top, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
    window.history.replaceState(null, '', `#${anchor}`);
    setSelected(index);
    // Move keyboard and screen-reader focus to the section too, not only the viewport.
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
  };

  return (
    <div className={styles.jumpLinks} data-layout={layout}>
      {copy && <p className={styles.copy}>{copy}</p>}
      <div ref={placeholder} className={styles.placeholder}>
        <nav
          aria-label={label ?? uiText(locale).onThisPage}
          className={styles.bar}
          data-sticky={sticky || undefined}
        >
          <ul className={styles.list}>
            {links.map((link, index) => (
              <li key={link.anchor}>
                <a
                  href={`#${link.anchor}`}
                  className={styles.link}
                  aria-current={index === selected ? 'true' : undefined}
                  onClick={(event) => onClick(event, index, link.anchor)}
                >
                  {link.heading}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </div>
  );
}
