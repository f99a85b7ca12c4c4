/**
 * Loads one video's metadata: the tier's content service first (in the page's language, else in
 * English), then the built-in sample for that id, else an error the widget shows as its error
 * view.
 */
import { DEFAULT_LOCALE, type Locale } from '../domain/i18n/locales.ts';
import { log } from '../domain/log.ts';
import { stateError, type ErrorType } from './model/errors.ts';
import { contentHost, metadataUrl, type HostTable } from './model/hosts.ts';
import {
  FeedSchema,
  deriveMetadata,
  untranslatedVideo,
  type Common,
  type VideoMetadata,
} from './model/metadata.ts';

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
  /**
   * The page's language: asked for as `locale=es-US`; a video the service has no version of in it
   * comes in English, marked `lang: 'en'`. English (nothing asked) when not given.
   */
  locale?: Locale | undefined;
}

const SOURCE = 'video';

/** Spec §8: logged when a recommended video's metadata cannot load. */
export const RELATED_FAILED = 'cms route call failed';

/** Recommended videos load without the built-in samples (a failing one is left out). */
export const NO_SAMPLES = (): Promise<Record<string, unknown>> => Promise.resolve({});

async function fetchCommon(options: LoadOptions, locale: Locale): Promise<Common> {
  const url = metadataUrl(contentHost(options.tier, options.hosts), options.videoId, locale);
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

const reported = new Set<string>();

/** A video without a version in the page's language is an editor's to-do: said once per page. */
function reportEnglish(videoId: string, locale: Locale, reason: string): void {
  const key = `${locale} ${videoId}`;
  if (reported.has(key)) return;
  reported.add(key);
  log.warn(
    SOURCE,
    `metadata for ${videoId} has no ${locale} version (${reason}); the English one is shown`,
  );
}

/**
 * The metadata in the page's language, else the English one. The English call waits for the
 * localised answer: a visitor's browser asks twice only for a video that lacks its translation
 * (the server, bound by one time-out for the whole page, asks both at once).
 */
async function fetchLocalised(options: LoadOptions): Promise<{ common: Common; english: boolean }> {
  const locale = options.locale ?? DEFAULT_LOCALE;
  if (locale === DEFAULT_LOCALE)
    return { common: await fetchCommon(options, locale), english: false };
  let reason: string;
  try {
    const common = await fetchCommon(options, locale);
    if (!untranslatedVideo(common)) return { common, english: false };
    reason = 'no title or description';
  } catch (error) {
    if (options.signal?.aborted) throw error;
    reason = String(error);
  }
  reportEnglish(options.videoId, locale, reason);
  return { common: await fetchCommon(options, DEFAULT_LOCALE), english: true };
}

/** DOMException is not an Error subclass in every realm, so the name decides. */
const isAbortError = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  (error as { name?: unknown }).name === 'AbortError';

const defaultSamples = async (): Promise<Record<string, unknown>> =>
  (await import('./sample-metadata.json')).default as Record<string, unknown>;

export async function loadMetadata(options: LoadOptions): Promise<MetadataResult> {
  const derive = (common: Common) =>
    deriveMetadata(common, {
      requestedId: options.videoId,
      mediaHost: options.mediaHost,
      onError: (message) => log.warn(SOURCE, `${options.videoId}: ${message}`),
    });
  const decide = (common: Common, origin: 'feed' | 'sample', english: boolean): MetadataResult => {
    const errorType = stateError(common.state);
    if (errorType) return { kind: 'error', errorType, state: common.state };
    const metadata = derive(common);
    return {
      kind: 'ok',
      metadata: english ? { ...metadata, lang: DEFAULT_LOCALE } : metadata,
      origin,
    };
  };

  try {
    const { common, english } = await fetchLocalised(options);
    return decide(common, 'feed', english);
  } catch (error) {
    // An abort is no failure: the widget let go of the video, or the browser dropped the request
    // as the page was left (Firefox rejects a page's fetches with AbortError as it unloads).
    if (options.signal?.aborted || isAbortError(error)) throw error;
    log.error(
      SOURCE,
      `metadata for ${options.videoId} failed: ${String(error)}; trying the built-in sample`,
    );
  }
  const samples = await (options.samples ?? defaultSamples)().catch(
    () => ({}) as Record<string, unknown>,
  );
  const sample = FeedSchema.shape.common.safeParse(samples[options.videoId]);
  // The built-in samples are English.
  const english = (options.locale ?? DEFAULT_LOCALE) !== DEFAULT_LOCALE;
  if (sample.success) return decide(sample.data, 'sample', english);
  return { kind: 'error', errorType: 'Failure_ID_Invalid', state: '' };
}
