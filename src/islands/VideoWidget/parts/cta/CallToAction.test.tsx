// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CallToAction } from './CallToAction.tsx';
import { requestedVideoId } from '../../VideoModalHost.tsx';
import { CommonSchema, deriveMetadata } from '../../../../video/model/metadata.ts';
import { withDefaults, type VideoWidgetOptions } from '../../../../video/model/option-defaults.ts';

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

function setup(options: Partial<VideoWidgetOptions>, children?: React.ReactNode) {
  const onPlay = vi.fn();
  render(
    <CallToAction metadata={metadata()} options={withDefaults(options)} onPlay={onPlay}>
      {children}
    </CallToAction>,
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
