import { useHydrated, useStore } from '../island-hooks.ts';
import { lazy, Suspense } from 'react';
import { headerGreeting } from '../../domain/personalisation/header-greeting.ts';
import {
  $isRecogStateOn,
  $lastFourDigits,
  forgetRecognisedDevice,
} from '../../stores/recognised.ts';
import { $firstName, $isAuth, $isShowLoader, $isShowShimmer } from '../../stores/session.ts';
import { greetingText } from '../../domain/i18n/greeting.ts';
import { connectionText } from '../../domain/i18n/connection.ts';
import { $online } from '../../stores/connection.ts';
import styles from './VisitorGreeting.module.scss';
import clientStyles from './VisitorGreeting.client.module.scss?lazy';
import { useLocale, withPageLocale, type PageLocaleProp } from '../../ui/shared/locale-context.tsx';

// The loader is due only when the account takes longer than its delay (LOADER_DELAY_MS): its
// code and styles load then, not with every known visitor's greeting.
const LoadingPlaceholder = lazy(() =>
  import('../../ui/LoadingPlaceholder/LoadingPlaceholder.tsx').then((module) => ({
    default: module.LoadingPlaceholder,
  })),
);

/** What Astro passes: the page's language as well. */
export interface VisitorGreetingProps extends PageLocaleProp {
  /** The 'Want personalized help?' prompt the anonymous page shows, if this page has one. */
  prompt?: { label: string; signInText: string; href: string } | undefined;
  signInHref: string;
  labels: { welcomeBack: string; notYou: string; signIn: string };
}

/**
 * The header's visitor line. The cached page renders the anonymous prompt; in the browser the
 * session stores swap it for 'Welcome, <name>' or, for a recognised visitor, 'Welcome back' with
 * 'Not you?' and 'Sign in'. The line keeps its height in every state, so nothing moves.
 */
export default withPageLocale(function VisitorGreeting({
  prompt,
  signInHref,
  labels,
}: VisitorGreetingProps) {
  const locale = useLocale();
  const authenticated = useStore($isAuth);
  const firstName = useStore($firstName);
  const recognised = useStore($isRecogStateOn);
  const lastFour = useStore($lastFourDigits);
  const shimmer = useStore($isShowShimmer);
  const loader = useStore($isShowLoader);
  const hydrated = useHydrated();
  // Offline the page is the saved copy: never a personal line, and sign-in waits for a connection.
  const offline = !useStore($online) && hydrated;
  const greeting =
    hydrated && !offline
      ? headerGreeting({ authenticated, firstName, recognised, lastFour, labels, locale })
      : ({ kind: 'anonymous' } as const);

  // While the account loads the line is held, busy and without the sign-in prompt; the loader
  // fills it once the account has taken longer than its delay, so a fast answer flashes nothing.
  if (shimmer && hydrated) {
    return (
      <div className={styles.greeting} aria-busy="true">
        {loader ? (
          <Suspense fallback={null}>
            <LoadingPlaceholder count={1} variant="line" label={greetingText(locale).loading} />
          </Suspense>
        ) : null}
      </div>
    );
  }
  if (greeting.kind === 'welcome') {
    return (
      <div className={styles.greeting}>
        <h2 className={clientStyles.welcome}>{greeting.text}</h2>
      </div>
    );
  }
  if (greeting.kind === 'recognised') {
    return (
      <div className={styles.greeting}>
        <p className={clientStyles.welcome}>{greeting.text}</p>
        <button
          type="button"
          className={clientStyles.link}
          onClick={() => forgetRecognisedDevice()}
        >
          {greeting.notYou}
        </button>
        <a className={styles.signIn} href={signInHref}>
          {greeting.signIn}
        </a>
      </div>
    );
  }
  if (offline) {
    return (
      <p className={styles.greeting}>
        <span>{connectionText(locale).personal}</span>
      </p>
    );
  }
  if (!prompt) return <div className={styles.greeting} data-empty="" />;
  return (
    <p className={styles.greeting}>
      <span>{prompt.label}</span>
      <a className={styles.signIn} href={prompt.href}>
        {prompt.signInText}
      </a>
    </p>
  );
});
