/**
 * The corner box (spec §2, §4, §9; option autoReduceSize): on desktop, a playing inline player
 * docks to a fixed box 30% wide, 10 px from the bottom-right corner, once the page has scrolled
 * past it, and returns to its place when scrolled back. Its slot keeps the player's height, so
 * the page does not jump. The docked player keeps its own Close button (and Escape), so it never
 * covers the page's controls without a way to close it; a second button puts it back in place.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { videoPlayerText } from '../../../../domain/i18n/video-player.ts';
import { shouldDock } from '../../../../video/corner-box.ts';
import styles from '../player/Player.module.scss?lazy';
import { useLocale } from '../../../../ui/shared/locale-context.tsx';

/** Desktop per the shared breakpoints (spec §9: tablet under 1025 px). */
const DESKTOP_QUERY = '(min-width: 1025px)';

export default function CornerBox({
  enabled,
  children,
}: {
  enabled: boolean;
  children: ReactNode;
}) {
  // The page's language, for the return button.
  const locale = useLocale();
  const slotRef = useRef<HTMLDivElement>(null);
  const [height, setHeight] = useState<number | undefined>(undefined);
  const [playing, setPlaying] = useState(false);
  const [scrolledPast, setScrolledPast] = useState(false);
  const [desktop, setDesktop] = useState(false);
  const [docked, setDocked] = useState(false);
  const [dismissed, setDismissed] = useState(false);

  useEffect(() => {
    if (!enabled) return undefined;
    const query = window.matchMedia(DESKTOP_QUERY);
    const update = () => setDesktop(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, [enabled]);

  // Media events do not bubble: listen in the capture phase for the player's <video>.
  useEffect(() => {
    const slot = slotRef.current;
    if (!enabled || !slot) return undefined;
    const onPlaying = () => setPlaying(true);
    const onStopped = () => setPlaying(false);
    slot.addEventListener('playing', onPlaying, true);
    slot.addEventListener('pause', onStopped, true);
    slot.addEventListener('ended', onStopped, true);
    return () => {
      slot.removeEventListener('playing', onPlaying, true);
      slot.removeEventListener('pause', onStopped, true);
      slot.removeEventListener('ended', onStopped, true);
    };
  }, [enabled]);

  useEffect(() => {
    const slot = slotRef.current;
    if (!enabled || !slot || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver((entries) => {
      const entry = entries[entries.length - 1];
      if (!entry) return;
      // Past it: the slot has left the viewport through the top.
      setScrolledPast(!entry.isIntersecting && entry.boundingClientRect.bottom <= 0);
    });
    observer.observe(slot);
    return () => observer.disconnect();
  }, [enabled]);

  // The slot's height while in place, so it can hold the space while the player is docked.
  useEffect(() => {
    const slot = slotRef.current;
    if (!enabled || !slot || docked || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() => setHeight(slot.getBoundingClientRect().height));
    observer.observe(slot);
    return () => observer.disconnect();
  }, [enabled, docked]);

  // Derived during render (React's "adjusting state when a prop changes"): docking depends on
  // whether it is docked already, so a player the visitor paused in the box stays there.
  if (!scrolledPast && dismissed) setDismissed(false);
  const dock = shouldDock({ enabled, desktop, scrolledPast, playing, dismissed, docked });
  if (dock !== docked) setDocked(dock);

  return (
    <div
      ref={slotRef}
      className={styles.cornerSlot}
      style={docked && height ? { minHeight: height } : undefined}
    >
      <div
        className={docked ? styles.cornerBox : undefined}
        data-corner-box={docked ? 'docked' : undefined}
      >
        {docked && (
          <button
            type="button"
            className={styles.cornerReturn}
            onClick={() => {
              setDismissed(true);
              slotRef.current?.scrollIntoView({ block: 'center' });
            }}
          >
            {videoPlayerText(locale).player.backToPosition}
          </button>
        )}
        {children}
      </div>
    </div>
  );
}
