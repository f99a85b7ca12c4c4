import { describe, expect, it } from 'vitest';
import { breadcrumbsView, headerView, heroPreloads, signInPath } from './header.ts';
import { consumer, smallBusiness } from '../../../tests/support/landing-fixtures.ts';
import { resolveLabels } from '../../domain/labels.ts';

const spanish = {
  ...consumer,
  locale: 'es' as const,
  labels: resolveLabels(undefined, 'Wireless', 'es'),
  pathname: '/es/wireless',
};

describe('breadcrumbsView', () => {
  it.each([
    [consumer, '/support'],
    [smallBusiness, '/smallbusiness/support'],
  ])('Home › Support › Wireless (support at %#)', (view, support) => {
    expect(breadcrumbsView(view)).toEqual([
      { url: '/', text: 'Home' },
      { url: support, text: 'Support' },
      { url: view.pathname, text: 'Wireless' },
    ]);
  });
});

describe('breadcrumbsView in Spanish', () => {
  it('names the trail in Spanish', () => {
    expect(breadcrumbsView(spanish).map((crumb) => crumb.text)).toEqual([
      'Inicio',
      'Soporte',
      'Inalámbrico',
    ]);
  });
});

describe('signInPath', () => {
  it('returns to this page on the public origin', () => {
    expect(signInPath(consumer)).toBe(
      '/acctmgmt/signin?final_url=https%3A%2F%2Fsupport.example.com%2Fwireless',
    );
  });
});

describe('headerView', () => {
  it.each([
    ['the content heading', { heading: 'Get help' }, consumer, 'Get help'],
    ["the service's default", undefined, consumer, 'Wireless support'],
  ])('heading from %s', (_name, common, view, heading) => {
    expect(headerView(common as never, view).heading).toBe(heading);
  });

  it.each([
    { name: 'a consumer', view: consumer, shown: true },
    { name: 'a small business', view: smallBusiness, shown: false },
    { name: 'a biz customer', view: { ...consumer, customerType: 'biz' as const }, shown: false },
  ])("'Want personalized help?' for an anonymous $name: $shown", ({ view, shown }) => {
    const { prompt } = headerView(undefined, view).greeting;
    expect(prompt !== undefined).toBe(shown);
    if (shown) {
      expect(prompt).toEqual({
        label: 'Want personalized help?',
        signInText: 'Sign in',
        href: signInPath(view),
      });
    }
  });
});

describe('headerView in Spanish', () => {
  it('writes the default heading and the prompt in Spanish, and hands the greeting its language', () => {
    const header = headerView(undefined, spanish);
    expect(header.heading).toBe('Soporte de Wireless');
    expect(header.greeting.prompt).toMatchObject({
      label: '¿Desea ayuda personalizada?',
      signInText: 'Iniciar sesión',
    });
    expect(header.greeting.labels).toEqual({
      welcomeBack: 'Le damos la bienvenida de nuevo',
      notYou: '¿No es usted?',
      signIn: 'Iniciar sesión',
    });
    expect(header.greeting.locale).toBe('es');
  });

  it('gives the English greeting no language prop at all', () => {
    expect(headerView(undefined, consumer).greeting).not.toHaveProperty('locale');
  });
});

describe('heroPreloads', () => {
  const ranges = [
    '(min-width: 1025px)',
    '(min-width: 768px) and (max-width: 1024px)',
    '(max-width: 767px)',
  ];
  it.each([
    { name: 'no hero', hero: undefined, images: [] },
    {
      name: 'all three',
      hero: { desktop: '/d.svg', tablet: '/t.svg', mobile: '/m.svg' },
      images: ['/d.svg', '/t.svg', '/m.svg'],
    },
    {
      name: 'no tablet image: the mobile source serves tablets',
      hero: { desktop: '/d.svg', mobile: '/m.svg' },
      images: ['/d.svg', '/m.svg', '/m.svg'],
    },
    { name: 'desktop only', hero: { desktop: '/d.svg' }, images: ['/d.svg', '/d.svg', '/d.svg'] },
    { name: 'mobile only', hero: { mobile: '/m.svg' }, images: ['/m.svg', '/m.svg', '/m.svg'] },
  ])('$name', ({ hero, images }) => {
    expect(heroPreloads(hero as never)).toEqual(
      images.map((href, i) => ({ href, media: ranges[i] })),
    );
  });
});
