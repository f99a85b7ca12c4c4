/**
 * Renders a component as it renders on a page in `locale`: inside the page-language provider an
 * island root sets up (src/ui/shared/locale-context.tsx). Re-renders keep the provider.
 */
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import type { Locale } from '../../src/domain/i18n/locales.ts';
import { LocaleProvider } from '../../src/ui/shared/locale-context.tsx';

export function renderInLocale(
  ui: ReactElement,
  locale: Locale,
  options: Omit<RenderOptions, 'wrapper'> = {},
) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <LocaleProvider locale={locale}>{children}</LocaleProvider>
  );
  return render(ui, { ...options, wrapper });
}
