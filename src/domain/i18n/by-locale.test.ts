import { describe, expect, it } from 'vitest';
import { byLocale } from './by-locale.ts';

const texts = {
  en: { signIn: 'Sign in', welcome: (name: string) => `Welcome, ${name}` },
  es: { signIn: 'Iniciar sesión', welcome: (name: string) => `Le damos la bienvenida, ${name}` },
};

describe('an area looked up by language', () => {
  it.each([
    [undefined, 'Sign in'],
    ['en', 'Sign in'],
    ['es', 'Iniciar sesión'],
  ] as const)('%s gives its own texts', (locale, signIn) => {
    expect(byLocale(texts)(locale).signIn).toBe(signIn);
  });
});
