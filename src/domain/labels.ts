/** Labels from the common content, each falling back to the specification's default. */
import { fillTemplate } from './page-meta.ts';

export const LABEL_DEFAULTS = {
  contactUsLabel: 'Contact us',
  browseTopicsLabel: 'Browse topics',
  backCTA: 'Back',
  mainMenuLabel: 'Main menu',
  helpfulInfoLabel: 'Helpful info',
  fixMyWireless: 'Fix my Wireless',
  fixMyService: 'Fix my Service',
  seeTopSolutionsLabel: 'See top solutions',
  popularSolutionsLabel: 'Popular solutions',
  continueWithoutSigningInLabel: 'Continue without signing in',
  chooseDeviceLabel: 'Choose a device',
  personalizedHelpLabel: 'Want personalized help?',
  notYouLabel: 'Not you?',
  signInLabel: 'Sign in',
  welcomeBackLabel: 'Welcome back',
  topSolutionsLabel: 'Top solutions',
  returnCTA: 'Return',
} as const;

export type LabelName = keyof typeof LABEL_DEFAULTS;
export type PageLabels = Record<LabelName, string>;

export interface LabelSource {
  [name: string]: string | undefined;
}

/**
 * Resolves every label. The service-check label carries a [[service]] placeholder; a wireless
 * service reads "Fix my Wireless", any other "Fix my Service" unless the content names it.
 */
export function resolveLabels(source: LabelSource | undefined, serviceName: string): PageLabels {
  const labels = { ...LABEL_DEFAULTS } as PageLabels;
  for (const name of Object.keys(LABEL_DEFAULTS) as LabelName[]) {
    const value = source?.[name];
    if (value) labels[name] = value;
  }
  const template = source?.['serviceCheckLabel'];
  const wireless = serviceName.toLowerCase().includes('wireless');
  const fix = template
    ? fillTemplate(template, { service: wireless ? 'Wireless' : serviceName })
    : undefined;
  labels.fixMyWireless =
    fix ?? (wireless ? LABEL_DEFAULTS.fixMyWireless : LABEL_DEFAULTS.fixMyService);
  labels.fixMyService = fix ?? LABEL_DEFAULTS.fixMyService;
  return labels;
}
