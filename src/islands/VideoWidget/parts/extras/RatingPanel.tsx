/**
 * The rating panel: 5 stars or thumbs (an APG radio group: arrows move the choice, Space, Enter or
 * a click confirms it), then a comment with Cancel and Submit, then a thank-you. The flow and its
 * 750 ms steps are the pure module video/parts/rating.ts; this view only renders its state. After
 * a low rating on a page that allows it, the thank-you offers one way on (video/model/low-rating.ts)
 * and stays until the visitor takes or dismisses it.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { Locale } from '../../../../domain/i18n/locales.ts';
import { videoPlayerText, type VideoPlayerText } from '../../../../domain/i18n/video-player.ts';
import {
  lowRatingAction,
  lowRatingOffer,
  type LowRatingAction,
  type LowRatingHelp,
  type LowRatingHelpEvent,
} from '../../../../video/model/low-rating.ts';
import { formatTimecode } from '../../../../video/model/timecode.ts';
import {
  createRatingFlow,
  initialRatingState,
  STAR_COUNT,
  thumbsRating,
  type RatingFlow,
  type RatingKind,
  type RatingResult,
  type RatingState,
} from '../../../../video/parts/rating.ts';
import styles from './PlayerExtras.module.scss?lazy';
import offerStyles from './HelpOffer.module.scss?lazy';
import { HelpOffer } from './HelpOffer.tsx';
import { useLocale } from '../../../../ui/shared/locale-context.tsx';

/** The DOM event the panel sends to the host page (bubbles out of shadow roots too). */
export const RATING_EVENT = 'support-video-rating';

export interface RatingPanelProps {
  kind: RatingKind;
  /** The result, when the thank-you step shows. */
  onResult: (result: RatingResult) => void;
  /** The panel finished (after the thank-you). */
  onExit: () => void;
  /** What a low rating may offer next, and what the offer needs; absent: the plain thank-you. */
  help?: RatingHelp | undefined;
}

export interface RatingHelp {
  allowed: LowRatingHelp;
  /** The video's title: the search's query and the assistant's subject. */
  title: string;
  /** The title's language when it is not the page's (English metadata standing in). */
  titleLang?: Locale | undefined;
  /** Where playback is, in seconds: read when the rating is submitted, where the viewer stopped. */
  currentTime: () => number;
  /** The offer showed, or the visitor took or dismissed it. */
  onHelp: (event: LowRatingHelpEvent) => void;
}

/** The offer on show, with the subject fixed when the rating was submitted. */
interface ShownOffer {
  action: LowRatingAction;
  subject: string;
}

type RatingTexts = VideoPlayerText['rating'];

interface Choice {
  value: number;
  label: string;
}

const choicesFor = (kind: RatingKind, texts: RatingTexts): Choice[] =>
  kind === 'Thumbs'
    ? [
        { value: thumbsRating(true), label: texts.thumbsUp },
        { value: thumbsRating(false), label: texts.thumbsDown },
      ]
    : Array.from({ length: STAR_COUNT }, (_, i) => ({ value: i + 1, label: texts.stars(i + 1) }));

export function RatingPanel({ kind, onResult, onExit, help }: RatingPanelProps) {
  // The page's language, for the panel's texts.
  const locale = useLocale();
  const texts = videoPlayerText(locale).rating;
  const panelRef = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<RatingState>(initialRatingState);
  const [offer, setOffer] = useState<ShownOffer | undefined>(undefined);
  /** The visitor answered the offer: one choice is reported, whatever is pressed after. */
  const answered = useRef(false);
  const flow = useRef<RatingFlow | undefined>(undefined);
  const callbacks = useRef({ onResult, onExit, help, locale });
  useEffect(() => {
    callbacks.current = { onResult, onExit, help, locale };
  });
  useEffect(() => {
    const created = createRatingFlow({
      onChange: setState,
      onResult: (result) => {
        panelRef.current?.dispatchEvent(
          new CustomEvent(RATING_EVENT, { detail: result, bubbles: true, composed: true }),
        );
        const current = callbacks.current;
        current.onResult(result);
        const action = lowRatingAction(
          result.rating,
          current.help?.allowed,
          current.help?.title ?? '',
        );
        if (!action || !current.help) return;
        const stopped = formatTimecode(current.help.currentTime());
        const subject = videoPlayerText(current.locale).lowRatingHelp.subject(
          current.help.title,
          stopped,
        );
        setOffer({ action, subject });
        current.help.onHelp({ type: 'offer', offer: action.offer, rating: result.rating });
      },
      holdThanks: (result) =>
        lowRatingOffer(result.rating, callbacks.current.help?.allowed) !== undefined,
    });
    flow.current = created;
    return () => created.dispose();
  }, []);

  // Focus follows the flow when it was inside the panel, so keyboard users continue in the new step.
  const focusInside = useRef(false);
  useEffect(() => {
    const panel = panelRef.current;
    if (!panel) return undefined;
    const onIn = () => (focusInside.current = true);
    // A removed step's element takes focus with it (relatedTarget null): that is still "inside".
    const onOut = (event: FocusEvent) => {
      if (event.relatedTarget) focusInside.current = panel.contains(event.relatedTarget as Node);
    };
    panel.addEventListener('focusin', onIn);
    panel.addEventListener('focusout', onOut);
    return () => {
      panel.removeEventListener('focusin', onIn);
      panel.removeEventListener('focusout', onOut);
    };
  }, []);
  // The player region, kept from when the panel was there: on exit the panel is gone.
  const regionRef = useRef<Element | null>(null);
  useEffect(() => {
    const panel = panelRef.current;
    if (state.step === -1) {
      if (focusInside.current)
        regionRef.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
      callbacks.current.onExit();
      return;
    }
    if (!panel) return;
    regionRef.current = panel.closest('[role="region"]');
    if (focusInside.current) panel.querySelector<HTMLElement>('[data-step-focus]')?.focus();
  }, [state.step]);

  if (state.step === -1) return null;
  const send: RatingFlow['send'] = (event) => flow.current?.send(event);
  const leaving = state.pending !== undefined;

  return (
    <div
      ref={panelRef}
      className={styles.rating}
      data-part="rating"
      data-step={state.step}
      data-leaving={leaving ? 'true' : undefined}
    >
      {state.step === 0 && (
        <RatingChoices
          kind={kind}
          texts={texts}
          picked={state.rating}
          onPick={(rating) => send({ type: 'pick', rating })}
        />
      )}
      {state.step === 1 && (
        <CommentStep
          state={state}
          texts={texts}
          onEdit={(comment) => send({ type: 'edit', comment })}
          onCancel={() => send({ type: 'cancel' })}
          onSubmit={() => send({ type: 'submit' })}
        />
      )}
      {state.step === 2 && (
        <>
          <p className={styles.ratingThanks} role="status" tabIndex={-1} data-step-focus>
            {texts.thanks}
            {offer && (
              <>
                {' '}
                <span className={offerStyles.prompt}>
                  {videoPlayerText(locale).lowRatingHelp.prompt}
                </span>
              </>
            )}
          </p>
          {offer && help && (
            <HelpOffer
              action={offer.action}
              title={help.title}
              titleLang={help.titleLang}
              subject={offer.subject}
              onChoose={(event) => {
                if (leaving) return;
                if (!answered.current) help.onHelp(event);
                answered.current = true;
                // The assistant opens over the page and the offer stays: its button is where the
                // drawer returns focus, a second press opens it again, and a drawer still loading
                // replays the press to the button (src/islands/replay). 'No thanks' ends it.
                if (event.choice !== 'assistant') send({ type: 'close' });
              }}
            />
          )}
        </>
      )}
    </div>
  );
}

