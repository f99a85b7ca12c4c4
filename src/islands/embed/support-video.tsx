/**
 * The embeddable video widget as a custom element, for any page (this bundle has no Astro in
 * it): <support-video data-video="5001039" data-options='{"modal":true}' data-radius="12">
 * (data-radius: the widget's radius input, px). The widget renders into the element's shadow
 * root, which adopts the widget's own rules, so the page's CSS and the widget's never meet; its
 * modal renders inside the same root. Analytics go to the page's dataLayer (when
 * there is one) and, like the rating, out of the element as DOM events:
 *   support-video-analytics  detail: the analytics event ({ event: 'Video_Commence', … })
 *   support-video-rating     detail: { submitted, rating, comment }
 * Its language: data-locale ('es'), else the nearest lang attribute of the element or an ancestor.
 */
// First: the parts' rules must go to shadow roots only, and they are adopted as modules load.
import './styles-in-shadow-only.ts';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import VideoWidget from '../VideoWidget/VideoWidget.tsx';
import { PortalTarget } from '../../ui/shared/shadow.ts';
import { adoptStylesInto } from '../../browser/adopt-styles.ts';
import { setDefaultOrigin } from '../../video/model/hosts.ts';
import { embedAnalytics, embedLocale, embedOptions, embedRadius } from './options.ts';

export const ELEMENT_NAME = 'support-video';
export const ANALYTICS_EVENT = 'support-video-analytics';

// Feeds and media come from the site that serves this script, not from the embedding page.
const scriptUrl = new URL(import.meta.url);
setDefaultOrigin(scriptUrl.origin);

const HOST_STYLE = ':host{display:block;position:relative}[hidden]{display:none!important}';

class SupportVideoElement extends HTMLElement {
  static observedAttributes = [
    'data-video',
    'data-options',
    'data-analytics',
    'data-radius',
    'data-locale',
    'lang',
  ];
  #root: Root | undefined;
  #mount: HTMLDivElement | undefined;
  #layer: HTMLDivElement | undefined;

  connectedCallback() {
    if (!this.#root) {
      const shadow = this.shadowRoot ?? this.attachShadow({ mode: 'open' });
      shadow.replaceChildren();
      const style = document.createElement('style');
      style.textContent = HOST_STYLE;
      const mount = document.createElement('div');
      const layer = document.createElement('div');
      shadow.append(style, mount, layer);
      // The widget's parts bring their rules with their code (`?lazy` CSS modules).
      adoptStylesInto(shadow);
      this.#layer = layer;
      this.#mount = mount;
      this.#root = createRoot(mount);
      // The first render commits at once: the loading state holds the tile's place from the
      // moment the element is defined, so the page never paints it empty in between.
      flushSync(() => this.#render());
      return;
    }
    this.#render();
  }

  disconnectedCallback() {
    // A move in the page disconnects and connects again at once: unmount only if it stays out.
    queueMicrotask(() => {
      if (this.isConnected) return;
      this.#root?.unmount();
      this.#root = undefined;
    });
  }

  attributeChangedCallback() {
    if (this.#root) this.#render();
  }

  #render() {
    const videoId = this.dataset['video']?.trim();
    const layer = this.#layer;
    if (!videoId || !layer || !this.#root) return;
    const locale = embedLocale(
      this.dataset['locale'],
      this.closest('[lang]')?.getAttribute('lang'),
    );
    // The shadow root's content says its language, whatever the page around it says.
    for (const node of [this.#mount, layer]) node?.setAttribute('lang', locale);
    this.#root.render(
      <PortalTarget.Provider value={() => layer}>
        <VideoWidget
          videoId={videoId}
          options={embedOptions(this.dataset['options'])}
          additionalAnalyticsData={embedAnalytics(this.dataset['analytics'])}
          radius={embedRadius(this.dataset['radius'])}
          locale={locale}
          onAnalytics={(event) =>
            this.dispatchEvent(
              new CustomEvent(ANALYTICS_EVENT, { detail: event, bubbles: true, composed: true }),
            )
          }
        />
      </PortalTarget.Provider>,
    );
  }
}

if (!customElements.get(ELEMENT_NAME)) customElements.define(ELEMENT_NAME, SupportVideoElement);
