import { useRef, useState, type ReactNode } from 'react';
import type { Locale } from '../../domain/i18n/locales.ts';
import { uiText } from '../../domain/i18n/ui.ts';
import { Link, type LinkProps } from '../Link/Link.tsx';
import { focusAfterRemoval } from './alert-focus.ts';
import { isDismissible, sortAlerts, type AlertKind } from './alert-order.ts';
import styles from './AlertBanner.module.scss';
import { useLocale } from '../shared/locale-context.tsx';

export interface AlertBannerProps {
  kind: AlertKind;
  title?: string;
  /** The message; `children` works too inside React (Astro reserves `children` for slots). */
  message?: ReactNode;
  children?: ReactNode;
  /** `lang` marks the link's text when it is content in another language than the page's. */
  link?: Pick<LinkProps, 'href' | 'isNewTab'> & { text: string; lang?: Locale | undefined };
  /** Set false to keep a non-error alert on screen; error alerts are never dismissible. */
  dismissible?: boolean;
  /** The dismiss button's name; defaults to "Dismiss <title or kind> alert" in the page's language. */
  dismissLabel?: string;
  onDismiss?: () => void;
  /**
   * The language of the title and message when it is not the page's (English content standing in
   * for the page's language): they are marked with it, while the alert's own texts (its kind,
   * the dismiss button, then named by the kind rather than the title) stay in the page's language.
   */
  contentLang?: Locale | undefined;
}

export function AlertBanner({
  kind,
  title,
  message,
  children,
  link,
  dismissible,
  dismissLabel,
  onDismiss,
  contentLang,
}: AlertBannerProps) {
  const locale = useLocale();
  const texts = uiText(locale).alert;
  const [dismissed, setDismissed] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  if (dismissed) return null;
  const canDismiss = isDismissible(kind, dismissible);
  return (
    // Errors and warnings interrupt; info and success wait their turn.
    <div
      ref={root}
      className={styles.alert}
      data-kind={kind}
      role={kind === 'error' || kind === 'warning' ? 'alert' : 'status'}
    >
      <AlertIcon kind={kind} />
      <div className={styles.content}>
        <span className="visually-hidden">{texts.kinds[kind]}: </span>
        {title && (
          <strong className={styles.title} lang={contentLang}>
            {title}
          </strong>
        )}
        {(message ?? children) !== undefined && (
          <div className={styles.message} lang={contentLang}>
            {message ?? children}
          </div>
        )}
        {link && (
          <Link
            href={link.href}
            isNewTab={link.isNewTab ?? false}
            linkPosition="Alert"
            className={styles.link}
          >
            {link.lang ? <span lang={link.lang}>{link.text}</span> : link.text}
          </Link>
        )}
      </div>
      {canDismiss && (
        <button
          type="button"
          className={styles.dismiss}
          aria-label={
            dismissLabel ??
            (title && !contentLang ? texts.dismissTitled(title) : texts.dismissKind[kind])
          }
          onClick={() => {
            // The banner (and the focused button) goes away: focus moves on instead of dropping
            // to the page.
            const alert = root.current;
            if (alert?.contains(document.activeElement)) focusAfterRemoval(alert)?.focus();
            setDismissed(true);
            onDismiss?.();
          }}
        >
          <svg aria-hidden="true" focusable="false" width="16" height="16" viewBox="0 0 16 16">
            <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="2" />
          </svg>
        </button>
      )}
    </div>
  );
}

export interface AlertListProps {
  alerts: ReadonlyArray<AlertBannerProps & { id: string }>;
}

/** Several alerts, shown in the spec's order: error, warning, info, success. */
export function AlertList({ alerts }: AlertListProps) {
  return (
    <div className={styles.list}>
      {sortAlerts(alerts).map(({ id, ...alert }) => (
        <AlertBanner key={id} {...alert} />
      ))}
    </div>
  );
}

function AlertIcon({ kind }: { kind: AlertKind }) {
  const path: Record<AlertKind, string> = {
    error: 'M10 2a8 8 0 100 16 8 8 0 000-16zM7 7l6 6M13 7l-6 6',
    warning: 'M10 2l8 15H2zM10 8v4M10 14v1',
    info: 'M10 2a8 8 0 100 16 8 8 0 000-16zM10 9v5M10 6v1',
    success: 'M10 2a8 8 0 100 16 8 8 0 000-16zM6 10l3 3 5-6',
  };
  return (
    <svg
      className={styles.icon}
      aria-hidden="true"
      focusable="false"
      width="24"
      height="24"
      viewBox="0 0 20 20"
    >
      <path
        d={path[kind]}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
