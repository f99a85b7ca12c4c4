/**
 * Plays the autoplay preview's steps (src/video/preview-playback.ts) on one <video>: a file as its src, a
 * DASH manifest through the first preview provider that can play it (dash.js, loaded with import()
 * only here). A failed step moves to the next, after 100 ms from a file to DASH.
 */
import { useEffect, useMemo, useState, type RefObject } from 'react';
import { dashLoader, DASH_SOURCE_TYPE } from '../../../../video/loaders/dash.ts';
import { hasMediaSource } from '../../../../video/loaders/hls.ts';
import { previewProviders } from '../../../../video/loaders/index.ts';
import type { VideoMetadata } from '../../../../video/model/metadata.ts';
import { previewPlan, stepDelay, type PreviewStep } from '../../../../video/preview-playback.ts';

export interface PreviewSource {
  step: PreviewStep | undefined;
  /** Every step failed: the tile shows its poster. */
  failed: boolean;
}

export function usePreviewSource(
  videoRef: RefObject<HTMLVideoElement | null>,
  metadata: VideoMetadata,
  autoPlaySource: string,
): PreviewSource {
  const steps = useMemo(
    () =>
      previewPlan({
        autoPlaySource,
        dashSource: metadata.dashSource.src,
        normalSource: metadata.sources.find((s) => s.type === 'video/mp4')?.src ?? '',
        dashAvailable: dashLoader.canPlay(),
      }),
    [autoPlaySource, metadata],
  );
  const [index, setIndex] = useState({ for: steps, at: 0 });
  const at = index.for === steps ? index.at : 0;
  const step = steps[at];

  useEffect(() => {
    const video = videoRef.current;
    if (!video || !step) return undefined;
    let done = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let destroy: (() => void) | undefined;
    const next = () => {
      if (done) return;
      done = true;
      const following = steps[at + 1];
      const move = () => setIndex({ for: steps, at: at + 1 });
      if (following) timer = setTimeout(move, stepDelay(step, following));
      else move();
    };
    const onError = () => next();
    video.addEventListener('error', onError);

    if (step.kind === 'file') {
      video.src = step.src;
      video.load();
    } else {
      const source = { src: step.src, type: DASH_SOURCE_TYPE } as const;
      const caps = { mse: hasMediaSource(), nativeHls: false };
      const provider = previewProviders.find((p) => p.canPlay(source, caps));
      if (!provider) next();
      else
        provider.load().then(
          () => {
            if (done) return;
            const handle = provider.attach(video, step.src, { onFatal: next, onReady: () => {} });
            if (!handle) next();
            else destroy = () => handle.destroy();
          },
          // The script failed: the loader has turned DASH off; the normal source is next.
          next,
        );
    }
    return () => {
      done = true;
      clearTimeout(timer);
      video.removeEventListener('error', onError);
      destroy?.();
    };
  }, [videoRef, steps, at, step]);

  return { step, failed: step === undefined };
}
