// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { cleanStores } from 'nanostores';
import { siteAnalytics } from '../../analytics/data-layer.ts';
import { $selectedDevice, DEVICE_STORAGE_KEY } from '../../stores/device.ts';
import { $devicesData, type DevicesData } from '../../stores/devices.ts';
import { $workflow, $workflowOn } from '../../stores/page.ts';
import { $isRecogStateOn } from '../../stores/recognised.ts';
import { $serviceHealth, $splashFlag, IDLE_HEALTH } from '../../stores/service-health.ts';
import { $isAuth, $isShowLoader, $isShowShimmer } from '../../stores/session.ts';
import { $online } from '../../stores/connection.ts';
import FixMyServiceBar, { type FixMyServiceBarProps } from './FixMyServiceBar.tsx';
import TroubleshootingWorkflow, { type WorkflowControls } from './TroubleshootingWorkflow.tsx';

const controls: WorkflowControls = {
  back: 'Back',
  mainMenu: { text: 'Main menu', href: '/support' },
};

const props: FixMyServiceBarProps = {
  description: 'Sign in for personalised help, or continue to troubleshoot.',
  signInHref: '/acctmgmt/signin?final_url=%2Fwireless',
  deviceSelectorHref: '/support/device-support/selector',
  labels: {
    chooseDevice: 'Choose a device',
    signIn: 'Sign in',
    continueWithoutSigningIn: 'Continue without signing in',
  },
  showContinue: true,
};

let section: HTMLElement;
beforeEach(() => {
  $workflow.set('off');
  window.dataLayer = [];
  siteAnalytics.reset();
  section = document.createElement('section');
  section.id = 'fixMyService';
  document.body.append(section);
});

afterEach(() => {
  // Unmount first: cleaning stores that components still subscribe to corrupts their counts.
  cleanup();
  cleanStores($selectedDevice, $workflowOn);
  window.localStorage.clear();
  section.remove();
  vi.useRealTimers();
});

describe('FixMyServiceBar', () => {
  describe('given no device was chosen', () => {
    it('then it shows the placeholder device, the selector link and sign-in', () => {
      render(<FixMyServiceBar {...props} />);
      expect(screen.getByText('Your device')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Choose a device' })).toHaveAttribute(
        'href',
        '/support/device-support/selector',
      );
      expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
        'href',
        props.signInHref,
      );
    });
  });

  describe('given the device selector stored a device', () => {
    it('then the bar shows its name and picture', () => {
      window.localStorage.setItem(
        DEVICE_STORAGE_KEY,
        JSON.stringify({ name: 'Galaxy S25', imageUrl: '/images/devices/s25.svg' }),
      );
      const { container } = render(<FixMyServiceBar {...props} />);
      expect(screen.getByText('Galaxy S25')).toBeInTheDocument();
      expect(container.querySelector('img')).toHaveAttribute('src', '/images/devices/s25.svg');
    });
  });

  describe('given the selector stores a device after the page loaded', () => {
    it('then the bar picks it up within the next 2 s poll', () => {
      vi.useFakeTimers();
      render(<FixMyServiceBar {...props} />);
      expect(screen.getByText('Your device')).toBeInTheDocument();
      window.localStorage.setItem(DEVICE_STORAGE_KEY, JSON.stringify({ name: 'Pixel 9' }));
      act(() => vi.advanceTimersByTime(2000));
      expect(screen.getByText('Pixel 9')).toBeInTheDocument();
    });
  });

  describe('when the visitor continues without signing in', () => {
    it('then the workflow turns on and the button goes away', async () => {
      vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
      const user = userEvent.setup();
      render(<FixMyServiceBar {...props} />);
      await user.click(screen.getByRole('button', { name: 'Continue without signing in' }));
      expect($workflowOn.get()).toBe(true);
      expect(
        screen.queryByRole('button', { name: 'Continue without signing in' }),
      ).not.toBeInTheDocument();
    });

    it('then focus moves to the Fix my Wireless section instead of dropping to the page', async () => {
      vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
      const user = userEvent.setup();
      render(<FixMyServiceBar {...props} />);
      await user.click(screen.getByRole('button', { name: 'Continue without signing in' }));
      expect(document.getElementById('fixMyService')).toHaveFocus();
    });

    it('then one Link_Click names the button and the fix-my-service anchor', async () => {
      vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
      const user = userEvent.setup();
      render(<FixMyServiceBar {...props} />);
      await user.click(screen.getByRole('button', { name: 'Continue without signing in' }));
      expect(window.dataLayer).toEqual([
        expect.objectContaining({
          event: 'Link_Click',
          linkName: 'Continue without signing in',
          linkDestinationUrl: '#fixMyService',
          linkPosition: 'Body',
        }),
      ]);
    });

    it('then the page scrolls to the fix-my-service section', async () => {
      const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
      const user = userEvent.setup();
      render(<FixMyServiceBar {...props} />);
      await user.click(screen.getByRole('button', { name: 'Continue without signing in' }));
      expect(scrollTo).toHaveBeenCalledTimes(1);
    });
  });

  describe('given the content leaves out "Continue without signing in"', () => {
    it('then only sign-in is offered', () => {
      render(<FixMyServiceBar {...props} showContinue={false} />);
      expect(screen.queryByRole('button')).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Sign in' })).toBeInTheDocument();
    });
  });
});

