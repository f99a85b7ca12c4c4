// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ENDPOINTS } from '../../domain/personalisation/endpoints.ts';
import { COOKIE } from '../../domain/personalisation/cookie-names.ts';
import { $isRecogStateOn, $numberModal, checkRecognised } from '../../stores/recognised.ts';
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

afterEach(() => {
  cleanup();
  $numberModal.set('closed');
  $isRecogStateOn.set(false);
});

describe('WirelessNumberDialog', () => {
  it('closed: renders nothing', () => {
    const { container } = render(<WirelessNumberDialog />);
    expect(container).toBeEmptyDOMElement();
  });

  it('opens when consent finds no device, validates, posts set-focus and closes', async () => {
    const { env, calls } = setUp();
    render(<WirelessNumberDialog />);
    await act(() => checkRecognised(env));
    const dialog = await screen.findByRole('dialog', { name: 'Enter your wireless number' });
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
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    expect($numberModal.get()).toBe('closed');
  });
});
