// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RATING_EVENT, RatingPanel, type RatingHelp } from './RatingPanel.tsx';
import { RATING_STEP_MS, THANK_YOU_MS } from '../../../../video/parts/rating.ts';
import type { LowRatingHelp, LowRatingHelpEvent } from '../../../../video/model/low-rating.ts';
import { ASK_ASSISTANT_SELECTOR } from '../../../../domain/assistant-entry.ts';
import { setupFakeTimersUser } from '../../../../../tests/support/test-timers.ts';
import { renderInPlayer } from '../../../../../tests/support/player-context.tsx';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('RatingPanel', () => {
  it('stars: an APG radio group; arrows move, Enter confirms, then comment, thanks and exit', () => {
    const onResult = vi.fn();
    const onExit = vi.fn();
    const hostEvents: unknown[] = [];
    document.addEventListener(RATING_EVENT, (e) => hostEvents.push((e as CustomEvent).detail));
    renderInPlayer(<RatingPanel kind="stars" onResult={onResult} onExit={onExit} />);
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
    renderInPlayer(<RatingPanel kind="Thumbs" onResult={onResult} onExit={vi.fn()} />);
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
    const {
      view: { unmount },
    } = renderInPlayer(<RatingPanel kind="stars" onResult={() => {}} onExit={() => {}} />, {
      locale: 'es',
    });
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
    renderInPlayer(<RatingPanel kind="Thumbs" onResult={() => {}} onExit={() => {}} />, {
      locale: 'es',
    });
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('aria-label'))).toEqual([
      'Me gusta',
      'No me gusta',
    ]);
  });
});

