/**
 * The page's language for every React component below an island root. Islands are separate React
 * roots, so the language crosses the server/browser boundary once per root, as that root's
 * `locale` prop (`withPageLocale`); the parts below read `useLocale()` instead of taking it as a
 * prop passed down by hand. It is not read from `<html lang>`: the same code renders on the server.
 * Outside any provider (the gallery, the embed, a test) the language is the default, English.
 */
import {
  createContext,
  useContext,
  type ComponentType,
  type ReactElement,
  type ReactNode,
} from 'react';
// Type-only: a value import would pull the locale table's functions into whichever chunk holds
// this module (the embed's first script grew by them).
import type { DEFAULT_LOCALE, Locale } from '../../domain/i18n/locales.ts';

const LocaleContext = createContext<Locale>('en' satisfies typeof DEFAULT_LOCALE);

/**
 * Gives `locale` to the tree below. Without one it provides nothing, so the tree keeps the
 * language above it: an English page passes no prop (its islands' HTML carries none), and an
 * island root rendered inside another island (a dialog's form) inherits that island's language.
 */
export function LocaleProvider({
  locale,
  children,
}: {
  locale?: Locale | undefined;
  children: ReactNode;
}) {
  return locale ? <LocaleContext value={locale}>{children}</LocaleContext> : children;
}

/** The page's language: the nearest provider's, or English outside any. */
export function useLocale(): Locale {
  return useContext(LocaleContext);
}

/** The one prop an island root takes for the page's language: none on an English page. */
export interface PageLocaleProp {
  locale?: Locale | undefined;
}

/**
 * A React root Astro mounts: `Root` takes the page's `locale` prop once and provides it to
 * `Component`, which reads it (and everything below reads it) with `useLocale()`.
 */
export function withPageLocale<P extends object>(
  Component: ComponentType<P>,
): (props: P & PageLocaleProp) => ReactElement {
  function Root({ locale, ...props }: P & PageLocaleProp) {
    // LocaleProvider's rule written out: one component less in every island's tree and bundle.
    const tree = <Component {...(props as P)} />;
    return locale ? <LocaleContext value={locale}>{tree}</LocaleContext> : tree;
  }
  return Root;
}
