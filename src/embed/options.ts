/**
 * The embed element's attributes as widget inputs: data-options and data-analytics are JSON
 * written by another site's author, so only known keys of the right type pass; anything else is
 * ignored (and a JSON mistake is logged, not thrown).
 */
import { log } from '../shared/log.ts';
import type { VideoWidgetOptions } from '../video/options.ts';

const FLAGS = [
  'modal',
  'cinema',
  'showTitle',
  'showTime',
  'showCaption',
  'structuredData',
  'loop',
  'overlayTextDisplayAtEnd',
] as const;

function parseObject(text: string | undefined, name: string): Record<string, unknown> {
  if (!text?.trim()) return {};
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value === 'object' && value !== null && !Array.isArray(value))
      return value as Record<string, unknown>;
  } catch {
    // Logged below.
  }
  log.warn('support-video', `${name} is not a JSON object; ignored`);
  return {};
}

export function embedOptions(text: string | undefined): Partial<VideoWidgetOptions> {
  const raw = parseObject(text, 'data-options');
  const options: Partial<VideoWidgetOptions> = {};
  for (const flag of FLAGS) if (typeof raw[flag] === 'boolean') options[flag] = raw[flag];
  const volume = Number(raw['volume']);
  if (raw['volume'] !== undefined && raw['volume'] !== '' && Number.isFinite(volume))
    options.volume = volume;
  if (typeof raw['tier'] === 'string') options.tier = raw['tier'];
  if (typeof raw['startMode'] === 'string') options.startMode = raw['startMode'];
  if (raw['rating'] === 'stars' || raw['rating'] === 'Thumbs') options.rating = raw['rating'];
  return options;
}

/** data-analytics: extra analytics fields; only text, number and true/false values pass. */
export function embedAnalytics(
  text: string | undefined,
): Record<string, string | number | boolean> {
  const out: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(parseObject(text, 'data-analytics')))
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
      out[key] = value;
  return out;
}
