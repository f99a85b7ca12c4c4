/**
 * A control named by a message around a video's title ('Reproducir video: {title}'). When the
 * title is in another language than the widget's (the English metadata standing in on a Spanish
 * page), the name is the control's hidden content with the title marked in its language, since an
 * `aria-label` cannot mark a part of itself; otherwise it stays the `aria-label` it always was.
 */
import type { ReactNode } from 'react';

/** Stands for the value while the message is split around it; never in a title. */
const SLOT = '\u0000';

/** The message's text before and after its value, or undefined when it does not show the value. */
export function aroundValue(message: (value: string) => string): [string, string] | undefined {
  const parts = message(SLOT).split(SLOT);
  return parts.length === 2 ? [parts[0] ?? '', parts[1] ?? ''] : undefined;
}

export interface TitledName {
  /** The control's `aria-label`, when the title needs no mark. */
  label?: string;
  /** The control's hidden name, with the title marked in its language. */
  content?: ReactNode;
}

export function titledName(
  message: (title: string) => string,
  title: string,
  lang: string | undefined,
  hiddenClass: string | undefined,
): TitledName {
  const around = lang ? aroundValue(message) : undefined;
  if (!lang || !around) return { label: message(title) };
  const [before, after] = around;
  return {
    content: (
      <span className={hiddenClass}>
        {before}
        <span lang={lang}>{title}</span>
        {after}
      </span>
    ),
  };
}
