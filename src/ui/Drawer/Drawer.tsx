import { useEffect, useEffectEvent, useState, type CSSProperties, type ReactNode } from 'react';
import { DialogShell } from '../shared/DialogShell.tsx';
import { useScrollableFocus } from '../shared/useScrollableFocus.ts';
import {
  DEFAULT_MOBILE_HEADER_HEIGHT,
  DRAWER_CLOSE_DELAY_MS,
  DRAWER_OPEN_DELAY_MS,
  DRAWER_SIZE_PERCENT,
  type DrawerPosition,
  type DrawerSize,
} from './drawer-rules.ts';
import styles from './Drawer.module.scss?lazy';

export interface DrawerProps {
  open: boolean;
  /** Called 500 ms after a close was asked for (Escape, outside click, close button). */
  onClose: () => void;
  /** Names the dialog (aria-labelledby). */
  title: string;
  /** Keeps the title for assistive technology only. */
  hideTitle?: boolean;
  position?: DrawerPosition;
  size?: DrawerSize;
  /** Height of the drawer's header bar on mobile, in px. */
  customMobileHeight?: number;
  /** The visitor must act: Escape and outside clicks are ignored. */
  actionRequired?: boolean;
  /** The close button's name; defaults to 'Close' in the page's language. */
  closeLabel?: string;
  footer?: ReactNode;
  children?: ReactNode;
  className?: string | undefined;
}

type Phase = 'hidden' | 'entering' | 'open' | 'leaving';

export function Drawer({
  open,
  onClose,
  title,
  hideTitle = false,
  position = 'right',
  size = 'small',
  customMobileHeight = DEFAULT_MOBILE_HEADER_HEIGHT,
  actionRequired = false,
  closeLabel,
  footer,
  children,
  className,
}: DrawerProps) {
  const [phase, setPhase] = useState<Phase>(open ? 'entering' : 'hidden');
  const [wasOpen, setWasOpen] = useState(open);
  const body = useScrollableFocus<HTMLDivElement>();
  const notifyClosed = useEffectEvent(() => onClose());

  // The host flipped `open`: enter, or play the exit before unmounting (adjusting state while
  // rendering, as React recommends for state derived from a prop change).
  if (open !== wasOpen) {
    setWasOpen(open);
    setPhase(open ? 'entering' : phase === 'hidden' ? 'hidden' : 'leaving');
  }

  useEffect(() => {
    if (phase === 'entering') {
      const timer = window.setTimeout(() => setPhase('open'), DRAWER_OPEN_DELAY_MS);
      return () => window.clearTimeout(timer);
    }
    if (phase === 'leaving') {
      const timer = window.setTimeout(() => {
        setPhase('hidden');
        // Still open in the host's eyes: the visitor closed it, so the host is told.
        if (open) notifyClosed();
      }, DRAWER_CLOSE_DELAY_MS);
      return () => window.clearTimeout(timer);
    }
    return undefined;
  }, [phase, open]);

  const requestClose = () => setPhase((current) => (current === 'hidden' ? current : 'leaving'));
  if (phase === 'hidden' || typeof document === 'undefined') return null;

  const style = {
    '--drawer-size': `${DRAWER_SIZE_PERCENT[size]}%`,
    '--drawer-mobile-header': `${customMobileHeight}px`,
  } as CSSProperties;

  return (
    <DialogShell
      title={title}
      hideTitle={hideTitle}
      closeLabel={closeLabel}
      onClose={requestClose}
      // Action-required drawers, and drawers already leaving, ignore Escape and outside clicks.
      dismissible={!actionRequired && phase !== 'leaving'}
      state={phase === 'open' ? 'open' : 'closed'}
      classNames={styles}
      className={className}
      panelAttributes={{
        'data-position': position,
        'data-size': size,
        'data-action-required': actionRequired || undefined,
      }}
      panelStyle={style}
    >
      <div ref={body} className={styles.body} role="region" aria-label={title}>
        {children}
      </div>
      {footer !== undefined && <div className={styles.footer}>{footer}</div>}
    </DialogShell>
  );
}
