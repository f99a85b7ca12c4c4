import { describe, expect, it } from 'vitest';
import { allServicesView } from './all-services.ts';
import { consumer, smallBusiness } from '../../../tests/support/landing-fixtures.ts';

describe('allServicesView', () => {
  const content = {
    allServices: {
      title: 'All services',
      services: [{ name: 'Phones', url: '/phones' }, { name: 'No url' }],
    },
    allServicesSmb: { services: [{ name: 'Business', url: '/biz' }] },
  };
  it.each([
    {
      name: 'consumer',
      view: consumer,
      expected: { heading: 'All services', links: [{ text: 'Phones', href: 'link:/phones' }] },
    },
    {
      name: 'smb, default heading',
      view: smallBusiness,
      expected: { heading: 'All services', links: [{ text: 'Business', href: 'link:/biz' }] },
    },
  ])('$name (links through the page link rule)', ({ view, expected }) => {
    expect(allServicesView(content as never, view)).toEqual(expected);
  });
  it('has its default heading in Spanish on a Spanish page', () => {
    expect(allServicesView(content as never, { ...smallBusiness, locale: 'es' })?.heading).toBe(
      'Todos los servicios',
    );
  });
  it('is absent without services', () => {
    expect(allServicesView({ allServices: { services: [] } } as never, consumer)).toBeUndefined();
  });
});
