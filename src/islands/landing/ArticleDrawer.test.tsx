// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ARTICLE_PARAM,
  articleDrawerClosed,
  pageLinkArticle,
  TITLE_PARAM,
  type PageLinkArticle,
} from '../../domain/article-page-links.ts';
import ArticleDrawer from './ArticleDrawer.tsx';

let links: HTMLElement;
/** Whether the island had already cancelled the last click's navigation. */
let navigationCancelled: boolean | undefined;
const stopNavigation = (event: MouseEvent) => {
  navigationCancelled = event.defaultPrevented;
  event.preventDefault();
};

beforeEach(() => {
  links = document.createElement('div');
  links.innerHTML = `
    <a href="/support/article/wireless/KM1234567/">Reset network settings</a>
    <a href="/support/wireless/plans">Compare plans</a>`;
  document.body.append(links);
  // jsdom cannot navigate; a listener after the island's records whether the island cancelled
  // the navigation, then stops jsdom from trying.
  navigationCancelled = undefined;
  window.addEventListener('click', stopNavigation);
});

afterEach(() => {
  links.remove();
  window.removeEventListener('click', stopNavigation);
});

describe('ArticleDrawer', () => {
  describe('given the article modal flag is on', () => {
    describe('when the visitor clicks an article link', () => {
      it('then a drawer named after the link frames the article-modal page while it loads', async () => {
        const user = userEvent.setup();
        render(<ArticleDrawer enabled />);
        await user.click(screen.getByRole('link', { name: 'Reset network settings' }));
        const drawer = await screen.findByRole('dialog', { name: 'Reset network settings' });
        expect(drawer).toBeInTheDocument();
        expect(screen.getByTitle('Reset network settings')).toHaveAttribute(
          'src',
          '/support/article-modal/wireless/KM1234567/',
        );
        expect(screen.getByRole('status')).toHaveTextContent('Loading article');
      });

      it('then the page does not navigate away', async () => {
        const user = userEvent.setup();
        render(<ArticleDrawer enabled />);
        await user.click(screen.getByRole('link', { name: 'Reset network settings' }));
        expect(navigationCancelled).toBe(true);
      });

      it('then closing the drawer removes it', async () => {
        const user = userEvent.setup();
        render(<ArticleDrawer enabled />);
        await user.click(screen.getByRole('link', { name: 'Reset network settings' }));
        await user.click(await screen.findByRole('button', { name: 'Close article' }));
        await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      });
    });

    describe('when the framed page sends the closed message', () => {
      const openArticle = async () => {
        const user = userEvent.setup();
        render(<ArticleDrawer enabled />);
        await user.click(screen.getByRole('link', { name: 'Reset network settings' }));
        await screen.findByRole('dialog', { name: 'Reset network settings' });
        return screen.getByTitle<HTMLIFrameElement>('Reset network settings');
      };
      const send = (init: MessageEventInit) =>
        window.dispatchEvent(
          new MessageEvent('message', {
            data: articleDrawerClosed({ href: '/support/article/wireless/KM1234567/' }),
            origin: window.location.origin,
            ...init,
          }),
        );

      it('then the drawer closes', async () => {
        const frame = await openArticle();
        send({ source: frame.contentWindow });
        await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      });

      it.each([
        ['from another origin', { origin: 'https://evil.example' }],
        ['from another window', { source: window }],
        ['in another shape', { data: { type: 'close' } }],
      ])('then a message %s leaves it open', async (_name, init) => {
        const frame = await openArticle();
        send({ source: frame.contentWindow, ...init });
        await new Promise((resolve) => setTimeout(resolve, 50));
        expect(screen.getByRole('dialog', { name: 'Reset network settings' })).toBeInTheDocument();
      });
    });

    describe('when the visitor clicks a link that is not an article', () => {
      it('then no drawer opens', async () => {
        const user = userEvent.setup();
        render(<ArticleDrawer enabled />);
        await user.click(screen.getByRole('link', { name: 'Compare plans' }));
        expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
        expect(navigationCancelled).toBe(false);
      });
    });
  });

  describe('given the article modal flag is off', () => {
    it('when the visitor clicks an article link, then no drawer opens', async () => {
      const user = userEvent.setup();
      render(<ArticleDrawer enabled={false} />);
      await user.click(screen.getByRole('link', { name: 'Reset network settings' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(navigationCancelled).toBe(false);
    });
  });
});

describe('ArticleDrawer, article-page-links variant', () => {
  const ARTICLE = pageLinkArticle(
    new URLSearchParams({
      article: '/support/article/wireless/KM1234567/',
      title: 'Reset network settings',
    }),
    window.location.origin,
  ) as PageLinkArticle;

  /** The page is framed by an article page: a parent window whose messages are recorded. */
  function framedBy() {
    const postMessage = vi.fn();
    vi.spyOn(window, 'parent', 'get').mockReturnValue({ postMessage } as unknown as Window);
    return postMessage;
  }

  it('starts open, named after the link, framing the article-modal page, with focus inside', async () => {
    framedBy();
    render(<ArticleDrawer variant="article-page-links" article={ARTICLE} />);
    const drawer = await screen.findByRole('dialog', { name: 'Reset network settings' });
    expect(screen.getByTitle('Reset network settings')).toHaveAttribute(
      'src',
      '/support/article-modal/wireless/KM1234567/',
    );
    await waitFor(() => expect(drawer).toContainElement(document.activeElement as HTMLElement));
  });

  it('closing it informs the framing page with the closed message, at this origin only', async () => {
    const postMessage = framedBy();
    const user = userEvent.setup();
    render(<ArticleDrawer variant="article-page-links" article={ARTICLE} />);
    await user.click(await screen.findByRole('button', { name: 'Close article' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(postMessage).toHaveBeenCalledTimes(1);
    const [message, targetOrigin] = postMessage.mock.calls[0] as [unknown, string];
    expect(message).toEqual({
      type: 'support-article-drawer-closed',
      article: '/support/article/wireless/KM1234567/',
    });
    expect(targetOrigin).toBe(window.location.origin);
    expect(targetOrigin).not.toBe('*');
    // The framing page removes the frame: nothing is left to show in it.
    expect(screen.queryByRole('link', { name: /on its own page/ })).not.toBeInTheDocument();
  });

  it('Escape closes it and informs the framing page too', async () => {
    const postMessage = framedBy();
    const user = userEvent.setup();
    render(<ArticleDrawer variant="article-page-links" article={ARTICLE} />);
    const drawer = await screen.findByRole('dialog', { name: 'Reset network settings' });
    await waitFor(() => expect(drawer).toContainElement(document.activeElement as HTMLElement));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(postMessage).toHaveBeenCalledTimes(1));
  });

  it('opened on its own (no framing page): closing it posts nothing and leaves a link to the article', async () => {
    const postMessage = vi.spyOn(window, 'postMessage');
    const user = userEvent.setup();
    render(<ArticleDrawer variant="article-page-links" article={ARTICLE} />);
    await user.click(await screen.findByRole('button', { name: 'Close article' }));
    expect(
      await screen.findByRole('link', { name: 'Read ‘Reset network settings’ on its own page' }),
    ).toHaveAttribute('href', '/support/article/wireless/KM1234567/');
    expect(postMessage).not.toHaveBeenCalled();
  });
});

describe('ArticleDrawer in Spanish', () => {
  it('closes the article drawer with a Spanish button and offers the article in Spanish', async () => {
    const article = pageLinkArticle(
      new URLSearchParams({
        [ARTICLE_PARAM]: '/support/article/wireless/KM1234567/',
        [TITLE_PARAM]: 'Restablecer la red',
      }),
      window.location.origin,
    ) as PageLinkArticle;
    const user = userEvent.setup();
    render(<ArticleDrawer variant="article-page-links" article={article} locale="es" />);
    await user.click(await screen.findByRole('button', { name: 'Cerrar el artículo' }));
    expect(
      await screen.findByRole('link', { name: 'Lea “Restablecer la red” en su propia página' }),
    ).toHaveAttribute('href', '/support/article/wireless/KM1234567/');
  });
});
