// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PosterTile } from './PosterTile.tsx';
import { CommonSchema, deriveMetadata } from '../../../../video/model/metadata.ts';
import { recommendedItem } from '../../../../video/model/recommended.ts';

const metadata = (patch: Record<string, unknown> = {}) =>
  deriveMetadata(
    CommonSchema.parse({
      adminDisplay: 'wls_5001039',
      folderPath: 'support/videos',
      windowTitle: 'How to restart your phone',
      description: 'Restart.',
      launchDate: '2024-03-14',
      length: '1:24',
      startMode: '0',
      ...patch,
    }),
    { requestedId: '5001039', mediaHost: '/media' },
  );

const PHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const TABLET_UA =
  'Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const DESKTOP_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('PosterTile', () => {
  it('shows the poster, a play button and optional title and duration', () => {
    render(<PosterTile metadata={metadata()} showTitle showTime onPlay={() => {}} />);
    expect(screen.getByRole('img', { name: 'wls_5001039' })).toHaveAttribute(
      'src',
      '/media/support/videos/wls_5001039/wls_5001039_480.jpg',
    );
    expect(
      screen.getByRole('button', { name: 'Play video: How to restart your phone' }),
    ).toHaveAttribute('data-theme', 'dark');
    expect(screen.getByText('How to restart your phone')).toBeInTheDocument();
    expect(screen.getByText('1:24')).toBeInTheDocument();
  });

  it('leaves title and duration out unless asked', () => {
    render(<PosterTile metadata={metadata()} onPlay={() => {}} />);
    expect(screen.queryByText('1:24')).toBeNull();
    expect(screen.queryByText('How to restart your phone')).toBeNull();
  });

  it("uses the light play button for startMode '1'", () => {
    render(<PosterTile metadata={metadata({ startMode: '1' })} onPlay={() => {}} />);
    expect(screen.getByRole('button')).toHaveAttribute('data-theme', 'light');
  });

  it('on click it asks to play', async () => {
    const onPlay = vi.fn();
    render(<PosterTile metadata={metadata()} onPlay={onPlay} />);
    await userEvent.setup().click(screen.getByRole('button'));
    expect(onPlay).toHaveBeenCalledOnce();
  });

  it.each([
    // The device comes from the user agent, not the window width (a wide phone is still a phone).
    [PHONE_UA, 1280, '_400.jpg'],
    [TABLET_UA, 1280, '_450.jpg'],
    [DESKTOP_UA, 500, '_500.jpg'],
  ])(
    'with user agent %s (window %d) a failed poster retries with %s, then gives up',
    (ua, width, suffix) => {
      vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(ua);
      vi.stubGlobal('innerWidth', width);
      render(<PosterTile metadata={metadata()} onPlay={() => {}} />);
      const img = screen.getByRole('img');
      fireEvent.error(img);
      expect(screen.getByRole('img').getAttribute('src')).toMatch(
        new RegExp(`wls_5001039${suffix}$`),
      );
      fireEvent.error(screen.getByRole('img'));
      expect(screen.queryByRole('img')).toBeNull();
      expect(screen.getByRole('button')).toBeInTheDocument();
    },
  );

  it('reads an absolute poster in CORS mode, and shows it without when its host refuses CORS', () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(DESKTOP_UA);
    const absolute = deriveMetadata(
      CommonSchema.parse({
        adminDisplay: 'wls_5001039',
        folderPath: 'support/videos',
        windowTitle: 'How to restart your phone',
        length: '1:24',
      }),
      { requestedId: '5001039', mediaHost: 'https://media.example/media' },
    );
    render(<PosterTile metadata={absolute} onPlay={() => {}} />);
    const poster = 'https://media.example/media/support/videos/wls_5001039/wls_5001039_480.jpg';
    expect(screen.getByRole('img')).toHaveAttribute('crossorigin', 'anonymous');
    expect(screen.getByRole('img')).toHaveAttribute('src', poster);
    fireEvent.error(screen.getByRole('img'));
    // The same poster as a plain image: shown, with the default theme.
    expect(screen.getByRole('img')).not.toHaveAttribute('crossorigin');
    expect(screen.getByRole('img')).toHaveAttribute('src', poster);
    fireEvent.error(screen.getByRole('img'));
    expect(screen.getByRole('img').getAttribute('src')).toMatch(/wls_5001039_500\.jpg$/);
  });

  it("reads a root-relative poster (the site's own page) as a plain image", () => {
    render(<PosterTile metadata={metadata()} onPlay={() => {}} />);
    expect(screen.getByRole('img')).not.toHaveAttribute('crossorigin');
  });

  it('starts over with the new poster when the metadata changes (state keyed by poster URL)', () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(DESKTOP_UA);
    const view = render(<PosterTile metadata={metadata()} onPlay={() => {}} />);
    fireEvent.error(screen.getByRole('img'));
    fireEvent.error(screen.getByRole('img'));
    expect(screen.queryByRole('img')).toBeNull();
    view.rerender(
      <PosterTile metadata={metadata({ adminDisplay: 'wls_5000858' })} onPlay={() => {}} />,
    );
    expect(screen.getByRole('img')).toHaveAttribute(
      'src',
      '/media/support/videos/wls_5000858/wls_5000858_480.jpg',
    );
  });

  it.each([
    [854, 'cta800', 'XXL'],
    [640, 'cta500', 'XL'],
    [400, 'cta290', 'LG'],
    [270, 'cta250', 'LG'],
    [200, 'ctaMin', 'LG'],
  ])('at a measured width of %d px the tile has size %s and icon %s', (width, size, icon) => {
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
      width,
      height: 300,
    } as DOMRect);
    const { container } = render(<PosterTile metadata={metadata()} onPlay={() => {}} />);
    const tile = container.querySelector('[data-view="poster"]');
    expect(tile).toHaveAttribute('data-size', size);
    expect(tile).toHaveAttribute('data-icon-size', icon);
  });

  it('uses the B2B poster', () => {
    render(
      <PosterTile
        metadata={metadata({ category: ['attvideo_category:B2B/wireless'] })}
        onPlay={() => {}}
      />,
    );
    expect(screen.getByRole('img').getAttribute('src')).toMatch(/_640x360\.jpg$/);
  });

  it('adds VideoObject structured data when asked', () => {
    const { container } = render(
      <PosterTile metadata={metadata()} structuredData onPlay={() => {}} />,
    );
    const script = container.querySelector('script[type="application/ld+json"]');
    expect(JSON.parse(script?.textContent ?? '{}')).toMatchObject({
      '@type': 'VideoObject',
      name: 'How to restart your phone',
      duration: 'PT1M24S',
      uploadDate: '2024-03-14',
    });
  });

  it('a recommended tile: an invisible button named by the item, a decorative poster, its search data', async () => {
    const onPlay = vi.fn();
    const video = metadata();
    const item = { ...recommendedItem(video, 'https://s.test'), title: 'Restart it' };
    const { container } = render(
      <PosterTile metadata={video} recommended={item} structuredData onPlay={onPlay} />,
    );
    const button = screen.getByRole('button', { name: 'Play video: Restart it' });
    expect(button).toHaveAttribute('data-recommended', 'true');
    expect(button).toBeEmptyDOMElement();
    expect(screen.queryByRole('img')).toBeNull();
    expect(
      JSON.parse(container.querySelector('script[type="application/ld+json"]')?.textContent ?? ''),
    ).toEqual(item.seoData);
    await userEvent.setup().click(button);
    expect(onPlay).toHaveBeenCalledWith(expect.objectContaining({ type: 'click' }));
  });
});
