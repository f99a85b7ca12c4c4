/**
 * Loads one video's metadata: the tier's content service first, then the built-in sample for
 * that id, else an error the widget shows as its error view.
 */
import { log } from '../domain/log.ts';
import { stateError, type ErrorType } from './model/errors.ts';
import { contentHost, metadataUrl, type HostTable } from './model/hosts.ts';
import { FeedSchema, deriveMetadata, type Common, type VideoMetadata } from './model/metadata.ts';

export type MetadataResult =
  | { kind: 'ok'; metadata: VideoMetadata; origin: 'feed' | 'sample' }
  | { kind: 'error'; errorType: ErrorType; state: string };

export interface LoadOptions {
  videoId: string;
  tier?: string | undefined;
  hosts: HostTable;
  mediaHost: string;
  fetch?: typeof fetch;
  /** The built-in sample metadata, looked up only after the service failed. */
  samples?: () => Promise<Record<string, unknown>>;
  timeoutMs?: number;
  signal?: AbortSignal;
}

const SOURCE = 'video';

/** Spec §8: logged when a recommended video's metadata cannot load. */
export const RELATED_FAILED = 'cms route call failed';

/** Recommended videos load without the built-in samples (a failing one is left out). */
export const NO_SAMPLES = (): Promise<Record<string, unknown>> => Promise.resolve({});

async function fetchCommon(options: LoadOptions): Promise<Common> {
  const url = metadataUrl(contentHost(options.tier, options.hosts), options.videoId);
  const timeout = AbortSignal.timeout(options.timeoutMs ?? 8000);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  const response = await (options.fetch ?? fetch)(url, {
    signal,
    headers: { accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const parsed = FeedSchema.safeParse(JSON.parse(await response.text()) as unknown);
  if (!parsed.success) throw new Error(`${url} has no usable common object`);
  return parsed.data.common;
}

const defaultSamples = async (): Promise<Record<string, unknown>> =>
  (await import('./sample-metadata.json')).default as Record<string, unknown>;

export async function loadMetadata(options: LoadOptions): Promise<MetadataResult> {
  const derive = (common: Common) =>
    deriveMetadata(common, {
      requestedId: options.videoId,
      mediaHost: options.mediaHost,
      onError: (message) => log.warn(SOURCE, `${options.videoId}: ${message}`),
    });
  const decide = (common: Common, origin: 'feed' | 'sample'): MetadataResult => {
    const errorType = stateError(common.state);
    if (errorType) return { kind: 'error', errorType, state: common.state };
    return { kind: 'ok', metadata: derive(common), origin };
  };

  try {
    return decide(await fetchCommon(options), 'feed');
  } catch (error) {
    if (options.signal?.aborted) throw error;
    log.error(
      SOURCE,
      `metadata for ${options.videoId} failed: ${String(error)}; trying the built-in sample`,
    );
  }
  const samples = await (options.samples ?? defaultSamples)().catch(
    () => ({}) as Record<string, unknown>,
  );
  const sample = FeedSchema.shape.common.safeParse(samples[options.videoId]);
  if (sample.success) return decide(sample.data, 'sample');
  return { kind: 'error', errorType: 'Failure_ID_Invalid', state: '' };
}
