import { afterEach, describe, expect, it, vi } from 'vitest';
import { byLocale } from './by-locale.ts';
import { PSEUDO_CLOSE, PSEUDO_OPEN } from './pseudo.ts';

const texts = {
  en: { signIn: 'Sign in', welcome: (name: string) => `Welcome, ${name}` },
  es: { signIn: 'Iniciar sesión', welcome: (name: string) => `Le damos la bienvenida, ${name}` },
};

describe('an area looked up by language', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it.each([
    [undefined, 'Sign in'],
    ['en', 'Sign in'],
    ['es', 'Iniciar sesión'],
  ] as const)('%s gives its own texts', (locale, signIn) => {
    expect(byLocale(texts)(locale).signIn).toBe(signIn);
  });

  it('gives a pseudo-locale the English texts through the generator, made once, in a build with the switch', async () => {
    vi.stubEnv('PUBLIC_PSEUDO_LOCALE', 'on');
    vi.resetModules();
    const { byLocale: built } = await import('./by-locale.ts');
    const { LOCALES, isPseudoLocale } = await import('./locales.ts');
    const [pseudo] = LOCALES.filter(isPseudoLocale);
    if (pseudo === undefined) throw new Error('the table has no pseudo-locale');
    const area = built(texts);
    expect(area(pseudo).signIn).toMatch(new RegExp(`^${PSEUDO_OPEN}Šíğñ íñ .+${PSEUDO_CLOSE}$`));
    expect(area(pseudo).welcome('Jordan')).toContain('Ŵéļçóɱé, Jordan');
    expect(area(pseudo)).toBe(area(pseudo));
    expect(area('es').signIn).toBe('Iniciar sesión');
  });
});
