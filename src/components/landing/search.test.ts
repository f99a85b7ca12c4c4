import { describe, expect, it } from 'vitest';
import { searchView } from './search.ts';
import { consumer, smallBusiness } from '../../../tests/support/landing-fixtures.ts';

describe('searchView', () => {
  const tile = { title: 'Find answers', description: 'Search', placeholder: 'Type here' };
  it.each([
    { name: 'GenAI on and configured', on: true, widget: { scriptUrl: '/w.js' }, kind: 'genai' },
    { name: 'GenAI on but not configured', on: true, widget: {}, kind: 'classic' },
    { name: 'GenAI off', on: false, widget: { scriptUrl: '/w.js' }, kind: 'classic' },
  ])('$name → $kind', ({ on, widget, kind }) => {
    expect(searchView(tile as never, on, widget, consumer).kind).toBe(kind);
  });

  it('falls back to the default labels and searches the service', () => {
    expect(searchView(undefined, false, {}, consumer)).toEqual({
      kind: 'classic',
      label: 'Search support',
      heading: 'Search support',
      description: undefined,
      placeholder: 'Search support',
      tags: ['wireless'],
      region: 'US',
    });
    expect(searchView(undefined, true, { scriptUrl: '/w.js' }, consumer)).toMatchObject({
      heading: 'Ask a question',
      widgets: [{ service: undefined, hidden: false, serviceAlias: 'wireless' }],
    });
  });

  it("the generative-AI widget asks under each service's GenAI alias, shown with its service", () => {
    expect(searchView(undefined, true, { scriptUrl: '/w.js' }, smallBusiness)).toMatchObject({
      kind: 'genai',
      widgets: [
        {
          service: 'smb-wireless',
          hidden: false,
          serviceAlias: 'smbwireless',
          switchData: { genAiAlias: 'smbwireless' },
        },
        {
          service: 'smb-internet-air',
          hidden: true,
          serviceAlias: 'smbinternetair',
          switchData: { genAiAlias: 'smbinternetair' },
        },
      ],
    });
  });

  it('writes its defaults in Spanish and hands the search island its language on a Spanish page', () => {
    const spanish = { ...consumer, locale: 'es' as const };
    expect(searchView(undefined, false, {}, spanish)).toMatchObject({
      kind: 'classic',
      label: 'Buscar en Soporte',
      heading: 'Buscar en Soporte',
      placeholder: 'Buscar en Soporte',
      locale: 'es',
    });
    expect(searchView(undefined, true, { scriptUrl: '/w.js' }, spanish)).toMatchObject({
      kind: 'genai',
      label: 'Buscar en Soporte',
      heading: 'Haga una pregunta',
    });
    expect(searchView(undefined, false, {}, consumer)).not.toHaveProperty('locale');
  });
});
