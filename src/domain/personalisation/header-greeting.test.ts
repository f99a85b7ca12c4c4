import { describe, expect, it } from 'vitest';
import { headerGreeting } from './header-greeting.ts';

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
    expect(headerGreeting(input)).toEqual(greeting);
  });
});
