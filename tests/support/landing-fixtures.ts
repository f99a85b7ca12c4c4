/** A landing view context for tests: plain services and labels, links marked so rewrites show. */
import { resolveLabels } from '../../src/domain/labels.ts';
import { SERVICES } from '../../src/domain/services.ts';
import type { LandingViewContext } from '../../src/components/landing/view-context.ts';

export const consumer: LandingViewContext = {
  service: SERVICES.wireless,
  services: [SERVICES.wireless],
  customerType: 'consumer',
  smallBusiness: false,
  labels: resolveLabels(undefined, 'Wireless'),
  origin: 'https://support.example.com',
  pathname: '/wireless',
  link: (href, kind = 'link') => `${kind}:${href}`,
};

export const smallBusiness: LandingViewContext = {
  ...consumer,
  service: SERVICES['smb-wireless'],
  services: [SERVICES['smb-wireless'], SERVICES['smb-internet-air']],
  customerType: 'smb',
  smallBusiness: true,
  pathname: '/smallbusiness/wireless',
};
