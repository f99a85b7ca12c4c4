/**
 * dash.js behind the provider shape (./types.ts), for the call-to-action's autoplay previews
 * (`previewProviders` in ./index.ts). Loaded with import() only then; when the chunk fails to
 * load, DASH use is turned off for the page (spec: DASH script fails).
 */
import type * as Dash from 'dashjs';
import type { StreamingLoader, StreamingProvider } from './types.ts';

export type DashModule = Pick<typeof Dash, 'MediaPlayer' | 'supportsMediaSource'>;

export const DASH_SOURCE_TYPE = 'application/dash+xml';

let pending: Promise<DashModule> | undefined;
let disabled = false;

export const dashLoader: StreamingLoader<DashModule> & { disabled(): boolean } = {
  canPlay: () => !disabled && typeof window !== 'undefined' && 'MediaSource' in window,
  disabled: () => disabled,
  load() {
    pending ??= import('dashjs').catch((error: unknown) => {
      disabled = true;
      throw error;
    });
    return pending;
  },
};

/** The dash.js provider over a loader (tests pass one that resolves to a fake library). */
export function createDashProvider(
  loader: StreamingLoader<DashModule> = dashLoader,
): StreamingProvider {
  let dash: DashModule | undefined;
  return {
    kind: 'dash.js',
    canPlay: (source, capabilities) =>
      source.type === DASH_SOURCE_TYPE && capabilities.mse && loader.canPlay(),
    async load() {
      dash = await loader.load();
    },
    attach(video, src, events) {
      if (!dash) throw new Error('dash.js: attach() before load()');
      if (!dash.supportsMediaSource()) return undefined;
      const { events: names } = dash.MediaPlayer;
      const player = dash.MediaPlayer().create();
      const onError = (event: { error?: unknown }) => events.onFatal(describe(event.error));
      const onReady = () => events.onReady();
      player.on(names.ERROR, onError);
      player.on(names.STREAM_INITIALIZED, onReady);
      player.initialize(video, src, false);
      return {
        destroy() {
          player.off(names.ERROR, onError);
          player.off(names.STREAM_INITIALIZED, onReady);
          player.reset();
        },
      };
    },
  };
}

const describe = (error: unknown) =>
  typeof error === 'object' && error !== null && 'message' in error
    ? String((error as { message: unknown }).message)
    : String(error);

export const dashProvider = createDashProvider();
