import { describe, expect, it } from 'vitest';
import { allServicesView } from './all-services.ts';
import { consumer, smallBusiness } from '../../../tests/support/landing-fixtures.ts';
import { readBlocks } from './fallback-lang.ts';
import { sectionBlocks } from './sections.ts';

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
  ])(
    '$name: the list the section table names (links through the page link rule)',
    ({ view, expected }) => {
      const block = readBlocks(
        content as never,
        sectionBlocks('allServices'),
        view.service,
      ).block();
      expect(allServicesView(block, view)).toEqual(expected);
    },
  );
  it('has its default heading in Spanish on a Spanish page', () => {
    expect(
      allServicesView(content.allServicesSmb as never, { ...smallBusiness, locale: 'es' })?.heading,
    ).toBe('Todos los servicios');
  });
  it('is absent without services', () => {
    expect(allServicesView({ services: [] } as never, consumer)).toBeUndefined();
  });
});
