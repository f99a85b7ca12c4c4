/**
 * Opens the video widget in modal mode for the component library's video links: a Link with
 * dispatch kind videoModal, or a Button with videoBackgroundData, fires VIDEO_MODAL_EVENT with
 * { videoId }; this island (mounted once on a page that has such links) answers it. The widget's
 * code loads with import() on the first request, and focus returns to the link on close.
 */
import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import { VIDEO_MODAL_EVENT } from '../../ui/Link/dispatch.ts';
import { withPageLocale } from '../../ui/shared/locale-context.tsx';
import type { VideoWidgetOptions } from '../../video/model/option-defaults.ts';

const VideoWidget = lazy(() => import('./VideoWidget.tsx'));

export interface VideoModalHostProps {
  /** Options for every video opened here (modal and playerView are always on). */
  options?: Partial<VideoWidgetOptions>;
  additionalAnalyticsData?: Record<string, string | number | boolean>;
}

/** The id from the event's detail, if it carries a usable one. */
export function requestedVideoId(detail: unknown): string | undefined {
  if (typeof detail !== 'object' || detail === null) return undefined;
  const id = (detail as { videoId?: unknown }).videoId;
  const text = typeof id === 'number' ? String(id) : typeof id === 'string' ? id.trim() : '';
  return /^[\w-]{1,40}$/.test(text) ? text : undefined;
}

export default withPageLocale(function VideoModalHost({
  options,
  additionalAnalyticsData,
}: VideoModalHostProps) {
  const [request, setRequest] = useState<{ videoId: string; n: number }>();
  const opener = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const onRequest = (event: Event) => {
      const videoId = requestedVideoId((event as CustomEvent).detail);
      if (!videoId) return;
      opener.current = event.target instanceof HTMLElement ? event.target : null;
      setRequest((previous) => ({ videoId, n: (previous?.n ?? 0) + 1 }));
    };
    document.addEventListener(VIDEO_MODAL_EVENT, onRequest);
    return () => document.removeEventListener(VIDEO_MODAL_EVENT, onRequest);
  }, []);

  if (!request) return null;
  return (
    <Suspense fallback={null}>
      <VideoWidget
        key={request.n}
        videoId={request.videoId}
        options={{ showTitle: true, ...options, modal: true, playerView: true }}
        additionalAnalyticsData={additionalAnalyticsData}
        onClose={() => {
          setRequest(undefined);
          opener.current?.focus();
        }}
      />
    </Suspense>
  );
});
