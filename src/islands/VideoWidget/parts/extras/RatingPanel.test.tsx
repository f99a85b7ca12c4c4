// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RATING_EVENT, RatingPanel } from './RatingPanel.tsx';
import { RATING_STEP_MS, THANK_YOU_MS } from '../../../../video/parts/rating.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('RatingPanel', () => {
  it('stars: an APG radio group; arrows move, Enter confirms, then comment, thanks and exit', () => {
    const onResult = vi.fn();
    const onExit = vi.fn();
    const hostEvents: unknown[] = [];
    document.addEventListener(RATING_EVENT, (e) => hostEvents.push((e as CustomEvent).detail));
    render(<RatingPanel kind="stars" onResult={onResult} onExit={onExit} />);
    const group = screen.getByRole('radiogroup', { name: 'How would you rate this video?' });
    const radios = screen.getAllByRole('radio');
    expect(radios).toHaveLength(5);
    // One tab stop.
    expect(radios.map((r) => r.tabIndex)).toEqual([0, -1, -1, -1, -1]);
    radios[0]?.focus();
    fireEvent.keyDown(radios[0] as Element, { key: 'ArrowRight' });
    fireEvent.keyDown(radios[1] as Element, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(radios[2]);
    expect(radios[2]).toHaveAttribute('aria-checked', 'true');
    expect(radios.map((r) => r.tabIndex)).toEqual([-1, -1, 0, -1, -1]);
    // Arrows alone choose nothing yet.
    advance(RATING_STEP_MS * 2);
    expect(group).toBeInTheDocument();
    fireEvent.keyDown(radios[2] as Element, { key: 'Enter' });
    advance(RATING_STEP_MS - 1);
    expect(screen.queryByRole('textbox')).toBeNull();
    advance(1);
    const box = screen.getByRole('textbox', {
      name: 'Help us improve our content by giving us feedback:',
    });
    expect(box).toHaveAttribute('placeholder', 'Please comment here');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(box).toHaveAttribute('aria-invalid', 'true');
    fireEvent.change(box, { target: { value: 'Nice' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    advance(RATING_STEP_MS);
    expect(screen.getByRole('status')).toHaveTextContent('Thank you for your feedback!');
    const result = { submitted: true, rating: 3, comment: 'Nice' };
    expect(onResult).toHaveBeenCalledExactlyOnceWith(result);
    expect(hostEvents).toEqual([result]);
    advance(THANK_YOU_MS + RATING_STEP_MS);
    expect(onExit).toHaveBeenCalledOnce();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('thumbs: up and down are 5 and 1; Cancel returns to the question', () => {
    const onResult = vi.fn();
    render(<RatingPanel kind="Thumbs" onResult={onResult} onExit={vi.fn()} />);
    fireEvent.click(screen.getByRole('radio', { name: 'Thumbs up' }));
    advance(RATING_STEP_MS);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    advance(RATING_STEP_MS);
    fireEvent.click(screen.getByRole('radio', { name: 'Thumbs down' }));
    advance(RATING_STEP_MS);
    fireEvent.change(screen.getByRole('textbox'), { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    advance(RATING_STEP_MS);
    expect(onResult).toHaveBeenCalledWith({ submitted: true, rating: 1, comment: 'x' });
  });
});

describe('RatingPanel in Spanish', () => {
  it('asks, names the stars and the thumbs, and thanks in Spanish', () => {
    const { unmount } = render(
      <RatingPanel kind="stars" onResult={() => {}} onExit={() => {}} locale="es" />,
    );
    screen.getByRole('radiogroup', { name: '¿Cómo calificaría este video?' });
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('aria-label'))).toEqual([
      '1 estrella',
      '2 estrellas',
      '3 estrellas',
      '4 estrellas',
      '5 estrellas',
    ]);
    fireEvent.click(screen.getByRole('radio', { name: '4 estrellas' }));
    advance(RATING_STEP_MS);
    const box = screen.getByRole('textbox', {
      name: 'Ayúdenos a mejorar nuestro contenido con sus comentarios:',
    });
    expect(box).toHaveAttribute('placeholder', 'Escriba su comentario aquí');
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeInTheDocument();
    fireEvent.change(box, { target: { value: 'Muy útil' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    advance(RATING_STEP_MS);
    expect(screen.getByRole('status')).toHaveTextContent('¡Gracias por sus comentarios!');
    unmount();
    render(<RatingPanel kind="Thumbs" onResult={() => {}} onExit={() => {}} locale="es" />);
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('aria-label'))).toEqual([
      'Me gusta',
      'No me gusta',
    ]);
  });
});
