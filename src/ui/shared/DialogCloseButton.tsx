import styles from './DialogCloseButton.module.scss?lazy';

/** The close control of the library's dialogs (Drawer, Modal): a 44 px round button with an X. */
export function DialogCloseButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button type="button" className={styles.close} onClick={onClick} aria-label={label}>
      <svg aria-hidden="true" focusable="false" width="20" height="20" viewBox="0 0 20 20">
        <path d="M4 4l12 12M16 4L4 16" stroke="currentColor" strokeWidth="2" />
      </svg>
    </button>
  );
}
