// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aroundValue, titledName } from './titled-name.tsx';

describe('aroundValue', () => {
  it.each([
    [(t: string) => `Reproducir video: ${t}`, ['Reproducir video: ', '']],
    [(t: string) => `«${t}» reproducir`, ['«', '» reproducir']],
    [(t: string) => `${t}`, ['', '']],
    [() => 'Reproducir', undefined],
    [(t: string) => `${t} / ${t}`, undefined],
  ])('splits the message around its value (%#)', (message, expected) => {
    expect(aroundValue(message)).toEqual(expected);
  });
});

describe('titledName', () => {
  const play = (title: string) => `Reproducir video: ${title}`;

  it('is the aria-label when the title needs no mark', () => {
    expect(titledName(play, 'Cómo reiniciar', undefined, 'hidden')).toEqual({
      label: 'Reproducir video: Cómo reiniciar',
    });
  });

  it('is hidden content with the title marked when it is in another language', () => {
    const name = titledName(play, 'How to restart', 'en', 'hidden');
    expect(name.label).toBeUndefined();
    render(<button type="button">{name.content}</button>);
    expect(screen.getByRole('button', { name: 'Reproducir video: How to restart' })).toBeVisible();
    expect(screen.getByText('How to restart')).toHaveAttribute('lang', 'en');
  });
});