describe('Fix my Wireless with the troubleshooting splash', () => {
  const PIXEL = {
    ctn: '2145550123',
    name: 'Google Pixel 9',
    imageUrl: '/images/support/pixel.svg',
  };
  const LOADED = {
    state: 'loaded' as const,
    checks: [
      { name: 'Network', status: 'issue', message: 'A service issue is affecting your area.' },
      { name: 'Line', status: 'ok', message: 'Active, calls and data are on.' },
    ],
    deviceName: 'Google Pixel 9',
  };

  function signedInWithDevice() {
    $isAuth.set(true);
    $devicesData.set({ devices: [PIXEL] });
  }

  afterEach(() => {
    cleanup();
    cleanStores($devicesData, $workflowOn, $isAuth, $isShowShimmer, $isShowLoader, $isRecogStateOn);
    // Cleaning drops listeners, not values.
    $isShowShimmer.set(false);
    $isShowLoader.set(false);
    $isAuth.set(false);
    $isRecogStateOn.set(false);
    $devicesData.set({});
    $workflow.set('off');
    $serviceHealth.set(IDLE_HEALTH);
    $splashFlag.set(undefined);
  });

  const progressbar = () =>
    screen.queryByRole('progressbar', { name: 'Checking your device and service' });

  describe('given the flag is on and the account is loading', () => {
    it('then the splash shows the device, the message and a progress bar, not the shimmer', () => {
      $splashFlag.set('true');
      $isShowShimmer.set(true);
      render(<FixMyServiceBar {...props} />);
      expect(progressbar()).toBeInTheDocument();
      expect(screen.getByText('Checking your device and service', { selector: 'p' })).toBeVisible();
      expect(screen.queryByText('Checking your account')).not.toBeInTheDocument();
    });
  });

  describe('given a signed-in visitor with a device, service health on its way', () => {
    it('then the splash names the device until the panel loads, then the panel lists the checks', () => {
      $splashFlag.set('true');
      signedInWithDevice();
      $serviceHealth.set({ state: 'loading', checks: [] });
      render(<FixMyServiceBar {...props} />);
      expect(progressbar()).toBeInTheDocument();
      expect(screen.getByText('Google Pixel 9')).toBeInTheDocument();
      expect(document.querySelector('img')).toHaveAttribute('src', '/images/support/pixel.svg');

      act(() => $serviceHealth.set(LOADED));
      expect(progressbar()).not.toBeInTheDocument();
      const list = screen.getByRole('list', { name: 'Your device and service' });
      expect(list).toHaveTextContent('Network A service issue is affecting your area.');
      expect(screen.getByRole('button', { name: 'Check my device' })).toBeInTheDocument();
    });
  });

  describe('given a recognised visitor', () => {
    it('then the splash shows until service health loads', () => {
      $splashFlag.set('true');
      $isRecogStateOn.set(true);
      render(<FixMyServiceBar {...props} />);
      expect(progressbar()).toBeInTheDocument();
      act(() => $serviceHealth.set(LOADED));
      expect(progressbar()).not.toBeInTheDocument();
    });
  });

  describe('given service health fails', () => {
    const workflow = (
      <TroubleshootingWorkflow
        workflowName="Troubleshoot your wireless"
        authenticatedWorkflowName="Troubleshoot your account"
        steps={[{ title: 'Restart', description: 'Turn it off and on.' }]}
        controls={controls}
      />
    );

    it('then a signed-in visitor gets the signed-in bar, never the sign-in offer, and the unauthenticated workflow', () => {
      $splashFlag.set('true');
      signedInWithDevice();
      $serviceHealth.set({ state: 'failed', checks: [] });
      render(
        <>
          <FixMyServiceBar {...props} />
          {workflow}
        </>,
      );
      expect(progressbar()).not.toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
      expect(
        screen.queryByRole('button', { name: 'Continue without signing in' }),
      ).not.toBeInTheDocument();
      act(() => screen.getByRole('button', { name: 'Start troubleshooting' }).click());
      expect(screen.getByRole('heading', { name: 'Troubleshoot your wireless' })).toBeVisible();
    });

    it('then a recognised visitor gets the unauthenticated bar and workflow', () => {
      $splashFlag.set('true');
      $isRecogStateOn.set(true);
      $serviceHealth.set({ state: 'failed', checks: [] });
      render(
        <>
          <FixMyServiceBar {...props} />
          {workflow}
        </>,
      );
      act(() => screen.getByRole('button', { name: 'Continue without signing in' }).click());
      expect(screen.getByRole('heading', { name: 'Troubleshoot your wireless' })).toBeVisible();
    });
  });

  describe('given the flag is off', () => {
    it('then the account wait and the device check show the shimmer, never a progress bar, and the checks follow', () => {
      $splashFlag.set('false');
      $isShowShimmer.set(true);
      $isShowLoader.set(true);
      render(<FixMyServiceBar {...props} />);
      expect(screen.getByText('Checking your account')).toBeInTheDocument();
      expect(progressbar()).not.toBeInTheDocument();
      act(() => {
        $isShowShimmer.set(false);
        $isShowLoader.set(false);
        signedInWithDevice();
        $serviceHealth.set({ state: 'loading', checks: [] });
      });
      expect(progressbar()).not.toBeInTheDocument();
      expect(screen.getByText('Checking your device and service')).toBeInTheDocument();
      act(() => $serviceHealth.set(LOADED));
      expect(screen.getByText('Google Pixel 9')).toBeInTheDocument();
      const list = screen.getByRole('list', { name: 'Your device and service' });
      expect(list).toHaveTextContent('Network A service issue is affecting your area.');
    });

    it('then a failed check leaves a signed-in visitor the signed-in bar, never the sign-in offer', () => {
      $splashFlag.set('false');
      signedInWithDevice();
      $serviceHealth.set({ state: 'failed', checks: [] });
      render(<FixMyServiceBar {...props} />);
      expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Start troubleshooting' })).toBeInTheDocument();
    });
  });
});

