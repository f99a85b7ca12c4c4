/**
 * The offline page's view model (src/pages/offline.astro, src/pages/[locale]/offline.astro): its texts
 * and the basic troubleshooting steps from the message catalogue. In the browser the page then
 * lists the help saved on the device and, when a saved landing page carries the troubleshooting
 * workflow's own steps, shows those instead (src/islands/offline/saved-help.ts).
 */
import type { Locale } from '../../domain/i18n/locales.ts';
import { offlineText } from '../../domain/i18n/offline.ts';
import { OFFLINE_PATHS } from '../../domain/offline/rules.ts';

export interface OfflineView {
  locale: Locale;
  path: string;
  title: string;
  description: string;
  intro: string;
  stepsHeading: string;
  steps: { title: string; description: string }[];
  savedHeading: string;
  noneSaved: string;
}

export function offlineView(locale: Locale): OfflineView {
  const { page, basicSteps } = offlineText(locale);
  return {
    locale,
    path: OFFLINE_PATHS[locale],
    title: page.title,
    description: page.description,
    intro: page.intro,
    stepsHeading: page.stepsHeading,
    steps: basicSteps.map((step) => ({ ...step })),
    savedHeading: page.savedHeading,
    noneSaved: page.noneSaved,
  };
}
