/** What the header's visitor line says. */
import { greetingText } from '../i18n/greeting.ts';
import type { Locale } from '../i18n/locales.ts';

/** The labels the content may set (resolved on the server in the page's language). */
export interface GreetingLabels {
  welcomeBack: string;
  notYou: string;
  signIn: string;
}

export type HeaderGreeting =
  | { kind: 'welcome'; text: string }
  | { kind: 'recognised'; text: string; notYou: string; signIn: string }
  | { kind: 'anonymous' };

export function headerGreeting(input: {
  authenticated: boolean;
  firstName: string | undefined;
  recognised: boolean;
  lastFour?: string | undefined;
  labels: GreetingLabels;
  locale?: Locale | undefined;
}): HeaderGreeting {
  const { labels } = input;
  if (input.authenticated) {
    const texts = greetingText(input.locale);
    return {
      kind: 'welcome',
      text: input.firstName ? texts.welcomeName(input.firstName) : texts.welcome,
    };
  }
  if (input.recognised) {
    return {
      kind: 'recognised',
      text: labels.welcomeBack,
      notYou: labels.notYou,
      signIn: labels.signIn,
    };
  }
  return { kind: 'anonymous' };
}
