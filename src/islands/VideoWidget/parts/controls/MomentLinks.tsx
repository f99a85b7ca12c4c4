/**
 * The player head's links to the video's watch page: 'Copy link to this moment' (the page's
 * address at the current whole second, to the clipboard, with a polite status saying whether it
 * worked), and, in the modal layout only, a link to the page itself (not on that page: a phone's
 * watch page opens its player as a modal). Inline, the player is already on its page, or part of
 * another.
 */
import { useEffect, useState, type MouseEvent } from 'react';
import { videoPlayerText } from '../../../../domain/i18n/video-player.ts';
import type { PlayerLayout } from '../../../../video/model/player-mode.ts';
import styles from './MomentLinks.module.scss?lazy';
import { isPageAt, momentUrl, watchPageHref } from './moment-link.ts';
import { useLocale } from '../../../../ui/shared/locale-context.tsx';

/** How long the status shows: long enough to read; a refusal carries the address to copy by hand. */
export const COPIED_MS = 4000;
export const REFUSED_MS = 12_000;

export interface MomentLinksProps {
  videoId: string;
  layout: PlayerLayout;
  /** The player's timeline time, read when the visitor presses copy. */
  time: () => number;
  /** The copy was pressed: the whole second copied and the press (analytics). */
  onCopy: (seconds: number, event: MouseEvent) => void;
}

type Status = { kind: 'copied' | 'refused'; text: string };

/** Writes `text` to the clipboard; a missing API (an insecure page) is a refusal like any other. */
async function writeClipboard(text: string): Promise<void> {
  if (typeof navigator.clipboard?.writeText !== 'function') throw new Error('no clipboard');
  await navigator.clipboard.writeText(text);
}

export function MomentLinks({ videoId, layout, time, onCopy }: MomentLinksProps) {
  const locale = useLocale();
  const texts = videoPlayerText(locale).moment;
  const [status, setStatus] = useState<Status | undefined>(undefined);
  const watchPage = watchPageHref(videoId, locale);

  useEffect(() => {
    if (!status) return undefined;
    const timer = setTimeout(
      () => setStatus(undefined),
      status.kind === 'copied' ? COPIED_MS : REFUSED_MS,
    );
    return () => clearTimeout(timer);
  }, [status]);

  const copy = async (event: MouseEvent) => {
    const seconds = Math.max(0, Math.floor(time()));
    const url = momentUrl(videoId, seconds, locale, window.location.href);
    onCopy(seconds, event);
    // Emptied first, so a second copy is announced again (a live region repeats only changes).
    setStatus(undefined);
    try {
      await writeClipboard(url);
      setStatus({ kind: 'copied', text: texts.copied });
    } catch {
      setStatus({ kind: 'refused', text: texts.refused(url) });
    }
  };

  return (
    <>
      <span className={styles.copy}>
        <button
          type="button"
          className={styles.textButton}
          aria-label={texts.copy}
          onClick={(event) => void copy(event)}
        >
          {texts.copyShort}
        </button>
        <span role="status" className={styles.status} data-kind={status?.kind}>
          {status?.text}
        </span>
      </span>
      {layout === 'modal' && !isPageAt(watchPage, window.location.href) && (
        <a className={styles.textButton} href={watchPage}>
          {texts.watchPage}
        </a>
      )}
    </>
  );
}
