// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE } from '../../domain/i18n/locales.ts';
import { LocaleProvider, useLocale, withPageLocale } from './locale-context.tsx';

function Shows({ name }: { name: string }) {
  return <p>{`${name}: ${useLocale()}`}</p>;
}

const Root = withPageLocale(function Root({ children }: { children?: React.ReactNode }) {
  return (
    <>
      <Shows name="root" />
      {children}
    </>
  );
});

describe('the page language', () => {
  it('is the default locale outside any provider (the gallery, a test)', () => {
    render(<Shows name="alone" />);
    expect(screen.getByText(`alone: ${DEFAULT_LOCALE}`)).toBeInTheDocument();
  });

  it("reaches every component below an island root from the root's one prop", () => {
    render(
      <Root locale="es">
        <div>
          <Shows name="deep" />
        </div>
      </Root>,
    );
    expect(screen.getByText('root: es')).toBeInTheDocument();
    expect(screen.getByText('deep: es')).toBeInTheDocument();
  });

  it('is English under a root given no locale (an English page passes none)', () => {
    render(<Root />);
    expect(screen.getByText('root: en')).toBeInTheDocument();
  });

  it("keeps the outer island's language in a root rendered inside it without a locale", () => {
    render(
      <LocaleProvider locale="es">
        <Root />
      </LocaleProvider>,
    );
    expect(screen.getByText('root: es')).toBeInTheDocument();
  });
});
