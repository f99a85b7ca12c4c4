/**
 * The top of the page: breadcrumbs, the header panel, and the choices that depend on who is
 * visiting. The cached HTML always carries the anonymous choice; the browser's personalisation
 * layer switches to the others from the session stores.
 */
import type { VisitorGreetingProps } from '../../islands/landing/VisitorGreeting.tsx';
import { showsPersonalizedHelpPrompt } from '../../domain/header-prompt.ts';
import type { SupportContent } from '../../feeds/support-content.ts';
import { signInUrl } from '../../server/auth-redirect.ts';
import { landingText } from '../../domain/i18n/landing.ts';
import { siteText } from '../../domain/i18n/site.ts';
import type { LandingViewContext } from './view-context.ts';
import { localeProp } from './locale-prop.ts';

export interface BreadcrumbView {
  url: string;
  text: string;
}

/** Support's home (the breadcrumb's Support entry): the site's main menu of support. */
export const supportHomePath = (view: Pick<LandingViewContext, 'smallBusiness'>): string =>
  view.smallBusiness ? '/smallbusiness/support' : '/support';

export function breadcrumbsView(
  view: Pick<LandingViewContext, 'smallBusiness' | 'pathname' | 'locale'>,
): BreadcrumbView[] {
  const texts = siteText(view.locale).breadcrumbs;
  return [
    { url: '/', text: texts.home },
    { url: supportHomePath(view), text: texts.support },
    { url: view.pathname, text: texts.wireless },
  ];
}

/** The sign-in link back to this page, as a same-origin path. */
export function signInPath(view: Pick<LandingViewContext, 'origin' | 'pathname'>): string {
  const href = new URL(signInUrl(view.origin, new URL(view.pathname, view.origin).href));
  return href.pathname + href.search;
}

export interface HeaderView {
  heading: string;
  subheading?: string | undefined;
  hero?: NonNullable<SupportContent['common']>['hero'];
  /** The visitor line: the anonymous prompt (if the page has one) and the other visitors' labels. */
  greeting: VisitorGreetingProps;
}

export function headerView(
  common: SupportContent['common'],
  view: Pick<
    LandingViewContext,
    'service' | 'customerType' | 'labels' | 'origin' | 'pathname' | 'locale'
  >,
): HeaderView {
  const showPrompt = showsPersonalizedHelpPrompt({
    authenticated: false,
    recognised: false,
    customerType: view.customerType,
    subTopicPage: false,
    serviceName: view.service.name,
  });
  return {
    heading: common?.heading ?? landingText(view.locale).supportHeading(view.service.displayName),
    subheading: common?.subheading,
    hero: common?.hero,
    greeting: {
      prompt: showPrompt
        ? {
            label: view.labels.personalizedHelpLabel,
            signInText: view.labels.signInLabel,
            href: signInPath(view),
          }
        : undefined,
      signInHref: signInPath(view),
      labels: {
        welcomeBack: view.labels.welcomeBackLabel,
        notYou: view.labels.notYouLabel,
        signIn: view.labels.signInLabel,
      },
      ...localeProp(view.locale),
    },
  };
}

export interface ImagePreload {
  href: string;
  media: string;
}

/**
 * Preloads for the hero, one per viewport range the <picture> serves (desktop above 1024 px,
 * tablet from 768, mobile below), so the largest paint does not wait for the parser to reach
 * the image. The ranges do not overlap: a browser fetches exactly the one image it will show.
 */
export function heroPreloads(hero: HeaderView['hero']): ImagePreload[] {
  const fallback = hero?.desktop ?? hero?.tablet ?? hero?.mobile;
  if (!hero || !fallback) return [];
  // What the <picture> shows in each range: the first source whose media matches, else <img>.
  const desktop = fallback;
  const tablet = hero.tablet ?? hero.mobile ?? fallback;
  const mobile = hero.mobile ?? fallback;
  return [
    { href: desktop, media: '(min-width: 1025px)' },
    { href: tablet, media: '(min-width: 768px) and (max-width: 1024px)' },
    { href: mobile, media: '(max-width: 767px)' },
  ];
}