describe('Fix my Wireless while the account loads (the loader)', () => {
  afterEach(() => {
    cleanup();
    cleanStores($isShowShimmer, $isShowLoader, $workflowOn);
    $isShowShimmer.set(false);
    $isShowLoader.set(false);
    $splashFlag.set(undefined);
  });

  describe('given the account is loading and the loader is not due yet', () => {
    it('then the bar holds its box, busy, with neither the placeholder nor the sign-in offer', () => {
      $isShowShimmer.set(true);
      const { container } = render(<FixMyServiceBar {...props} />);
      expect(container.querySelector('[aria-busy="true"]')).toBeInTheDocument();
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
    });
  });

  describe('when the loader turns on (the account took longer than its delay)', () => {
    it('then the loading placeholder fills the held box, and goes with the loader', () => {
      $isShowShimmer.set(true);
      const { container } = render(<FixMyServiceBar {...props} />);
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
      act(() => $isShowLoader.set(true));
      expect(screen.getByRole('status')).toHaveTextContent('Checking your account');
      // Inside the same box: nothing around it moves.
      expect(container.children).toHaveLength(1);
      expect(container.firstElementChild).toHaveAttribute('aria-busy', 'true');
      act(() => {
        $isShowLoader.set(false);
        $isShowShimmer.set(false);
      });
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
    });
  });
});

