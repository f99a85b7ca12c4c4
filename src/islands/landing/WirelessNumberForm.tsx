import { useId, useState, type SubmitEvent } from 'react';
import { Button } from '../../ui/Button/Button.tsx';
import { Modal } from '../../ui/Modal/Modal.tsx';
import { normaliseWirelessNumber } from '../../domain/personalisation/wireless-number.ts';
import { personalisationText } from '../../domain/i18n/personalisation.ts';
import { useLocale } from '../../ui/shared/locale-context.tsx';
import { closeNumberModal, type NumberModalStatus } from '../../stores/recognised.ts';
import { submitWirelessNumber } from '../../stores/recognised-check.ts';
import styles from './WirelessNumberForm.module.scss?lazy';

/** The enter-your-wireless-number dialog: a labelled, validated field and one submit button. */
export default function WirelessNumberForm({ status }: { status: NumberModalStatus }) {
  const locale = useLocale();
  const texts = personalisationText(locale).numberDialog;
  const fieldId = useId();
  const errorId = useId();
  const [value, setValue] = useState('');
  const [invalid, setInvalid] = useState(false);

  const error = invalid
    ? texts.invalid
    : status === 'invalid'
      ? texts.notRecognised
      : status === 'failed'
        ? texts.serviceFailed
        : undefined;

  const onSubmit = (event?: SubmitEvent) => {
    event?.preventDefault();
    const ctn = normaliseWirelessNumber(value);
    setInvalid(ctn === undefined);
    if (ctn) void submitWirelessNumber(ctn);
  };

  return (
    <Modal open title={texts.title} size="small" onClose={closeNumberModal}>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <p>{texts.intro}</p>
        <label htmlFor={fieldId}>{texts.field}</label>
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
          text={texts.submit}
          configs={{ spinner: status === 'submitting' }}
          onClick={() => onSubmit()}
        />
      </form>
    </Modal>
  );
}
