// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { AnalyticsEvent, Pusher } from './data-layer.ts';
import { startLandingPage } from './landing-page.ts';
import { reportStaticLinkClicks } from './static-links.ts';
import { anchorLinkClick } from './link-click.ts';

const recorder = () => {
  const events: AnalyticsEvent[] = [];
  const pusher: Pusher = {
    push: (event) => {
      events.push(event);
      return true;
    },
    reset: () => undefined,
  };
  return { events, pusher };
};

/** A fresh document per case: the listener is started once per document. */
function page(html: string): Document {
  const doc = document.implementation.createHTMLDocument('page');
  doc.body.innerHTML = html;
  return doc;
}

const click = (doc: Document, selector: string) =>
  doc.querySelector(selector)?.dispatchEvent(new MouseEvent('click', { bubbles: true }));

describe('anchorLinkClick', () => {
  it.each([
    {
      name: 'a plain static link: its text, its own href, position Body by default',
      html: '<a data-static-link href="/support/sim"> SIM card support </a>',
      expected: {
        linkDestinationUrl: '/support/sim',
        linkName: 'SIM card support',
        linkPosition: undefined,
      },
    },
    {
      name: 'its data-link-name and data-link-position win',
      html: '<a data-static-link href="/plans" data-link-name="Shop plans CTA" data-link-position="Hero">Shop plans</a>',
      expected: { linkDestinationUrl: '/plans', linkName: 'Shop plans CTA', linkPosition: 'Hero' },
    },
    {
      name: 'the position of the section around it',
      html: '<section data-link-position="Contact us"><a data-static-link href="/chat">Chat</a></section>',
      expected: { linkDestinationUrl: '/chat', linkName: 'Chat', linkPosition: 'Contact us' },
    },
  ])('$name', ({ html, expected }) => {
    const doc = page(html);
    expect(anchorLinkClick(doc.querySelector('a') as HTMLAnchorElement)).toEqual(expected);
  });
});

describe('reportStaticLinkClicks', () => {
  const html = `
    <a id="static" data-static-link href="/support/esim">Set up eSIM</a>
    <a id="named" data-static-link data-link-name="eSIM guide" href="/support/esim-guide">Guide</a>
    <a id="react" href="/support/react">Reported by the React Link itself</a>`;

  it('pushes one Link_Click for a static link, with the default position Body', () => {
    const doc = page(html);
    const { events, pusher } = recorder();
    reportStaticLinkClicks(doc, pusher);
    reportStaticLinkClicks(doc, pusher);
    click(doc, '#static');
    expect(events).toEqual([
      expect.objectContaining({
        event: 'Link_Click',
        linkDestinationUrl: '/support/esim',
        linkName: 'Set up eSIM',
        linkPosition: 'Body',
      }),
    ]);
  });

  it('leaves links without the static mark (React links) alone', () => {
    const doc = page(html);
    const { events, pusher } = recorder();
    reportStaticLinkClicks(doc, pusher);
    click(doc, '#react');
    expect(events).toEqual([]);
  });

  it('on a landing page (which does not start it), the page listener reports each link once, a static link by its data-link-name', () => {
    // The window's own document: startLandingPage works on a window.
    document.body.innerHTML = `<div data-page-analytics data-page-name="p">${html}</div>`;
    const { events, pusher } = recorder();
    startLandingPage(window, pusher);
    click(document, '#named');
    click(document, '#react');
    expect(
      events.filter((event) => event.event === 'Link_Click').map((event) => event['linkName']),
    ).toEqual(['eSIM guide', 'Reported by the React Link itself']);
  });
});