describe('RatingPanel: a low rating offers the next step', () => {
  const TITLE = 'How to restart your phone';
  const SEARCH = '/wireless#search-support';
  const helpWith = (allowed: LowRatingHelp, extra: Partial<RatingHelp> = {}) => {
    const onHelp = vi.fn<(event: LowRatingHelpEvent) => void>();
    return {
      onHelp,
      help: { allowed, title: TITLE, currentTime: () => 7.4, onHelp, ...extra } as RatingHelp,
    };
  };
  // Links lead away: jsdom cannot navigate, and the tests only need the click.
  const stayOnPage = (event: Event) => event.preventDefault();
  beforeEach(() => document.addEventListener('click', stayOnPage));
  afterEach(() => document.removeEventListener('click', stayOnPage));

  /** Picks `choice`, comments and submits; the thank-you step is showing afterwards. */
  const rate = (choice: string, submit = 'Submit') => {
    fireEvent.click(screen.getByRole('radio', { name: choice }));
    advance(RATING_STEP_MS);
    fireEvent.change(screen.getByRole('textbox'), { target: { value: 'Too fast' } });
    fireEvent.click(screen.getByRole('button', { name: submit }));
    advance(RATING_STEP_MS);
  };

  it('one star, chat allowed: thanks, then "Chat with us" that stays until taken', () => {
    const onExit = vi.fn();
    const order: string[] = [];
    const { help, onHelp } = helpWith({
      chatHref: '/support/chat',
      assistant: { serviceAlias: 'wireless' },
      searchHref: SEARCH,
    });
    onHelp.mockImplementation((event) => order.push(event.type));
    renderInPlayer(
      <RatingPanel
        kind="stars"
        onResult={() => order.push('result')}
        onExit={onExit}
        help={help}
      />,
    );
    rate('1 star');
    expect(screen.getByRole('status')).toHaveTextContent(
      'Thank you for your feedback! Still need help?',
    );
    const chat = screen.getByRole('link', { name: 'Chat with us' });
    expect(chat).toHaveAttribute('href', '/support/chat');
    expect(screen.queryByRole('button', { name: 'Ask our AI assistant' })).toBeNull();
    expect(order).toEqual(['result', 'offer']);
    expect(onHelp).toHaveBeenCalledWith({ type: 'offer', offer: 'chat', rating: 1 });
    // An offer that vanished on a timer could not be taken (WCAG 2.2.1).
    advance(THANK_YOU_MS * 4);
    expect(chat).toBeInTheDocument();
    expect(onExit).not.toHaveBeenCalled();
    fireEvent.click(chat);
    fireEvent.click(chat);
    expect(onHelp).toHaveBeenLastCalledWith({
      type: 'choice',
      offer: 'chat',
      choice: 'chat',
      href: '/support/chat',
    });
    expect(onHelp).toHaveBeenCalledTimes(2);
    advance(RATING_STEP_MS);
    expect(onExit).toHaveBeenCalledOnce();
  });

  it('thumbs down, chat off: "Ask our AI assistant" is an entry point of the assistant drawer', () => {
    const { help, onHelp } = helpWith({
      assistant: { serviceAlias: 'smbwireless' },
      searchHref: SEARCH,
    });
    const onExit = vi.fn();
    renderInPlayer(<RatingPanel kind="Thumbs" onResult={() => {}} onExit={onExit} help={help} />);
    rate('Thumbs down');
    const ask = screen.getByRole('button', { name: 'Ask our AI assistant' });
    const subject = 'How to restart your phone (stopped at 0:07)';
    expect(ask).toHaveAttribute('data-ask-assistant');
    expect(ask).toHaveAttribute('data-subject', subject);
    expect(ask).toHaveAttribute('data-service-alias', 'smbwireless');
    expect(ask.closest(ASK_ASSISTANT_SELECTOR)).toBe(ask);
    fireEvent.click(ask);
    // The offer stays: the drawer returns focus to its button, and a second press opens it again.
    advance(THANK_YOU_MS + RATING_STEP_MS);
    expect(ask).toBeInTheDocument();
    fireEvent.click(ask);
    expect(onHelp.mock.calls.map(([event]) => event)).toEqual([
      { type: 'offer', offer: 'assistant', rating: 1 },
      { type: 'choice', offer: 'assistant', choice: 'assistant', subject },
    ]);
    // 'No thanks' then ends the panel, reporting no second choice.
    fireEvent.click(screen.getByRole('button', { name: 'No thanks' }));
    advance(RATING_STEP_MS);
    expect(onExit).toHaveBeenCalledOnce();
    expect(onHelp).toHaveBeenCalledTimes(2);
  });

  it('two stars, chat and assistant off: search for the title; "No thanks" dismisses', () => {
    const onExit = vi.fn();
    const { help, onHelp } = helpWith({ searchHref: SEARCH });
    renderInPlayer(<RatingPanel kind="stars" onResult={() => {}} onExit={onExit} help={help} />);
    rate('2 stars');
    expect(screen.getByRole('link', { name: `Search for "${TITLE}"` })).toHaveAttribute(
      'href',
      '/wireless?q=How+to+restart+your+phone#search-support',
    );
    fireEvent.click(screen.getByRole('button', { name: 'No thanks' }));
    expect(onHelp).toHaveBeenLastCalledWith({
      type: 'choice',
      offer: 'search',
      choice: 'dismissed',
    });
    advance(RATING_STEP_MS);
    expect(onExit).toHaveBeenCalledOnce();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('three stars: the plain thank-you, gone after 5 s', () => {
    const onExit = vi.fn();
    const { help, onHelp } = helpWith({ chatHref: '/support/chat', searchHref: SEARCH });
    renderInPlayer(<RatingPanel kind="stars" onResult={() => {}} onExit={onExit} help={help} />);
    rate('3 stars');
    expect(screen.getByRole('status')).toHaveTextContent(/^Thank you for your feedback!$/);
    expect(screen.queryByRole('link')).toBeNull();
    advance(THANK_YOU_MS + RATING_STEP_MS);
    expect(onExit).toHaveBeenCalledOnce();
    expect(onHelp).not.toHaveBeenCalled();
  });

  it('one star on a host that allows nothing (an embed): the plain thank-you', () => {
    const onExit = vi.fn();
    renderInPlayer(<RatingPanel kind="stars" onResult={() => {}} onExit={onExit} />);
    rate('1 star');
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    advance(THANK_YOU_MS + RATING_STEP_MS);
    expect(onExit).toHaveBeenCalledOnce();
  });

  it('by keyboard: the offer is the next stop after the thanks', async () => {
    const user = setupFakeTimersUser();
    const { help } = helpWith({ chatHref: '/support/chat', searchHref: SEARCH });
    renderInPlayer(<RatingPanel kind="stars" onResult={() => {}} onExit={() => {}} help={help} />);
    screen.getAllByRole('radio')[0]?.focus();
    await user.keyboard('{Enter}');
    await act(() => vi.advanceTimersByTimeAsync(RATING_STEP_MS));
    expect(screen.getByRole('textbox')).toHaveFocus();
    await user.keyboard('Too fast');
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Submit' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await act(() => vi.advanceTimersByTimeAsync(RATING_STEP_MS));
    expect(screen.getByRole('status')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Chat with us' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'No thanks' })).toHaveFocus();
  });

  it('in Spanish, with an English title marked as English', () => {
    const { help } = helpWith({ searchHref: '/es/wireless#search-support' }, { titleLang: 'en' });
    renderInPlayer(<RatingPanel kind="stars" onResult={() => {}} onExit={() => {}} help={help} />, {
      locale: 'es',
    });
    rate('1 estrella', 'Enviar');
    expect(screen.getByRole('status')).toHaveTextContent(
      '¡Gracias por sus comentarios! ¿Todavía necesita ayuda?',
    );
    // jsdom has no layout, so the accessible name spaces the inline span: the text is checked.
    const search = screen.getByRole('link', { name: /^Buscar/ });
    expect(search).toHaveTextContent(`Buscar “${TITLE}”`);
    expect(search.querySelector('span')).toHaveAttribute('lang', 'en');
    expect(search.querySelector('span')).toHaveTextContent(TITLE);
    expect(screen.getByRole('button', { name: 'No, gracias' })).toBeInTheDocument();
  });

  it('in Spanish, the assistant is asked where the viewer stopped', () => {
    const { help } = helpWith({ assistant: { serviceAlias: 'wireless' }, searchHref: SEARCH });
    renderInPlayer(
      <RatingPanel kind="Thumbs" onResult={() => {}} onExit={() => {}} help={help} />,
      { locale: 'es' },
    );
    rate('No me gusta', 'Enviar');
    expect(
      screen.getByRole('button', { name: 'Pregunte a nuestro asistente de IA' }),
    ).toHaveAttribute('data-subject', 'How to restart your phone (se detuvo en 0:07)');
  });
});