describe('Fix my Wireless for a signed-in visitor without a known device', () => {
  afterEach(() => {
    cleanup();
    cleanStores($devicesData, $workflowOn, $isAuth);
    $isAuth.set(false);
    $devicesData.set({});
    $workflow.set('off');
    $serviceHealth.set(IDLE_HEALTH);
    $splashFlag.set(undefined);
  });

  function renderSection() {
    return render(
      <>
        <FixMyServiceBar {...props} />
        <TroubleshootingWorkflow
          workflowName="Troubleshoot your wireless"
          authenticatedWorkflowName="Wireless line troubleshooter"
          steps={[{ title: 'Restart', description: 'Turn it off and on.' }]}
          controls={controls}
        />
      </>,
    );
  }

  it.each<[string, DevicesData, string | undefined]>([
    ['no device on the account, flag off', { devices: [] }, 'false'],
    ['get-devices failed (an empty object), flag off', {}, undefined],
    ['no device on the account, splash flag on', { devices: [] }, 'true'],
  ])(
    '%s: the choose-device link and the signed-in workflow, never Sign in or Continue without signing in',
    async (_name, devices, flag) => {
      vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
      $splashFlag.set(flag);
      $isAuth.set(true);
      $devicesData.set(devices);
      renderSection();
      expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
      expect(
        screen.queryByRole('button', { name: 'Continue without signing in' }),
      ).not.toBeInTheDocument();
      expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Choose a device' })).toHaveAttribute(
        'href',
        props.deviceSelectorHref,
      );
      await userEvent.setup().click(screen.getByRole('button', { name: 'Start troubleshooting' }));
      expect(screen.getByRole('heading', { name: 'Wireless line troubleshooter' })).toBeVisible();
      expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
      // The Link_Click names the control that was pressed.
      expect(window.dataLayer).toEqual([
        expect.objectContaining({ event: 'Link_Click', linkName: 'Start troubleshooting' }),
      ]);
    },
  );
});

