/**
 * The call-to-action tile in its mode (spec §2): custom (the caller's content only), autoplay or
 * hover preview (each its own chunk, loaded with import() only in that mode; the poster stands in
 * while it loads), or poster. Autoplay without a source shows the spec's message instead.
 */
import { Suspense, lazy, type ReactNode, type Ref } from 'react';
import { useLocale } from '../../../../ui/shared/locale-context.tsx';
import { videoText } from '../../../../domain/i18n/video.ts';
import type { VideoMetadata } from '../../../../video/model/metadata.ts';
import type { VideoWidgetOptions } from '../../../../video/model/option-defaults.ts';
import { ctaMode, isSafari } from '../../../../video/model/preview.ts';
import { PosterTile } from '../poster/PosterTile.tsx';
import styles from '../../VideoWidget.module.scss?lazy';
import { tileLook } from './look.ts';
import { titledName } from '../shared/titled-name.tsx';
import type { PreviewTracker } from './usePreviewAnalytics.ts';

// One chunk for both preview modes (one preload list in the tile's chunk, not two).
const previews = () => import('./previews.ts');
const AutoplayTile = lazy(() => previews().then((m) => ({ default: m.AutoplayTile })));
const HoverTile = lazy(() => previews().then((m) => ({ default: m.HoverTile })));

export interface CallToActionProps {
  metadata: VideoMetadata;
  options: VideoWidgetOptions;
  /** Custom mode's content (customCTAdisplay). */
  children?: ReactNode;
  /** The feed's overlay text, over the poster (unless it shows at the end). */
  textOverlay?: ReactNode;
  onPlay: () => void;
  buttonRef?: Ref<HTMLButtonElement> | undefined;
  /** Makes a playback tracker for a preview that plays by itself (autoplay, hover). */
  previewTracker?: (() => PreviewTracker) | undefined;
}

export function CallToAction({
  metadata,
  options,
  children,
  textOverlay,
  onPlay,
  buttonRef,
  previewTracker,
}: CallToActionProps) {
  const locale = useLocale();
  const texts = videoText(locale);
  const mode = ctaMode({
    customCTAdisplay: options.customCTAdisplay,
    hasCustomContent: children !== undefined && children !== null,
    autoplay: options.autoplay,
    autoPlaySource: options.autoPlaySource,
    hover: options.hoverToggle || metadata.hoverToggle,
    previewsAllowed:
      options.safariAutoPlay || typeof navigator === 'undefined' || !isSafari(navigator.userAgent),
  });
  const look = tileLook(options);
  const tile = {
    metadata,
    showTitle: options.showTitle,
    showTime: options.showTime,
    startMode: options.startMode,
    structuredData: options.structuredData,
    onPlay,
    buttonRef,
    look,
    overlay: textOverlay,
  };

  if (mode === 'custom') {
    const customName = titledName(
      texts.tile.play,
      metadata.title || metadata.alt,
      metadata.lang,
      styles.visuallyHidden,
    );
    return (
      <div
        className={[styles.customCta, look.classes.cta].filter(Boolean).join(' ')}
        style={look.tileStyle}
        data-view="poster"
        data-cta-mode="custom"
      >
        {children}
        <button
          ref={buttonRef}
          type="button"
          className={styles.customCtaButton}
          onClick={onPlay}
          aria-label={customName.label}
        >
          {customName.content}
        </button>
      </div>
    );
  }
  if (mode === 'autoplay-missing-source') {
    return (
      <PosterTile
        {...tile}
        overlay={<p className={styles.ctaMessage}>{texts.tile.autoplaySourceRequired}</p>}
      />
    );
  }
  if (mode === 'autoplay' && options.autoPlaySource) {
    return (
      <PosterTile
        {...tile}
        hideDuration={options.autoPlayPause}
        preview={
          <Suspense fallback={null}>
            <AutoplayTile
              metadata={metadata}
              classes={styles}
              autoPlaySource={options.autoPlaySource}
              viewportPause={options.viewportPause}
              autoPlayLoop={options.autoPlayLoop}
              autoPlayPause={options.autoPlayPause}
              tracker={previewTracker}
            />
          </Suspense>
        }
      />
    );
  }
  if (mode === 'hover') {
    return (
      <PosterTile
        {...tile}
        hideDuration={options.autoPlayPause}
        preview={
          <Suspense fallback={null}>
            <HoverTile
              metadata={metadata}
              classes={styles}
              autoPlayPause={options.autoPlayPause}
              tracker={previewTracker}
            />
          </Suspense>
        }
      />
    );
  }
  return <PosterTile {...tile} />;
}
