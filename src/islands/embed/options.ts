/**
 * The embed element's attributes as widget inputs. data-options and data-analytics are JSON
 * written by another site's author; they go through the widget's one input schema
 * (WidgetInputSchema in src/video/model/options.ts), so an embed reads every option of spec §3 with the
 * same flags, fallbacks and defaults as the site's pages. A JSON mistake is logged, not thrown.
 */
import { DEFAULT_LOCALE, type Locale } from '../../domain/i18n/locales.ts';
import { log } from '../../domain/log.ts';
import { localeOfTag } from '../../video/model/language.ts';
import { WidgetInputSchema, type VideoWidgetOptions } from '../../video/model/options.ts';

const { options: optionsInput, additionalAnalyticsData, radius } = WidgetInputSchema.shape;

/** The schema ignores text that is not a JSON object; the page's author hears of it. */
function warnUnlessObject(text: string | undefined, name: string): void {
  if (!text?.trim()) return;
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) return;
  } catch {
    // Logged below.
  }
  log.warn('support-video', `${name} is not a JSON object; ignored`);
}

/** data-options: every option, each with its default or fallback. */
export function embedOptions(text: string | undefined): VideoWidgetOptions {
  warnUnlessObject(text, 'data-options');
  return optionsInput.parse(text);
}

/** data-analytics: extra analytics fields; only text, number and true/false values pass. */
export function embedAnalytics(
  text: string | undefined,
): Record<string, string | number | boolean> {
  warnUnlessObject(text, 'data-analytics');
  return additionalAnalyticsData.parse(text);
}

/** data-radius: the widget's radius input (px, a number ≥ 0); anything else is no radius. */
export function embedRadius(text: string | undefined): number | undefined {
  return radius.parse(text);
}

/**
 * The widget's language: data-locale when it names one of the site's languages, else the language
 * of the element's nearest `lang` (its own or an ancestor's, as the page declares it), else
 * English. Tags are read by their language ('es-MX' is Spanish).
 */
export function embedLocale(
  dataLocale: string | undefined,
  nearestLang: string | null | undefined,
): Locale {
  return localeOfTag(dataLocale) ?? localeOfTag(nearestLang) ?? DEFAULT_LOCALE;
}
