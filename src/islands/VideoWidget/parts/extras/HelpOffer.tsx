/**
 * The thank-you step's offer after a low rating: one way on (chat, the AI assistant or search)
 * and 'No thanks'. The assistant's button is an entry point of the page's assistant drawer
 * (src/domain/assistant-entry.ts): the drawer island answers its click on the document, so the
 * player neither loads nor calls it.
 */
import type { ReactNode } from 'react';
import type { Locale } from '../../../../domain/i18n/locales.ts';
import { videoPlayerText } from '../../../../domain/i18n/video-player.ts';
import type { LowRatingAction, LowRatingHelpEvent } from '../../../../video/model/low-rating.ts';
import styles from './PlayerExtras.module.scss?lazy';
import offerStyles from './HelpOffer.module.scss?lazy';
import { useLocale } from '../../../../ui/shared/locale-context.tsx';

export type HelpChoiceEvent = Extract<LowRatingHelpEvent, { type: 'choice' }>;

export interface HelpOfferProps {
  action: LowRatingAction;
  /** The video's title, in the search link's name. */
  title: string;
  /** The title's language when it is not the page's (English metadata standing in). */
  titleLang?: Locale | undefined;
  /** What the assistant is asked about: the title and the moment the viewer stopped. */
  subject: string;
  onChoose: (event: HelpChoiceEvent) => void;
}

/** A text with the title inside, the title marked with its own language when it differs. */
function withTitle(text: (title: string) => string, title: string, lang: Locale | undefined) {
  if (!lang) return text(title);
  const mark = '\u0000';
  const [before = '', after = ''] = text(mark).split(mark);
  return (
    <>
      {before}
      <span lang={lang}>{title}</span>
      {after}
    </>
  );
}

export function HelpOffer({ action, title, titleLang, subject, onChoose }: HelpOfferProps) {
  const texts = videoPlayerText(useLocale()).lowRatingHelp;
  const { offer } = action;
  const primary = `${styles.ratingPrimary} ${offerStyles.link}`;
  let taken: ReactNode;
  switch (action.offer) {
    case 'chat':
      taken = (
        <a
          className={primary}
          href={action.href}
          onClick={() => onChoose({ type: 'choice', offer, choice: 'chat', href: action.href })}
        >
          {texts.chat}
        </a>
      );
      break;
    case 'assistant':
      taken = (
        <button
          type="button"
          className={styles.ratingPrimary}
          data-ask-assistant=""
          data-subject={subject}
          data-service-alias={action.serviceAlias}
          onClick={() => onChoose({ type: 'choice', offer, choice: 'assistant', subject })}
        >
          {texts.assistant}
        </button>
      );
      break;
    case 'search':
      taken = (
        <a
          className={primary}
          href={action.href}
          onClick={() => onChoose({ type: 'choice', offer, choice: 'search', href: action.href })}
        >
          {withTitle(texts.search, title, titleLang)}
        </a>
      );
      break;
  }
  return (
    <div className={`${styles.ratingActions} ${offerStyles.offer}`} data-offer={offer}>
      {taken}
      <button
        type="button"
        className={styles.ratingSecondary}
        onClick={() => onChoose({ type: 'choice', offer, choice: 'dismissed' })}
      >
        {texts.dismiss}
      </button>
    </div>
  );
}
