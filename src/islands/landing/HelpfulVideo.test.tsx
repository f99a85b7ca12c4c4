// @vitest-environment jsdom
import { act, render, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import HelpfulVideo, { type VideoTile } from './HelpfulVideo.tsx';

// The widget as far as this island sees it: its root reports a status; its options show.
const status = vi.hoisted(() => ({ value: 'loading' }));
vi.mock('../VideoWidget/VideoWidget.tsx', () => ({
  default: ({ videoId, options }: { videoId: string; options?: { playerView?: boolean } }) => (
    <div data-video-id={videoId} data-status={status.value}>
      <button type="button">Play video {videoId}</button>
      {options?.playerView ? <p>player opens</p> : null}
    </div>
  ),
}));

const tile: VideoTile = {
  poster: '/media/support/videos/wls_5001039/wls_5001039_480.jpg',
  title: 'How to restart your phone',
  durationText: '0:10',
};

/** The island's server HTML in a document, as the cached page carries it. */
function serverHtml(element: React.ReactElement) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(element);
  document.body.append(container);
  return container;
}

afterEach(() => {
  status.value = 'loading';
  document.body.innerHTML = '';
});

describe('HelpfulVideo without metadata', () => {
  it('sends the same placeholder from the server whether or not the widget was loaded before', async () => {
    const page = () => renderToString(<HelpfulVideo videoId="5001039" />);
    const cold = page();
    await import('../VideoWidget/VideoWidget.tsx');
    expect(page()).toBe(cold);
    expect(cold).not.toContain('5001039');
    expect(cold).not.toContain('<a');
  });

  it('mounts the video widget for its video once in the browser', async () => {
    render(<HelpfulVideo videoId="5001039" />);
    expect(await screen.findByText('Play video 5001039')).toBeInTheDocument();
  });
});

describe('HelpfulVideo with its tile, from the server', () => {
  it('is a link to the watch page holding the poster, the duration and the title', () => {
    const container = serverHtml(<HelpfulVideo videoId="5001039" tile={tile} />);
    const link = within(container).getByRole('link');
    expect(link).toHaveAttribute('href', '/support/videos/5001039');
    expect(link).toHaveTextContent('How to restart your phone');
    expect(link).toHaveTextContent('Duration 0:10');
    // The title is the link's words: the poster is decoration.
    const poster = link.querySelector('img');
    expect(poster).toHaveAttribute('src', tile.poster);
    expect(poster).toHaveAttribute('alt', '');
    expect(poster).toHaveAttribute('width', '320');
    expect(poster).toHaveAttribute('height', '180');
    expect(poster).toHaveAttribute('loading', 'lazy');
    expect(poster).toHaveAttribute('decoding', 'async');
    // The widget is not in the cached HTML.
    expect(container.querySelector('[data-video-id]')).toBeNull();
  });

  it('leaves the duration out when the feed gives none', () => {
    const container = serverHtml(
      <HelpfulVideo videoId="5001039" tile={{ poster: tile.poster, title: tile.title }} />,
    );
    expect(within(container).getByRole('link')).toHaveTextContent(/^How to restart your phone$/);
  });

  it('on a Spanish page links to the Spanish watch page and marks an English title', () => {
    const container = serverHtml(
      <HelpfulVideo videoId="5001039" locale="es" tile={{ ...tile, titleLang: 'en' }} />,
    );
    const link = within(container).getByRole('link');
    expect(link).toHaveAttribute('href', '/es/support/videos/5001039');
    expect(link).toHaveTextContent('Duración 0:10');
    expect(within(link).getByText(tile.title)).toHaveAttribute('lang', 'en');
    const own = serverHtml(<HelpfulVideo videoId="5001039" locale="es" tile={tile} />);
    expect(own.querySelectorAll('[lang]')).toHaveLength(0);
  });
});

describe('HelpfulVideo with its tile, hydrated', () => {
  async function hydrated(element: React.ReactElement) {
    const container = serverHtml(element);
    const poster = container.querySelector('img');
    const link = within(container).getByRole('link');
    await act(async () => {
      hydrateRoot(container, element);
    });
    await within(container).findByText('Play video 5001039');
    return { container, poster, link };
  }

  it('mounts the widget in the same box, over the poster, and keeps the link and its poster', async () => {
    const { container, poster, link } = await hydrated(
      <HelpfulVideo videoId="5001039" tile={tile} />,
    );
    const widget = container.querySelector('[data-video-id="5001039"]');
    const layer = widget?.parentElement;
    // The layer is the tile's first child, a 16:9 box like the poster's, laid over it.
    expect(layer?.parentElement?.firstElementChild).toBe(layer);
    expect(layer?.className).toContain('mediaBox');
    expect(layer?.className).toContain('widgetLayer');
    // Hydration kept the server's nodes: the same link, the same poster image.
    expect(container.querySelector('a')).toBe(link);
    expect(container.querySelector('a img')).toBe(poster);
    expect(link).toHaveAttribute('href', '/support/videos/5001039');
  });

  it('holds a tap on the poster while the widget loads and opens the player once it is ready', async () => {
    const { container, poster } = await hydrated(<HelpfulVideo videoId="5001039" tile={tile} />);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    act(() => {
      poster?.dispatchEvent(click);
    });
    expect(click.defaultPrevented).toBe(true);
    expect(within(container).getByText('player opens')).toBeInTheDocument();
    expect(container.firstElementChild).toHaveAttribute('data-play');
  });

  it.each([
    ['a tap on the title', { button: 0 }, 'title'],
    ['a ctrl-click on the poster (a new tab)', { button: 0, ctrlKey: true }, 'poster'],
    ['a middle click on the poster', { button: 1 }, 'poster'],
  ] as const)('lets %s follow the link', async (_, init, where) => {
    const { container, poster } = await hydrated(<HelpfulVideo videoId="5001039" tile={tile} />);
    const target = where === 'title' ? within(container).getByText(tile.title) : poster;
    // After the island has seen the click: was it left to the link? Then the test stops it.
    let heldByIsland: boolean | undefined;
    document.addEventListener(
      'click',
      (event) => {
        heldByIsland = event.defaultPrevented;
        event.preventDefault();
      },
      { once: true },
    );
    act(() => {
      target?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ...init }));
    });
    expect(heldByIsland).toBe(false);
    expect(within(container).queryByText('player opens')).toBeNull();
  });

  it('hands a held tap back to the link when the widget fails', async () => {
    const { container, poster, link } = await hydrated(
      <HelpfulVideo videoId="5001039" tile={tile} />,
    );
    const followed: boolean[] = [];
    document.addEventListener('click', (event) => {
      followed.push(!event.defaultPrevented && event.target === link);
      event.preventDefault();
    });
    act(() => {
      poster?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    });
    expect(followed).toEqual([false]);
    status.value = 'error';
    await act(async () => {
      container.querySelector('[data-status]')?.setAttribute('data-status', 'error');
      await Promise.resolve();
    });
    expect(followed).toEqual([false, true]);
  });
});
