/** Labels from the common content, each falling back to the default of the page's language. */
import { fillTemplate } from './page-meta.ts';
import { landingText } from './i18n/landing.ts';
import type { Locale } from './i18n/locales.ts';

/** The specification's defaults, word for word (the English catalogue's labels). */
export const LABEL_DEFAULTS = landingText('en').labels;

export type LabelName = keyof typeof LABEL_DEFAULTS;
export type PageLabels = Record<LabelName, string>;

export interface LabelSource {
  [name: string]: string | undefined;
}

/**
 * Resolves every label: the content's, else the default in the page's language. The service-check
 * label carries a [[service]] placeholder; a wireless service reads "Fix my Wireless", any other
 * "Fix my Service" unless the content names it.
 */
export function resolveLabels(
  source: LabelSource | undefined,
  serviceName: string,
  locale?: Locale,
): PageLabels {
  const texts = landingText(locale);
  const defaults = texts.labels;
  const labels: PageLabels = { ...defaults };
  for (const name of Object.keys(defaults) as LabelName[]) {
    const value = source?.[name];
    if (value) labels[name] = value;
  }
  const template = source?.['serviceCheckLabel'];
  const wireless = serviceName.toLowerCase().includes('wireless');
  const fix = template
    ? fillTemplate(template, { service: wireless ? texts.wirelessService : serviceName })
    : undefined;
  labels.fixMyWireless = fix ?? (wireless ? defaults.fixMyWireless : defaults.fixMyService);
  labels.fixMyService = fix ?? defaults.fixMyService;
  return labels;
}
