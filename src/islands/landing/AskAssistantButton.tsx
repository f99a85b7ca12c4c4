/**
 * 'Ask our AI assistant': a plain server-rendered button, part of the cached page, so it takes
 * its place before any script runs. The page's assistant drawer island opens on its click and
 * reads the subject and service from its data attributes.
 */
import type { AskAssistant } from '../../domain/assistant-entry.ts';
import { islandText } from '../../domain/i18n/islands.ts';
import { useLocale, withPageLocale } from '../../ui/shared/locale-context.tsx';
import styles from './AskAssistantButton.module.scss?below-fold';

// Rendered by Astro on its own (a root) as well as inside the card grid's island.
export default withPageLocale(function AskAssistantButton({
  subject,
  serviceAlias,
}: Omit<AskAssistant, 'locale'>) {
  const texts = islandText(useLocale()).ask;
  return (
    <button
      type="button"
      className={styles.ask}
      data-ask-assistant=""
      data-subject={subject}
      data-service-alias={serviceAlias}
    >
      {texts.label}{' '}
      {/* Several sections carry the button: its name says which subject it asks about. */}
      <span className="visually-hidden">{texts.about(subject)}</span>
    </button>
  );
});
