// @vitest-environment jsdom
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToStaticMarkup } from 'react-dom/server';
import AskAssistantButton from './AskAssistantButton.tsx';
import { GENAI_WIDGET_TAG } from '../../domain/assistant-entry.ts';
import AssistantDrawer from './AssistantDrawer.tsx';
import { resetAssistantWidget } from './assistant-widget.ts';

const SCRIPT = 'https://widget.example/genai/widget.js';
const STYLE = 'https://widget.example/genai/widget.css';

let page: HTMLElement;

beforeEach(() => {
  // The buttons are server-rendered outside the island, as on the page.
  page = document.createElement('div');
  page.innerHTML = [
    renderToStaticMarkup(<AskAssistantButton subject="Top solutions" serviceAlias="wireless" />),
    renderToStaticMarkup(<AskAssistantButton subject="Voicemail" serviceAlias="wireless" />),
    '<section id="search-support" aria-label="Search support"></section>',
  ].join('');
  document.body.append(page);
});

afterEach(() => {
  page.remove();
  for (const element of document.head.querySelectorAll('script, link')) element.remove();
  resetAssistantWidget();
});

const widgetScript = () =>
  document.head.querySelector<HTMLScriptElement>(`script[src="${SCRIPT}"]`);
const widgetStyle = () => document.head.querySelector<HTMLLinkElement>(`link[href="${STYLE}"]`);

describe('AssistantDrawer', () => {
  describe('given the page has entry points and the widget is configured', () => {
    it('then nothing of the widget loads before a press', () => {
      render(<AssistantDrawer scriptUrl={SCRIPT} styleUrl={STYLE} searchHref="#search-support" />);
      expect(widgetScript()).toBeNull();
      expect(widgetStyle()).toBeNull();
      expect(screen.queryByRole('dialog')).toBeNull();
    });

    describe('when the visitor presses a card button', () => {
      it('then a drawer opens primed with the card title and the widget script and style load', async () => {
        const user = userEvent.setup();
        render(
          <AssistantDrawer scriptUrl={SCRIPT} styleUrl={STYLE} searchHref="#search-support" />,
        );
        await user.click(
          screen.getByRole('button', { name: 'Ask our AI assistant about Voicemail' }),
        );
        const drawer = await screen.findByRole('dialog', { name: 'AI assistant' });
        expect(drawer).toHaveTextContent('Asking about: Voicemail');
        expect(screen.getByRole('status')).toHaveTextContent('Loading the assistant');
        expect(widgetScript()).not.toBeNull();
        expect(widgetStyle()).not.toBeNull();
      });
    });

    describe('when the widget script fails to load', () => {
      it('then the drawer says the assistant is unavailable and offers the search', async () => {
        const user = userEvent.setup();
        render(
          <AssistantDrawer scriptUrl={SCRIPT} styleUrl={STYLE} searchHref="#search-support" />,
        );
        await user.click(screen.getByRole('button', { name: /about Top solutions/ }));
        await screen.findByRole('dialog', { name: 'AI assistant' });
        await waitFor(() => expect(widgetScript()).not.toBeNull());
        act(() => {
          widgetStyle()?.dispatchEvent(new Event('load'));
          widgetScript()?.dispatchEvent(new Event('error'));
        });
        expect(await screen.findByRole('alert')).toHaveTextContent(
          'Our AI assistant is unavailable right now.',
        );
        expect(screen.getByRole('link', { name: 'Search support instead' })).toHaveAttribute(
          'href',
          '#search-support',
        );
      });
    });

    describe('when the widget loads', () => {
      it('then the widget is mounted for the service, primed with the subject', async () => {
        const user = userEvent.setup();
        render(
          <AssistantDrawer scriptUrl={SCRIPT} styleUrl={STYLE} searchHref="#search-support" />,
        );
        await user.click(screen.getByRole('button', { name: /about Voicemail/ }));
        await screen.findByRole('dialog', { name: 'AI assistant' });
        await waitFor(() => expect(widgetScript()).not.toBeNull());
        act(() => {
          // What the widget's own script does as it runs.
          customElements.define(GENAI_WIDGET_TAG, class extends HTMLElement {});
          widgetStyle()?.dispatchEvent(new Event('load'));
          widgetScript()?.dispatchEvent(new Event('load'));
        });
        await waitFor(() => expect(document.querySelector(GENAI_WIDGET_TAG)).not.toBeNull());
        const widget = document.querySelector<HTMLElement>(GENAI_WIDGET_TAG);
        expect(widget?.dataset['question']).toBe('Voicemail');
        expect(widget?.dataset['service']).toBe('wireless');
        expect(screen.queryByRole('alert')).toBeNull();
      });
    });
  });

  describe('given the widget is not configured', () => {
    it('then a press says the assistant is unavailable without asking for any script', async () => {
      const user = userEvent.setup();
      render(<AssistantDrawer searchHref="#search-support" />);
      await user.click(screen.getByRole('button', { name: /about Top solutions/ }));
      expect(await screen.findByRole('alert')).toHaveTextContent('unavailable');
      expect(document.head.querySelector('script')).toBeNull();
    });
  });
});

describe('AssistantDrawer in Spanish', () => {
  it('names the assistant button, its drawer and its messages in Spanish', async () => {
    const spanishPage = document.createElement('div');
    spanishPage.innerHTML = renderToStaticMarkup(
      <AskAssistantButton subject="Correo de voz" serviceAlias="wireless" locale="es" />,
    );
    document.body.append(spanishPage);
    const user = userEvent.setup();
    render(<AssistantDrawer searchHref="#search-support" locale="es" />);
    await user.click(
      screen.getByRole('button', {
        name: 'Pregunte a nuestro asistente de IA sobre Correo de voz',
      }),
    );
    const drawer = await screen.findByRole('dialog', { name: 'Asistente de IA' });
    expect(drawer).toHaveTextContent('Su pregunta es sobre: Correo de voz');
    expect(await within(drawer).findByRole('alert')).toHaveTextContent(
      'Nuestro asistente de IA no está disponible en este momento.',
    );
    expect(within(drawer).getByRole('link', { name: 'Buscar en Soporte' })).toBeInTheDocument();
    expect(
      within(drawer).getByRole('button', { name: 'Cerrar el asistente de IA' }),
    ).toBeInTheDocument();
    spanishPage.remove();
  });
});
