// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CallToAction } from './CallToAction.tsx';
import { requestedVideoId } from '../../VideoModalHost.tsx';
import { CommonSchema, deriveMetadata } from '../../../../video/model/metadata.ts';
import { withDefaults, type VideoWidgetOptions } from '../../../../video/model/option-defaults.ts';
import { LocaleProvider } from '../../../../ui/shared/locale-context.tsx';

const metadata = (patch: Record<string, unknown> = {}) =>
  deriveMetadata(
    CommonSchema.parse({
      adminDisplay: 'wls_5001039',
      folderPath: 'support/videos',
      windowTitle: 'How to restart your phone',
      length: '0:10',
      ...patch,
    }),
    { requestedId: '5001039', mediaHost: '/media' },
  );

function setup(options: Partial<VideoWidgetOptions>, children?: React.ReactNode, locale?: 'es') {
  const onPlay = vi.fn();
  render(
    <LocaleProvider locale={locale}>
      <CallToAction metadata={metadata()} options={withDefaults(options)} onPlay={onPlay}>
        {children}
      </CallToAction>
    </LocaleProvider>,
  );
  return { onPlay, user: userEvent.setup() };
}

const playButton = () =>
  screen.getByRole('button', { name: 'Play video: How to restart your phone' });

describe('CallToAction', () => {
  it('given customCTAdisplay and content, shows only that content and one button that opens the player', async () => {
    const { onPlay, user } = setup({ customCTAdisplay: true }, <p>Watch our restart guide</p>);
    expect(screen.getByText('Watch our restart guide')).toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();
    await user.click(playButton());
    expect(onPlay).toHaveBeenCalledOnce();
  });

  it('given autoplay without a source, shows the spec message and no preview', () => {
    setup({ autoplay: true });
    expect(screen.getByText('autoplay source is required, when autoplay')).toBeVisible();
    expect(document.querySelector('video')).toBeNull();
  });

  it('speaks Spanish on a Spanish page: the autoplay message and the custom button', () => {
    setup({ autoplay: true }, undefined, 'es');
    expect(
      screen.getByText(
        'se requiere una fuente de reproducción automática cuando la reproducción automática está activada',
      ),
    ).toBeVisible();
    expect(
      screen.getByRole('button', { name: 'Reproducir video: How to restart your phone' }),
    ).toBeInTheDocument();
  });

  it('names the custom-mode button in Spanish on a Spanish page', () => {
    setup({ customCTAdisplay: true }, <p>Vea nuestra guía</p>, 'es');
    expect(
      screen.getByRole('button', { name: 'Reproducir video: How to restart your phone' }),
    ).toBeInTheDocument();
  });

  it.each([
    ['top_right', 'top_right'],
    ['bottom_left', 'bottom_left'],
    ['nowhere', 'center'],
  ])('button alignment %s is drawn as %s', (given, drawn) => {
    setup({
      customCTAObject: { CTAButtonAlignment: given as 'center' },
    });
    expect(playButton()).toHaveAttribute('data-align', drawn);
  });

  it('applies the custom classes, the play icon size and the 2019 theme', () => {
    setup({
      customClass: { cta: 'host-cta', ctaButton: 'host-button' },
      customCTAObject: { CTAButtonAlignment: 'center', svg_size: 30 },
      customTheme: '2019',
    });
    expect(playButton()).toHaveClass('host-button');
    expect(playButton().closest('[data-view="poster"]')).toHaveClass('host-cta');
    expect(playButton().closest('[data-view="poster"]')).toHaveAttribute(
      'data-custom-theme',
      '2019',
    );
    expect(playButton().querySelector('svg')).toHaveAttribute('width', '30');
  });

  it('given videoStyles, sizes the video area', () => {
    setup({ videoStyles: { height: '200px', width: '80%' } });
    const stage = playButton().parentElement;
    expect(stage).toHaveStyle({ height: '200px', width: '80%' });
  });
});

describe('the hover preview', () => {
  beforeEach(() => {
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
    vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
  });
  afterEach(() => vi.restoreAllMocks());

  const hoverVideo = () => document.querySelector('video[data-preview="hover"]');

  it('has the small play/pause box (spec §2): it pauses a hovered preview and plays it again', async () => {
    const { user } = setup({ hoverToggle: true, showTime: true });
    await screen.findByRole('button', { name: 'Play preview, duration 0:10' });
    await user.hover(playButton());
    expect(hoverVideo()).toHaveAttribute('data-active', 'true');
    await user.click(screen.getByRole('button', { name: 'Pause preview, duration 0:10' }));
    expect(hoverVideo()).not.toHaveAttribute('data-active');
    await user.click(screen.getByRole('button', { name: 'Play preview, duration 0:10' }));
    expect(hoverVideo()).toHaveAttribute('data-active', 'true');
    // The box shows the duration, in place of the tile's own label.
    expect(screen.getAllByText('0:10')).toHaveLength(1);
  });

  it('a touch on the box plays the preview without a hover', async () => {
    setup({ hoverToggle: true });
    const box = await screen.findByRole('button', { name: 'Play preview, duration 0:10' });
    act(() => box.click());
    expect(hoverVideo()).toHaveAttribute('data-active', 'true');
    expect(screen.getByRole('button', { name: 'Pause preview, duration 0:10' })).toBeVisible();
  });

  it('without autoPlayPause there is no box', async () => {
    setup({ hoverToggle: true, autoPlayPause: false, showTime: true });
    await vi.waitFor(() => expect(hoverVideo()).not.toBeNull());
    expect(screen.queryByRole('button', { name: /preview/ })).toBeNull();
    expect(screen.getByText('0:10')).toBeInTheDocument();
  });
});

describe('requestedVideoId (video-modal event detail)', () => {
  it.each([
    [{ videoId: '5001039' }, '5001039'],
    [{ videoId: 5000858 }, '5000858'],
    [{ videoId: ' av00024 ' }, 'av00024'],
    [{ videoId: '../x' }, undefined],
    [{ videoId: '' }, undefined],
    [{}, undefined],
    [null, undefined],
    ['5001039', undefined],
  ])('%j → %j', (detail, id) => {
    expect(requestedVideoId(detail)).toBe(id);
  });
});
