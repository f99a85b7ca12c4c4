import { describe, expect, it } from 'vitest';
import { headerGreeting } from './header-greeting.ts';

const labels = { welcomeBack: 'Welcome back', notYou: 'Not you?', signIn: 'Sign in' };

describe('headerGreeting', () => {
  it.each([
    [
      { authenticated: true, firstName: 'Jordan', recognised: false },
      { kind: 'welcome', text: 'Welcome, Jordan' },
    ],
    [
      { authenticated: true, firstName: undefined, recognised: true },
      { kind: 'welcome', text: 'Welcome' },
    ],
    [
      { authenticated: false, firstName: undefined, recognised: true },
      { kind: 'recognised', text: 'Welcome back', notYou: 'Not you?', signIn: 'Sign in' },
    ],
    [{ authenticated: false, firstName: 'Jordan', recognised: false }, { kind: 'anonymous' }],
  ])('%j → %j', (input, greeting) => {
    expect(headerGreeting({ ...input, labels })).toEqual(greeting);
  });

  it.each([
    ['Jordan', 'Le damos la bienvenida, Jordan'],
    [undefined, 'Le damos la bienvenida'],
  ])('greets a signed-in visitor (%s) in Spanish on a Spanish page', (firstName, text) => {
    expect(
      headerGreeting({ authenticated: true, firstName, recognised: false, labels, locale: 'es' }),
    ).toEqual({ kind: 'welcome', text });
  });
});
