// @vitest-environment jsdom
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ENDPOINTS } from '../../domain/personalisation/endpoints.ts';
import { COOKIE } from '../../domain/personalisation/cookie-names.ts';
import { $consentState, $isRecogStateOn, $numberModal } from '../../stores/recognised.ts';
import { checkRecognised } from '../../stores/recognised-check.ts';
import { createPusher } from '../../analytics/data-layer.ts';
import { startPersonalisationAnalytics } from '../../analytics/personalisation.ts';
import { fakeEnv } from '../../../tests/support/personalisation-env.ts';
import WirelessNumberDialog from './WirelessNumberDialog.tsx';

const consent = (valid: boolean) => ({
  body: {
    content: { consentRSAllow: true },
    authDeviceSupportResponse: { ctnvalid: valid },
    accountnumbers: [
      {
        subscribers: [
          {
            subscriberNumberLastFour: '0123',
            supportdeviceDetailsInfo: {
              deviceMake: 'Apple',
              deviceModel: 'iPhone 17',
              deviceOS: 'iOS',
              deviceClassifications: { deviceType: 'Smartphone' },
            },
          },
        ],
      },
    ],
  },
});

function setUp() {
  return fakeEnv(
    {
      [`GET ${ENDPOINTS.wirelessContent}`]: {
        body: {
          'cms-feed': {
            components: {
              default: {
                recognizedState: { content: { cards: [{ content: { hasWireless: true } }] } },
              },
            },
          },
        },
      },
      [`GET ${ENDPOINTS.consent}`]: consent(false),
      [`POST ${ENDPOINTS.consentSetFocus}`]: consent(true),
    },
    { cookies: { [COOKIE.uuid]: '991' } },
  );
}

let stopAnalytics = () => {};
afterEach(() => {
  stopAnalytics();
  cleanup();
  $numberModal.set('closed');
  $isRecogStateOn.set(false);
  $consentState.set('unchecked');
});

/**
 * The dialog as the consent check opens it. Its code loads on the first open, transformed on
 * demand in tests, which can take over a second on a loaded machine.
 */
const findDialog = () =>
  screen.findByRole('dialog', { name: 'Enter your wireless number' }, { timeout: 10_000 });

const PAGE_URL = 'http://site.test/wireless';

/** The page's analytics reactions, pushing onto a data layer of the test's own. */
function watchDataLayer(): unknown[] {
  const host = { dataLayer: [] as unknown[] };
  stopAnalytics = startPersonalisationAnalytics(
    PAGE_URL,
    createPusher(() => host),
  );
  return host.dataLayer;
}

describe('WirelessNumberDialog', () => {
  it('closed: renders nothing', () => {
    const { container } = render(<WirelessNumberDialog />);
    expect(container).toBeEmptyDOMElement();
  });

  it('opens when consent finds no device, validates, posts set-focus and closes', async () => {
    const { env, calls } = setUp();
    render(<WirelessNumberDialog />);
    await act(() => checkRecognised(env));
    const dialog = await findDialog();
    expect(dialog).toBeInTheDocument();
    const field = screen.getByLabelText('Wireless number');
    await userEvent.type(field, '555-01');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter your 10-digit wireless number.');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((call) => call.path === ENDPOINTS.consentSetFocus)).toBe(false);

    await userEvent.clear(field);
    await userEvent.type(field, '(214) 555-0123{Enter}');
    await vi.waitFor(() => expect($numberModal.get()).toBe('closed'));
    expect(calls.at(-1)).toMatchObject({
      path: ENDPOINTS.consentSetFocus,
      body: { ctn: '2145550123' },
    });
    expect($isRecogStateOn.get()).toBe(true);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('Escape closes it', async () => {
    const { env } = setUp();
    render(<WirelessNumberDialog />);
    await act(() => checkRecognised(env));
    await findDialog();
    await userEvent.keyboard('{Escape}');
    expect($numberModal.get()).toBe('closed');
  });

  describe('closing re-tracks the page with the recognised flag (spec §4)', () => {
    it('closed without a number: one Page_Load, not recognised', async () => {
      const { env } = setUp();
      render(<WirelessNumberDialog />);
      const dataLayer = watchDataLayer();
      await act(() => checkRecognised(env));
      await findDialog();
      expect(dataLayer).toEqual([]);
      await userEvent.click(screen.getByRole('button', { name: 'Close' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(dataLayer).toEqual([
        {
          event: 'Page_Load',
          pageUrl: PAGE_URL,
          consentState: 'asked',
          recognised: false,
          authenticated: false,
        },
      ]);
    });

    it('closed by a recognised number: the last event is Page_Load with recognised true', async () => {
      const { env } = setUp();
      render(<WirelessNumberDialog />);
      const dataLayer = watchDataLayer();
      await act(() => checkRecognised(env));
      await findDialog();
      await userEvent.type(screen.getByLabelText('Wireless number'), '(214) 555-0123{Enter}');
      await vi.waitFor(() => expect($numberModal.get()).toBe('closed'));
      expect(dataLayer.at(-2)).toMatchObject({ event: 'Form_Response', formResponse: 'success' });
      expect(dataLayer.at(-1)).toEqual({
        event: 'Page_Load',
        pageUrl: PAGE_URL,
        consentState: 'recognised',
        recognised: true,
        authenticated: false,
      });
    });
  });
});

describe('WirelessNumberDialog in Spanish', () => {
  it('titles the number dialog and validates the number in Spanish', async () => {
    $numberModal.set('open');
    render(<WirelessNumberDialog locale="es" />);
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Ingrese su número inalámbrico' },
      { timeout: 10_000 },
    );
    await userEvent.type(within(dialog).getByLabelText('Número inalámbrico'), '12');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continuar' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Ingrese su número inalámbrico de 10 dígitos.',
    );
    expect(within(dialog).getByRole('button', { name: 'Cerrar' })).toBeInTheDocument();
  });

  it('says in Spanish that a number was not found', async () => {
    $numberModal.set('invalid');
    render(<WirelessNumberDialog locale="es" />);
    const dialog = await screen.findByRole('dialog', undefined, { timeout: 10_000 });
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'No encontramos ese número. Revíselo y vuelva a intentarlo.',
    );
  });
});
