// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PosterTile } from '../../../src/islands/VideoWidget/parts/PosterTile.tsx';
import { CommonSchema, deriveMetadata } from '../../../src/video/metadata.ts';

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
    [500, '_400.jpg'],
    [900, '_450.jpg'],
    [1280, '_500.jpg'],
  ])('at width %d a failed poster retries with %s, then gives up', (width, suffix) => {
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
});
