import { lazy, Suspense, useState, type MouseEvent, type ReactNode } from 'react';
import type { AnalyticsRecord } from '../../analytics/data-layer.ts';
import { OWN_LINK_CLICK_ATTRIBUTE, reportLinkClick } from '../../analytics/link-click.ts';
import { isReplayedClick } from '../../domain/replayed-click.ts';
import { useLocale } from '../shared/locale-context.tsx';
import { uiText } from '../../domain/i18n/ui.ts';
import { appBadge, appBadgeSvg, type AppBadgeVariant } from '../AppBadge/badges.ts';
import { cx } from '../shared/cx.ts';
import { fireLinkEvent, VIDEO_MODAL_EVENT, type LinkDispatch } from './dispatch.ts';
import { LINK_TYPES, type LinkType } from './link-types.ts';
import styles from './Link.module.scss';

// A modal link's dialog code loads with its first opening: most pages show such links (alert
// banners) without anyone opening them, and the page's JavaScript before interaction stays small.
const Modal = lazy(() =>
  import('../Modal/Modal.tsx').then((module) => ({ default: module.Modal })),
);

export interface LinkProps {
  href: string;
  children?: ReactNode;
  isNewTab?: boolean;
  type?: LinkType;
  onDark?: boolean;
  /** Renders the store badge as the link's content. */
  appsDownload?: AppBadgeVariant;
  /** Instead of navigating: open a modal, ask for a video modal, or fire a named DOM event. */
  dispatch?: LinkDispatch;
  /** Analytics name; defaults to the link's visible text. */
  linkName?: string;
  linkPosition?: string | undefined;
  analyticsExtras?: AnalyticsRecord | undefined;
  className?: string | undefined;
}

export function Link({
  href,
  children,
  isNewTab = false,
  type = 'inline',
  onDark = false,
  appsDownload,
  dispatch,
  linkName,
  linkPosition,
  analyticsExtras,
  className,
}: LinkProps) {
  const locale = useLocale();
  const [modalOpen, setModalOpen] = useState(false);
  // Stays mounted once opened, so closing plays the dialog's exit.
  const [modalUsed, setModalUsed] = useState(false);
  // The badge's English name for analytics (data, not text); its name on the page is the page's language's.
  const badge = appsDownload ? appBadge(appsDownload) : undefined;
  const safeType = LINK_TYPES.includes(type) ? type : 'inline';

  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const name = linkName ?? badge?.label ?? event.currentTarget.textContent?.trim() ?? href;
    if (!isReplayedClick(event.currentTarget)) {
      reportLinkClick({
        linkDestinationUrl: href,
        linkName: name,
        linkPosition,
        extras: analyticsExtras,
      });
    }
    if (!dispatch) return;
    event.preventDefault();
    if (dispatch.kind === 'modal') {
      setModalUsed(true);
      setModalOpen(true);
    } else if (dispatch.kind === 'videoModal')
      fireLinkEvent(event.currentTarget, VIDEO_MODAL_EVENT, { videoId: dispatch.videoId });
    else fireLinkEvent(event.currentTarget, dispatch.name, dispatch.data);
  };

  return (
    <>
      <a
        href={href}
        className={cx(
          styles.link,
          styles[safeType],
          onDark && styles.onDark,
          badge && styles.badge,
          className,
        )}
        data-type={safeType}
        {...{ [OWN_LINK_CLICK_ATTRIBUTE]: '' }}
        target={isNewTab ? '_blank' : undefined}
        rel={isNewTab ? 'noopener noreferrer' : undefined}
        aria-haspopup={
          dispatch?.kind === 'modal' || dispatch?.kind === 'videoModal' ? 'dialog' : undefined
        }
        onClick={handleClick}
      >
        {badge && appsDownload ? (
          <>
            <span
              className={styles.badgeArt}
              dangerouslySetInnerHTML={{ __html: appBadgeSvg(appsDownload, locale) }}
            />
            <span className="visually-hidden">{appBadge(appsDownload, locale).label}</span>
          </>
        ) : (
          children
        )}
        {isNewTab && (
          <>
            {' '}
            <span className="visually-hidden">{uiText(locale).opensInNewTab}</span>
          </>
        )}
      </a>
      {dispatch?.kind === 'modal' && modalUsed && (
        <Suspense fallback={null}>
          <Modal
            open={modalOpen}
            onClose={() => setModalOpen(false)}
            title={dispatch.title}
            size={dispatch.size ?? 'medium'}
          >
            {dispatch.children}
          </Modal>
        </Suspense>
      )}
    </>
  );
}
