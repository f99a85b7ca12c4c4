// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { $isRecogStateOn, $lastFourDigits } from '../../stores/recognised.ts';
import {
  $account,
  $isAuth,
  $isShowLoader,
  $isShowShimmer,
  resetSession,
} from '../../stores/session.ts';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import VisitorGreeting, { type VisitorGreetingProps } from './VisitorGreeting.tsx';
import { $online } from '../../stores/connection.ts';

const props: VisitorGreetingProps = {
  prompt: {
    label: 'Want personalized help?',
    signInText: 'Sign in',
    href: '/acctmgmt/signin?final_url=x',
  },
  signInHref: '/acctmgmt/signin?final_url=x',
  labels: { welcomeBack: 'Welcome back', notYou: 'Not you?', signIn: 'Sign in' },
};

afterEach(() => {
  cleanup();
  resetSession();
  $isRecogStateOn.set(false);
  $lastFourDigits.set(undefined);
});

describe('VisitorGreeting', () => {
  it('anonymous: the personalised-help prompt with its sign-in link', () => {
    render(<VisitorGreeting {...props} />);
    expect(screen.getByText('Want personalized help?')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', props.signInHref);
  });

  it('anonymous on a page without the prompt: nothing', () => {
    const { container } = render(<VisitorGreeting {...props} prompt={undefined} />);
    expect(container.textContent).toBe('');
  });

  it('loading the account, before the loader is due: the line is held busy, no placeholder, no prompt', () => {
    $isShowShimmer.set(true);
    const { container } = render(<VisitorGreeting {...props} />);
    expect(container.querySelector('[aria-busy="true"]')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByText('Want personalized help?')).not.toBeInTheDocument();
  });

  it('loading the account once the loader is on: the loading placeholder in the held line', async () => {
    $isShowShimmer.set(true);
    render(<VisitorGreeting {...props} />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    act(() => $isShowLoader.set(true));
    expect(await screen.findByRole('status')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Loading your account');
    expect(screen.queryByText('Want personalized help?')).not.toBeInTheDocument();
  });

  it('signed in: a welcome heading with the capitalised first name, no prompt', () => {
    render(<VisitorGreeting {...props} />);
    act(() => {
      $account.set({ customerState: 'Authenticated', firstName: 'jORDAN' });
      $isAuth.set(true);
    });
    expect(screen.getByRole('heading', { name: 'Welcome, Jordan' })).toBeInTheDocument();
    expect(screen.queryByText('Want personalized help?')).not.toBeInTheDocument();
  });

  it('recognised: Welcome back, Not you? and Sign in; Not you? returns to the prompt', async () => {
    render(<VisitorGreeting {...props} />);
    act(() => {
      $lastFourDigits.set('4821');
      $isRecogStateOn.set(true);
    });
    expect(screen.getByText('Welcome back')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Not you?' }));
    expect(screen.queryByText('Welcome back')).not.toBeInTheDocument();
    expect(screen.getByText('Want personalized help?')).toBeInTheDocument();
  });
});

describe('hydrating the cached (anonymous) HTML for a visitor already signed in', () => {
  it('matches the server HTML first, then greets: no hydration error', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<VisitorGreeting {...props} />);
    document.body.append(container);
    $account.set({ customerState: 'Authenticated', firstName: 'jordan' });
    $isAuth.set(true);
    const onRecoverableError = vi.fn();
    await act(async () => {
      hydrateRoot(container, <VisitorGreeting {...props} />, { onRecoverableError });
    });
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { name: 'Welcome, Jordan' })).toBeInTheDocument();
    container.remove();
  });
});

describe('VisitorGreeting in Spanish', () => {
  // The labels come resolved from the server in the page's language.
  const spanishProps: VisitorGreetingProps = {
    prompt: { label: '¿Desea ayuda personalizada?', signInText: 'Iniciar sesión', href: '/s' },
    signInHref: '/s',
    labels: {
      welcomeBack: 'Le damos la bienvenida de nuevo',
      notYou: '¿No es usted?',
      signIn: 'Iniciar sesión',
    },
    locale: 'es',
  };

  it("offers 'Iniciar sesión' to an anonymous visitor", () => {
    render(<VisitorGreeting {...spanishProps} />);
    expect(screen.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute('href', '/s');
  });

  it('welcomes a signed-in visitor by name in Spanish', () => {
    render(<VisitorGreeting {...spanishProps} />);
    act(() => {
      $account.set({ customerState: 'Authenticated', firstName: 'jORDAN' });
      $isAuth.set(true);
    });
    expect(
      screen.getByRole('heading', { name: 'Le damos la bienvenida, Jordan' }),
    ).toBeInTheDocument();
  });

  it('announces the account loading in Spanish', async () => {
    $isShowShimmer.set(true);
    render(<VisitorGreeting {...spanishProps} />);
    act(() => $isShowLoader.set(true));
    expect(await screen.findByRole('status')).toHaveTextContent('Cargando su cuenta');
  });
});

describe('VisitorGreeting offline (the saved page)', () => {
  afterEach(() => act(() => $online.set(true)));

  it('shows no recognised visitor and says that sign-in needs a connection', () => {
    $isRecogStateOn.set(true);
    $lastFourDigits.set('0123');
    render(<VisitorGreeting {...props} />);
    expect(screen.getByText(/Welcome back/)).toBeInTheDocument();
    act(() => $online.set(false));
    expect(screen.queryByText(/Welcome back/)).toBeNull();
    expect(screen.queryByText(/0123/)).toBeNull();
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();
    expect(
      screen.getByText(
        "You're offline: signing in needs a connection. Your saved help works without it.",
      ),
    ).toBeInTheDocument();
  });

  it('gives the prompt back with the connection', () => {
    render(<VisitorGreeting {...props} locale="es" />);
    act(() => $online.set(false));
    expect(screen.getByText(/para iniciar sesión se necesita conexión/)).toBeInTheDocument();
    act(() => $online.set(true));
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeInTheDocument();
  });
});
