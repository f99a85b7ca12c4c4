// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import CardGrid from './CardGrid.tsx';

afterEach(() => cleanup());

describe('CardGrid', () => {
  it('marks an English card alone when the grid mixes languages', () => {
    render(
      <CardGrid
        heading="Soluciones principales"
        position="Top solutions"
        items={[
          { title: 'Desbloquear su teléfono', href: '/a' },
          { title: 'Check your data usage', href: '/k', lang: 'en' },
        ]}
      />,
    );
    expect(screen.getByRole('list')).not.toHaveAttribute('lang');
    const [spanish, english] = screen.getAllByRole('listitem');
    expect(spanish).not.toHaveAttribute('lang');
    expect(english).toHaveAttribute('lang', 'en');
  });

  it.each([
    [
      { introTitle: 'Wireless support', description: 'Topic by topic.' },
      'Wireless support Topic by topic.',
      null,
    ],
    [{ introTitle: 'Wireless support' }, 'Wireless support', null],
    [{ description: 'Only text' }, 'Only text', null],
    [{ introTitle: 'Soporte', contentLang: 'en' as const, introLang: 'es' }, 'Soporte', 'es'],
    [{ description: 'English text', contentLang: 'en' as const }, 'English text', 'en'],
  ])('writes the intro %j as %j (lang %s)', (intro, text, lang) => {
    const { container } = render(
      <CardGrid heading="Browse topics" position="Browse topics" items={[]} {...intro} />,
    );
    const paragraph = container.querySelector('p');
    expect(paragraph).toHaveTextContent(text);
    expect(paragraph?.getAttribute('lang') ?? null).toBe(lang);
    if ('introTitle' in intro)
      expect(paragraph?.querySelector('strong')).toHaveTextContent(intro.introTitle);
  });
});
