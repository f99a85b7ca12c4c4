/** The feed's timed link buttons, each shown between its begin and end second at its position. */
import type { MouseEvent } from 'react';
import { linkVariant, visibleLinks } from '../../../../video/parts/link-buttons.ts';
import type { LinkOverlay } from '../../../../video/model/metadata.ts';
import { usePlayerState } from '../player/PlayerContext.tsx';
import styles from './Overlays.module.scss?lazy';

export interface LinkButtonsProps {
  links: readonly LinkOverlay[];
  /** With the click's event, for its action code (click, touch or Enter). */
  onFollow: (link: LinkOverlay, event: MouseEvent) => void;
}

export function LinkButtons({ links, onFollow }: LinkButtonsProps) {
  // Whole seconds are enough for the windows and re-render the layer once a second at most.
  const second = usePlayerState((s) => Math.floor(s.currentTime));
  const shown = visibleLinks(links, second);
  if (shown.length === 0) return null;
  return (
    <div className={styles.linkLayer}>
      {shown.map((link, index) => (
        <a
          key={`${link.link}-${index}`}
          href={link.link}
          className={`${styles.linkButton} ${styles[linkVariant(link.bgColor)] ?? ''}`}
          data-position={link.position}
          data-variant={linkVariant(link.bgColor)}
          onClick={(event) => onFollow(link, event)}
        >
          {link.title || link.link}
        </a>
      ))}
    </div>
  );
}
