import { useState, type MouseEvent, type ReactNode } from 'react';
import { useLocale } from '../shared/locale-context.tsx';
import { uiText } from '../../domain/i18n/ui.ts';
import { cx } from '../shared/cx.ts';
import { Icon, type IconName } from '../shared/icons.tsx';
import { fireLinkEvent, VIDEO_MODAL_EVENT } from '../Link/dispatch.ts';
import { Modal, type ModalSize } from '../Modal/Modal.tsx';
import styles from './Button.module.scss';
import clientStyles from './Button.client.module.scss?lazy';

export const BUTTON_SIZES = ['large', 'small'] as const;
export type ButtonSize = (typeof BUTTON_SIZES)[number];
export const BUTTON_VARIANTS = ['primary', 'secondary', 'smallPrimaryCta'] as const;
export type ButtonVariant = (typeof BUTTON_VARIANTS)[number];
export const BUTTON_FUNCTIONS = [
  'modal',
  'newTab',
  'addToCart',
  'emailCaptureModal',
  'coveredCountriesModal',
] as const;
export type ButtonFunction = (typeof BUTTON_FUNCTIONS)[number];

export interface ButtonConfigs {
  disabled?: boolean;
  fullWidth?: boolean;
  /** Full width on phones only (≤ 767 px). */
  mobileFullWidth?: boolean;
  /** Colours for use on a dark background. */
  onDark?: boolean;
  size?: ButtonSize;
  /** Shows a busy spinner; clicks are ignored meanwhile. */
  spinner?: boolean;
  variant?: ButtonVariant;
  function?: ButtonFunction;
  modalSize?: ModalSize;
}

interface ButtonBaseProps {
  text: string;
  svgIcon?: IconName;
  /** Extra words for assistive technology, appended to the visible text. */
  accessibilityText?: string;
  onClick?: (event: MouseEvent<HTMLElement>) => void;
}

/** A button that acts by itself (the default), or a link styled as a button with `href`. */
export interface ActionButtonProps extends ButtonBaseProps {
  /** `button` (the default): a click does only what the button's own behaviour and onClick do. */
  type?: 'button';
  href?: string;
  configs?: ButtonConfigs;
  modalTitle?: string;
  modalContent?: ReactNode;
  /** A video to play: a click asks the page's video widget for a video modal (VIDEO_MODAL_EVENT). */
  videoBackgroundData?: { videoId: string; [key: string]: unknown };
}

/**
 * The submit button of the form it is in: a real `type="submit"`, so the form has a submit
 * button (Enter in its fields submits it, and assistive technology announces it). It is never a
 * link, and opens no modal or video: submitting is what it does.
 */
export interface SubmitButtonProps extends ButtonBaseProps {
  type: 'submit';
  href?: never;
  configs?: ButtonConfigs & { function?: never; modalSize?: never };
  modalTitle?: never;
  modalContent?: never;
  videoBackgroundData?: never;
}

export type ButtonProps = ActionButtonProps | SubmitButtonProps;

const MODAL_FUNCTIONS: ReadonlySet<ButtonFunction> = new Set([
  'modal',
  'emailCaptureModal',
  'coveredCountriesModal',
]);

const MODAL_KIND: Partial<Record<ButtonFunction, string>> = {
  emailCaptureModal: 'email-capture',
  coveredCountriesModal: 'covered-countries',
};

/** Each modal flavour has a size that suits its content unless the configs choose one. */
const DEFAULT_MODAL_SIZE: Partial<Record<ButtonFunction, ModalSize>> = {
  modal: 'medium',
  emailCaptureModal: 'small',
  coveredCountriesModal: 'large',
};

export function Button({
  text,
  href,
  configs = {},
  svgIcon,
  modalTitle,
  modalContent,
  videoBackgroundData,
  accessibilityText,
  onClick,
  type = 'button',
}: ButtonProps) {
  const locale = useLocale();
  const [addedToCart, setAddedToCart] = useState(false);
  const [modalOpen, setModalOpen] = useState(false);
  const behaviour = configs.function;
  const opensModal = behaviour !== undefined && MODAL_FUNCTIONS.has(behaviour);
  const busy = configs.spinner === true;
  const inactive = configs.disabled === true || addedToCart;

  const className = cx(
    styles.button,
    styles[configs.variant ?? 'primary'],
    styles[configs.size ?? 'large'],
    configs.fullWidth && styles.fullWidth,
    configs.mobileFullWidth && styles.mobileFullWidth,
    configs.onDark && styles.onDark,
  );

  const content = (
    <>
      {busy && <span className={clientStyles.spinner} aria-hidden="true" />}
      <span>{text}</span>
      {/* Whitespace text nodes keep words apart in the accessible name. */}
      {accessibilityText && (
        <>
          {' '}
          <span className="visually-hidden">{accessibilityText}</span>
        </>
      )}
      {behaviour === 'newTab' && (
        <>
          {' '}
          <span className="visually-hidden">{uiText(locale).opensInNewTab}</span>
        </>
      )}
      {svgIcon && <Icon name={svgIcon} />}
    </>
  );

  // A disabled link-button renders as a disabled button: a link cannot be disabled.
  if (
    href !== undefined &&
    !configs.disabled &&
    !opensModal &&
    behaviour !== 'addToCart' &&
    !videoBackgroundData
  ) {
    const newTab = behaviour === 'newTab';
    return (
      <a
        className={className}
        href={href}
        target={newTab ? '_blank' : undefined}
        rel={newTab ? 'noopener noreferrer' : undefined}
        data-size={configs.size ?? 'large'}
        data-variant={configs.variant ?? 'primary'}
        onClick={onClick}
      >
        {content}
      </a>
    );
  }

  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (inactive || busy) {
      // A busy or spent submit button does not submit its form again.
      if (type === 'submit') event.preventDefault();
      return;
    }
    onClick?.(event);
    if (behaviour === 'addToCart') setAddedToCart(true);
    if (opensModal) setModalOpen(true);
    else if (videoBackgroundData)
      fireLinkEvent(event.currentTarget, VIDEO_MODAL_EVENT, videoBackgroundData);
  };

  return (
    <>
      <button
        type={type}
        className={className}
        // A real `disabled` for configured buttons; add-to-cart keeps focus after its click, so it
        // is only marked aria-disabled and ignores further clicks.
        disabled={configs.disabled || undefined}
        aria-disabled={addedToCart || undefined}
        aria-busy={busy || undefined}
        aria-haspopup={opensModal || videoBackgroundData ? 'dialog' : undefined}
        data-size={configs.size ?? 'large'}
        data-variant={configs.variant ?? 'primary'}
        data-function={behaviour}
        onClick={handleClick}
      >
        {content}
      </button>
      {opensModal && behaviour !== undefined && (
        <Modal
          open={modalOpen}
          onClose={() => setModalOpen(false)}
          title={modalTitle ?? text}
          size={configs.modalSize ?? DEFAULT_MODAL_SIZE[behaviour] ?? 'medium'}
          {...(MODAL_KIND[behaviour] !== undefined ? { kind: MODAL_KIND[behaviour] } : {})}
        >
          {modalContent}
        </Modal>
      )}
    </>
  );
}
