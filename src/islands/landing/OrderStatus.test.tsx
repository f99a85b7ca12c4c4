// @vitest-environment jsdom
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { cleanStores } from 'nanostores';
import { $orderStatusAccounts } from '../../stores/account-views.ts';
import { $account, $isShowLoader, $isShowShimmer, resetSession } from '../../stores/session.ts';
import OrderStatus, { orderStatusLabel } from './OrderStatus.tsx';

afterEach(() => {
  cleanup();
  cleanStores($orderStatusAccounts);
  resetSession();
});

const account = (status: string, serviceType = 'internet-air') => ({
  accountNumber: `5300${status.length}`,
  accountStatus: status,
  serviceType,
});

describe('OrderStatus', () => {
  it('anonymous: nothing', () => {
    const { container } = render(<OrderStatus heading="Your order status" headingId="h" />);
    expect(container).toBeEmptyDOMElement();
  });

  it('loading, before the loader is due: nothing (the slot holds no space)', () => {
    $isShowShimmer.set(true);
    const { container } = render(<OrderStatus heading="Your order status" headingId="h" />);
    expect(container).toBeEmptyDOMElement();
  });

  it('loading once the loader is on: the loading placeholder', () => {
    $isShowShimmer.set(true);
    render(<OrderStatus heading="Your order status" headingId="h" />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    act(() => $isShowLoader.set(true));
    expect(screen.getByRole('status')).toHaveTextContent('Loading your order status');
  });

  it('shows each Internet Air account that is active, pending or suspended', () => {
    render(<OrderStatus heading="Your order status" headingId="h" />);
    act(() =>
      $account.set({
        customerState: 'Authenticated',
        bsseAccountDetails: [
          account('ACTIVE'),
          account('pending(active)'),
          account('Suspended'),
          account('cancelled'),
          account('active', 'wireless'),
        ],
      }),
    );
    const region = screen.getByRole('region', { name: 'Your order status' });
    const rows = within(region)
      .getAllByRole('listitem')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'Account 53006Active',
      'Account 530015Pending activation',
      'Account 53009Suspended',
    ]);
  });

  it('an account that says internet is present (any serviceType): its order status, as the default tab counts it Internet Air', () => {
    render(<OrderStatus heading="Your order status" headingId="h" />);
    act(() =>
      $account.set({
        customerState: 'Authenticated',
        bsseAccountDetails: [
          {
            accountNumber: '530077001',
            accountStatus: 'active',
            serviceType: 'bundle',
            isInternetServicePresent: 'TRUE',
          },
        ],
      }),
    );
    expect(screen.getByRole('region', { name: 'Your order status' })).toHaveTextContent(
      'Account 530077001Active',
    );
  });

  it('only cancelled accounts: nothing', () => {
    render(<OrderStatus heading="Your order status" headingId="h" />);
    act(() =>
      $account.set({ customerState: 'Authenticated', bsseAccountDetails: [account('cancelled')] }),
    );
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it.each([
    ['active', 'Active'],
    ['PENDING(ACTIVE)', 'Pending activation'],
    ['pendingactive', 'Pending activation'],
    ['suspended', 'Suspended'],
  ])('labels %s as %s', (status, label) => {
    expect(orderStatusLabel(status)).toBe(label);
  });
});

describe('OrderStatus in Spanish', () => {
  it('lists the order status in Spanish', () => {
    render(<OrderStatus heading="El estado de su pedido" headingId="h" locale="es" />);
    act(() =>
      $account.set({
        customerState: 'Authenticated',
        bsseAccountDetails: [
          { accountNumber: '530077001', accountStatus: 'active', serviceType: 'internet-air' },
        ],
      }),
    );
    const region = screen.getByRole('region', { name: 'El estado de su pedido' });
    expect(within(region).getByRole('listitem')).toHaveTextContent('Cuenta 530077001Activa');
  });
});
