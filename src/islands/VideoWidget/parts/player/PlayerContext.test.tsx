// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { usePlayer, usePlayerState } from './PlayerContext.tsx';
import { renderInPlayer } from '../../../../../tests/support/player-context.tsx';
import { useLocale } from '../../../../ui/shared/locale-context.tsx';

function Part() {
  usePlayer();
  const locale = useLocale();
  const time = usePlayerState((s) => s.currentTime);
  return (
    <p>
      {locale} {time}
    </p>
  );
}

describe('the player context', () => {
  it('gives a part the player it is in (its state) inside the page language', () => {
    renderInPlayer(<Part />, { state: { currentTime: 12 }, locale: 'es' });
    expect(screen.getByText('es 12')).toBeInTheDocument();
  });

  it('fails clearly for a part rendered outside a player', () => {
    // React reports the thrown error to the console as well.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Part />)).toThrow(/usePlayer\(\) outside a player/);
    vi.restoreAllMocks();
  });
});
