import { describe, expect, it } from 'vitest';
import { orderStatusView, personalisationJson, personalisationView } from './personalisation.ts';
import { readPersonalisationConfig } from '../../domain/personalisation/config.ts';
import { consumer, smallBusiness } from '../../../tests/support/landing-fixtures.ts';

const FLAGS = {
  'cfg-ixp-support-wireless-lander-unified-enable': 'bsse',
  'svc-cfg-ixp-support-wireless-lander-chat-disable': 'true',
  'svc-ixp-support-remove-duplicate-calls': 'true',
  'cfg-ixp-2fa-disable': 'false',
  'cfg-ixp-support-url2fa': '/acctmgmt/2fa',
  'cfg-ixp-support-loginreporting-disable': 'false',
  'cfg-ixp-wireless-article-modal-enable': 'true',
};

describe('personalisationView', () => {
  it('carries the page’s services and exactly the flags the browser rules read', () => {
    const config = personalisationView(
      FLAGS,
      { environment: 'local', twoFactorOrigins: ['https://id.example.com'] },
      smallBusiness,
    );
    expect(config).toEqual({
      service: 'smb-wireless',
      services: ['smb-wireless', 'smb-internet-air'],
      customerType: 'smb',
      productionLike: false,
      flags: {
        unified: 'bsse',
        chatDisable: 'true',
        removeDuplicateCalls: 'true',
        twoFactorDisable: 'false',
        twoFactorUrl: '/acctmgmt/2fa',
        loginReportingDisable: 'false',
      },
      signInHost: undefined,
      twoFactorOrigins: ['https://id.example.com'],
    });
  });

  it('carries the recommendations flag and the page id where the service has one', () => {
    const flags = { 'svc-cfg-ixp-apa-support-lander': 'true' };
    const settings = { environment: 'local' as const, twoFactorOrigins: [] };
    expect(personalisationView(flags, settings, consumer)).toMatchObject({
      flags: { recommendations: 'true' },
      pageId: 'PG2057',
    });
    expect(personalisationView(flags, settings, smallBusiness).pageId).toBeUndefined();
  });

  it.each([
    ['prod', true],
    ['stage', true],
    ['test', false],
    ['local', false],
  ] as const)(
    'environment %s uses the production login analytics: %s',
    (environment, production) => {
      const config = personalisationView({}, { environment, twoFactorOrigins: [] }, consumer);
      expect(config.productionLike).toBe(production);
    },
  );

  it('round-trips through the page, with no way to close the script element early', () => {
    const config = personalisationView(
      { 'cfg-ixp-support-url2fa': '</script><script>alert(1)</script>' },
      { environment: 'prod', twoFactorOrigins: [] },
      consumer,
    );
    const json = personalisationJson(config);
    expect(json).not.toContain('</script>');
    const doc = { getElementById: () => ({ textContent: json }) } as unknown as Document;
    expect(readPersonalisationConfig(doc)?.flags.twoFactorUrl).toBe(
      '</script><script>alert(1)</script>',
    );
  });
});

describe('orderStatusView', () => {
  it('exists only where Internet Air is offered, hidden behind its tab', () => {
    expect(orderStatusView(consumer)).toBeUndefined();
    expect(orderStatusView(smallBusiness)).toEqual({
      service: 'smb-internet-air',
      hidden: true,
      heading: 'Your order status',
      headingId: 'orderStatusHeading',
    });
  });

  it('is headed in Spanish and hands the island its language on a Spanish page', () => {
    expect(orderStatusView({ ...smallBusiness, locale: 'es' })).toEqual({
      service: 'smb-internet-air',
      hidden: true,
      heading: 'El estado de su pedido',
      headingId: 'orderStatusHeading',
      locale: 'es',
    });
  });
});