describe('Fix my Wireless in Spanish', () => {
  const spanishProps: FixMyServiceBarProps = {
    description: 'Inicie sesión para obtener ayuda personalizada.',
    signInHref: '/s',
    deviceSelectorHref: '/support/device-support/selector',
    labels: {
      chooseDevice: 'Elija un dispositivo',
      signIn: 'Iniciar sesión',
      continueWithoutSigningIn: 'Continuar sin iniciar sesión',
    },
    showContinue: true,
    locale: 'es',
  };

  afterEach(() => {
    cleanup();
    cleanStores($devicesData, $workflowOn, $isAuth, $isShowShimmer);
    // Cleaning drops listeners, not values.
    $isAuth.set(false);
    $isShowShimmer.set(false);
    $devicesData.set({});
    $serviceHealth.set(IDLE_HEALTH);
    $splashFlag.set(undefined);
  });

  it('names the unknown device in Spanish beside the sign-in link', () => {
    render(<FixMyServiceBar {...spanishProps} />);
    expect(screen.getByText('Su dispositivo')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Iniciar sesión' })).toBeInTheDocument();
  });

  it('shows the signed-in panel in Spanish: its checks and its start button', () => {
    $isAuth.set(true);
    $devicesData.set({ devices: [{ ctn: '2145550123', name: 'Google Pixel 9' }] });
    $serviceHealth.set({
      state: 'loaded',
      checks: [{ name: 'Red', status: 'ok', message: 'Todo funciona.' }],
    });
    render(<FixMyServiceBar {...spanishProps} />);
    expect(screen.getByRole('list', { name: 'Su dispositivo y su servicio' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Revisar mi dispositivo' })).toBeInTheDocument();
  });

  it('offers a signed-in visitor without a known device the Spanish start button', () => {
    $isAuth.set(true);
    $devicesData.set({ devices: [] });
    render(<FixMyServiceBar {...spanishProps} />);
    expect(
      screen.getByRole('button', { name: 'Comenzar a solucionar problemas' }),
    ).toBeInTheDocument();
  });

  it('names the splash progress bar in Spanish', () => {
    $splashFlag.set('true');
    $isShowShimmer.set(true);
    render(<FixMyServiceBar {...spanishProps} />);
    expect(
      screen.getByRole('progressbar', { name: 'Verificando su dispositivo y su servicio' }),
    ).toBeInTheDocument();
  });
});

describe("FixMyServiceBar's description in another language", () => {
  it('marks an English description lang="en", and its own texts not', () => {
    render(<FixMyServiceBar {...props} locale="es" descriptionLang="en" />);
    expect(screen.getByText(props.description)).toHaveAttribute('lang', 'en');
    expect(screen.getByText('Su dispositivo').closest('[lang]')).toBeNull();
  });

  it('marks nothing when the description is in the page language', () => {
    const { container } = render(<FixMyServiceBar {...props} />);
    expect(container.querySelector('[lang]')).toBeNull();
  });
});

describe('Fix my Wireless offline (the saved page)', () => {
  afterEach(() => act(() => $online.set(true)));

  it('disables sign-in and says why, while the steps stay one tap away', async () => {
    render(
      <>
        <FixMyServiceBar {...props} />
        <TroubleshootingWorkflow
          workflowName="Wireless troubleshooter"
          steps={[{ title: 'Restart your device', description: 'Turn it off and on.' }]}
          controls={controls}
        />
      </>,
    );
    act(() => $online.set(false));
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeDisabled();
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();
    expect(screen.getByText('Signing in needs a connection.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Continue without signing in' }));
    expect(screen.getByText('Restart your device')).toBeInTheDocument();
  });

  it('gives sign-in back with the connection', () => {
    render(<FixMyServiceBar {...props} />);
    act(() => $online.set(false));
    act(() => $online.set(true));
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', props.signInHref);
    expect(screen.queryByText('Signing in needs a connection.')).toBeNull();
  });

  it('turns a signed-in panel into the anonymous bar: no service check, sign-in waits', () => {
    $isAuth.set(true);
    $devicesData.set({ devices: [{ ctn: '2145550123', name: 'Google Pixel 9' }] });
    $serviceHealth.set({
      state: 'loaded',
      checks: [{ name: 'Network', status: 'ok', message: 'All working.' }],
    });
    render(<FixMyServiceBar {...props} />);
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();
    act(() => $online.set(false));
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeDisabled();
    expect(screen.queryByText('Google Pixel 9')).toBeNull();
    // The bar still listens: resetting the store is an update it renders.
    act(() => $serviceHealth.set(IDLE_HEALTH));
  });
});

describe('hydrating the cached HTML when a device is already in the store', () => {
  it('matches the server HTML first, then shows the device: no hydration error', async () => {
    // The server knows no device; the account's or the stored one may be in before hydration
    // (Firefox and WebKit hydrate this bar after a signed-in visitor's devices have arrived).
    const container = document.createElement('div');
    container.innerHTML = renderToString(<FixMyServiceBar {...props} />);
    document.body.append(container);
    $selectedDevice.set({ name: 'Galaxy S25', imageUrl: '/images/support/icon-device.svg' });
    const onRecoverableError = vi.fn();
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, <FixMyServiceBar {...props} />, { onRecoverableError });
    });
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(screen.getByText('Galaxy S25')).toBeInTheDocument();
    act(() => root?.unmount());
    container.remove();
  });
});
