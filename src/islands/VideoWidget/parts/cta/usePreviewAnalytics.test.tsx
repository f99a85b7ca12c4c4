// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { useRef } from 'react';
import { createPusher, type DataLayerTarget } from '../../../../analytics/data-layer.ts';
import { createVideoTracker } from '../../../../video/analytics.ts';
import { usePreviewAnalytics, type PreviewTracker } from './usePreviewAnalytics.ts';

afterEach(cleanup);

function Preview({ tracker }: { tracker: (() => PreviewTracker) | undefined }) {
  const ref = useRef<HTMLVideoElement>(null);
  usePreviewAnalytics(ref, tracker);
  return <video ref={ref} data-testid="preview" muted aria-hidden="true" />;
}

const metadata = {
  id: '5001008',
  title: 'Preview',
  categories: [],
  description: '',
  date: '',
  seconds: 40,
};

/** A video element whose time, duration and state the test sets, then tells the hook about. */
function play(video: HTMLVideoElement, state: { time: number; paused?: boolean; ended?: boolean }) {
  Object.defineProperty(video, 'duration', { configurable: true, value: 40 });
  Object.defineProperty(video, 'currentTime', { configurable: true, value: state.time });
  Object.defineProperty(video, 'paused', { configurable: true, value: state.paused ?? false });
  Object.defineProperty(video, 'ended', { configurable: true, value: state.ended ?? false });
}

function setUp() {
  const host: DataLayerTarget = { dataLayer: [] };
  const made = vi.fn(() =>
    createVideoTracker(
      { metadata, autoplay: true },
      createPusher(() => host),
      {
        startedByClick: false,
      },
    ),
  );
  const view = render(<Preview tracker={made} />);
  const video = view.getByTestId('preview') as HTMLVideoElement;
  const events = () =>
    (host.dataLayer ?? []).map((e) => {
      const event = e as Record<string, unknown>;
      return `${String(event['event'])}${event['videoAutoPlayFlag'] === '1' ? ' auto' : ''}`;
    });
  return { video, made, events };
}

describe('usePreviewAnalytics', () => {
  it('reports nothing, and makes no tracker, while the preview has not played', () => {
    const { video, made, events } = setUp();
    play(video, { time: 0 });
    video.dispatchEvent(new Event('timeupdate'));
    video.dispatchEvent(new Event('pause'));
    expect(made).not.toHaveBeenCalled();
    expect(events()).toEqual([]);
  });

  it('commences on the first time update, flagged as autoplay, then milestones, progress on pause', () => {
    const { video, events } = setUp();
    play(video, { time: 1 });
    video.dispatchEvent(new Event('timeupdate'));
    play(video, { time: 11 });
    video.dispatchEvent(new Event('timeupdate'));
    play(video, { time: 12, paused: true });
    video.dispatchEvent(new Event('pause'));
    expect(events()).toEqual(['Video_Commence auto', 'Video_Update auto', 'Video_Update auto']);
  });

  it('completes at a loop end and commences again on the next loop; progress when the page goes', () => {
    const { video, events, made } = setUp();
    play(video, { time: 39 });
    video.dispatchEvent(new Event('timeupdate'));
    play(video, { time: 40, ended: true, paused: true });
    video.dispatchEvent(new Event('ended'));
    play(video, { time: 2 });
    video.dispatchEvent(new Event('timeupdate'));
    window.dispatchEvent(new Event('pagehide'));
    expect(made).toHaveBeenCalledOnce();
    expect(events().filter((e) => e !== 'Video_Update auto')).toEqual([
      'Video_Commence auto',
      'Video_Complete auto',
      'Video_Commence auto',
    ]);
    expect(events().at(-1)).toBe('Video_Update auto');
  });
});
