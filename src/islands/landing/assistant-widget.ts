/**
 * Loads the generative-AI widget's script and style once, on the first press of an 'Ask our AI
 * assistant' button: a visitor who never asks never downloads the widget.
 */
import { GENAI_WIDGET_TAG } from '../../domain/assistant-entry.ts';

export interface WidgetSources {
  scriptUrl?: string | undefined;
  styleUrl?: string | undefined;
}

let loading: Promise<void> | undefined;

const attach = (element: HTMLScriptElement | HTMLLinkElement) =>
  new Promise<void>((resolve, reject) => {
    element.addEventListener('load', () => resolve(), { once: true });
    element.addEventListener('error', () => reject(new Error('widget resource failed')), {
      once: true,
    });
    document.head.append(element);
  });

async function load({ scriptUrl, styleUrl }: WidgetSources): Promise<void> {
  if (!scriptUrl) throw new Error('widget not configured');
  // The generative-AI search section may have loaded the same widget already.
  if (customElements.get(GENAI_WIDGET_TAG)) return;
  const parts: Promise<void>[] = [];
  if (styleUrl) {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = styleUrl;
    parts.push(attach(link));
  }
  const script = document.createElement('script');
  script.src = scriptUrl;
  script.async = true;
  parts.push(attach(script));
  await Promise.all(parts);
  if (!customElements.get(GENAI_WIDGET_TAG)) throw new Error('widget not defined');
}

/** Resolves once the widget can be mounted; rejects when it is unavailable (a later press retries). */
export function loadAssistantWidget(sources: WidgetSources): Promise<void> {
  loading ??= load(sources).catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/** For tests: forget an earlier load. */
export function resetAssistantWidget(): void {
  loading = undefined;
}