function RatingChoices({
  kind,
  texts,
  picked,
  onPick,
}: {
  kind: RatingKind;
  texts: RatingTexts;
  picked: number;
  onPick: (rating: number) => void;
}) {
  const questionId = useId();
  const choices = choicesFor(kind, texts);
  // Arrow keys move the checked radio (APG); the choice counts once confirmed.
  const [checked, setChecked] = useState(() =>
    Math.max(
      0,
      choices.findIndex((c) => c.value === picked),
    ),
  );
  const [touched, setTouched] = useState(false);
  const refs = useRef<(HTMLButtonElement | null)[]>([]);

  const move = (index: number) => {
    const next = (index + choices.length) % choices.length;
    setChecked(next);
    setTouched(true);
    refs.current[next]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    switch (event.key) {
      case 'ArrowRight':
      case 'ArrowDown':
        move(index + 1);
        break;
      case 'ArrowLeft':
      case 'ArrowUp':
        move(index - 1);
        break;
      case ' ':
      case 'Enter':
        onPick(choices[index]?.value ?? 1);
        break;
      default:
        return;
    }
    event.preventDefault();
  };

  return (
    <div>
      <p id={questionId} className={styles.ratingQuestion} tabIndex={-1} data-step-focus>
        {texts.question}
      </p>
      <div
        role="radiogroup"
        aria-labelledby={questionId}
        className={styles.ratingChoices}
        data-kind={kind}
      >
        {choices.map((choice, index) => {
          const isChecked = touched && index === checked;
          const filled = kind === 'stars' && touched && index <= checked;
          return (
            <button
              key={choice.value}
              ref={(el) => {
                refs.current[index] = el;
              }}
              type="button"
              role="radio"
              aria-checked={isChecked}
              aria-label={choice.label}
              tabIndex={index === checked ? 0 : -1}
              className={styles.ratingChoice}
              data-filled={filled ? 'true' : undefined}
              onClick={() => {
                setChecked(index);
                setTouched(true);
                onPick(choice.value);
              }}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              <span aria-hidden="true">
                {kind === 'Thumbs' ? (choice.value === 5 ? '👍' : '👎') : filled ? '★' : '☆'}
              </span>
            </button>
          );
        })}
      </div>
    </div>
  );
}

function CommentStep({
  state,
  texts,
  onEdit,
  onCancel,
  onSubmit,
}: {
  state: RatingState;
  texts: RatingTexts;
  onEdit: (comment: string) => void;
  onCancel: () => void;
  onSubmit: () => void;
}) {
  const fieldId = useId();
  return (
    <div className={styles.ratingComment}>
      <label htmlFor={fieldId} className={styles.ratingQuestion}>
        {texts.comment}
      </label>
      <textarea
        id={fieldId}
        className={styles.ratingTextarea}
        placeholder={texts.placeholder}
        value={state.comment}
        aria-invalid={state.commentError ? 'true' : undefined}
        data-error={state.commentError ? 'true' : undefined}
        rows={3}
        onChange={(event) => onEdit(event.target.value)}
        data-step-focus
      />
      <div className={styles.ratingActions}>
        <button type="button" className={styles.ratingSecondary} onClick={onCancel}>
          {texts.cancel}
        </button>
        <button type="button" className={styles.ratingPrimary} onClick={onSubmit}>
          {texts.submit}
        </button>
      </div>
    </div>
  );
}
