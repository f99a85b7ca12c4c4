// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { $personalOutage } from '../../stores/personal-outage.ts';
import PersonalOutageAlert from './PersonalOutageAlert.tsx';

afterEach(() => {
  cleanup();
  $personalOutage.set(false);
});

describe('PersonalOutageAlert', () => {
  it('renders only an empty live region while there is no issue', () => {
    render(<PersonalOutageAlert outageHref="#outage-heading" />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('announces the issue with a link to the outage section when check-lite finds one', () => {
    render(<PersonalOutageAlert outageHref="#outage-heading" />);
    act(() => $personalOutage.set(true));
    const region = screen.getByRole('status');
    expect(region).toHaveTextContent("There's a service issue in your area");
    expect(screen.getByRole('link', { name: 'See service status' })).toHaveAttribute(
      'href',
      '#outage-heading',
    );
  });

  it('closes with its close button', async () => {
    $personalOutage.set(true);
    render(<PersonalOutageAlert outageHref="#outage-heading" />);
    await userEvent.click(screen.getByRole('button', { name: 'Close service issue alert' }));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect($personalOutage.get()).toBe(false);
  });
});

describe('PersonalOutageAlert in Spanish', () => {
  it('announces the personal outage in Spanish, with its link and close button', () => {
    render(<PersonalOutageAlert outageHref="#outage-heading" locale="es" />);
    act(() => $personalOutage.set(true));
    expect(screen.getByRole('status')).toHaveTextContent(
      'Hay un problema con el servicio en su zona',
    );
    expect(screen.getByRole('link', { name: 'Ver el estado del servicio' })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Cerrar la alerta de problema con el servicio' }),
    ).toBeInTheDocument();
  });
});
