import { useId, useState, type SubmitEvent } from 'react';
import { Button } from '../../ui/Button/Button.tsx';
import { Modal } from '../../ui/Modal/Modal.tsx';
import {
  normaliseWirelessNumber,
  WIRELESS_NUMBER_ERROR,
} from '../../domain/personalisation/wireless-number.ts';
import {
  closeNumberModal,
  submitWirelessNumber,
  type NumberModalStatus,
} from '../../stores/recognised.ts';
import styles from './WirelessNumberForm.module.scss?lazy';

export const NUMBER_NOT_RECOGNISED = "We couldn't find that number. Check it and try again.";
export const NUMBER_SERVICE_FAILED = "We couldn't check your number right now. Try again later.";

/** The enter-your-wireless-number dialog: a labelled, validated field and one submit button. */
export default function WirelessNumberForm({ status }: { status: NumberModalStatus }) {
  const fieldId = useId();
  const errorId = useId();
  const [value, setValue] = useState('');
  const [invalid, setInvalid] = useState(false);

  const error = invalid
    ? WIRELESS_NUMBER_ERROR
    : status === 'invalid'
      ? NUMBER_NOT_RECOGNISED
      : status === 'failed'
        ? NUMBER_SERVICE_FAILED
        : undefined;

  const onSubmit = (event?: SubmitEvent) => {
    event?.preventDefault();
    const ctn = normaliseWirelessNumber(value);
    setInvalid(ctn === undefined);
    if (ctn) void submitWirelessNumber(ctn);
  };

  return (
    <Modal open title="Enter your wireless number" size="small" onClose={closeNumberModal}>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <p>We'll use it to show help for your phone. We don't keep it on this page.</p>
        <label htmlFor={fieldId}>Wireless number</label>
        <input
          id={fieldId}
          name="ctn"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => setValue(event.target.value)}
        />
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
        {/* One field: Enter submits the form; the button is the same action. */}
        <Button
          text="Continue"
          configs={{ spinner: status === 'submitting' }}
          onClick={() => onSubmit()}
        />
      </form>
    </Modal>
  );
}
