/** What the header's visitor line says. */

export interface GreetingLabels {
  welcomeBack: string;
  notYou: string;
  signIn: string;
}

export const DEFAULT_GREETING_LABELS: GreetingLabels = {
  welcomeBack: 'Welcome back',
  notYou: 'Not you?',
  signIn: 'Sign in',
};

export type HeaderGreeting =
  | { kind: 'welcome'; text: string }
  | { kind: 'recognised'; text: string; notYou: string; signIn: string }
  | { kind: 'anonymous' };

export function headerGreeting(input: {
  authenticated: boolean;
  firstName: string | undefined;
  recognised: boolean;
  lastFour?: string | undefined;
  labels?: GreetingLabels;
}): HeaderGreeting {
  const labels = input.labels ?? DEFAULT_GREETING_LABELS;
  if (input.authenticated) {
    return { kind: 'welcome', text: input.firstName ? `Welcome, ${input.firstName}` : 'Welcome' };
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
