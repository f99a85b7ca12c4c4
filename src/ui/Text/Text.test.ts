import { renderAstro } from '../../../tests/support/render-astro.ts';
import Text from './Text.astro';
import { resolveTextOptions, TEXT_DEFAULTS } from './text-options.ts';

describe('resolveTextOptions', () => {
  it.each([
    {
      name: 'all defaults',
      input: {},
      expected: { ...TEXT_DEFAULTS, color: undefined, margin: undefined, bulletType: undefined },
    },
    {
      name: 'accepts allowed values',
      input: {
        size: 'type-xxs',
        wrapper: 'span',
        font: 'bold-italic',
        lineHeight: 'tight',
        color: 'cobalt-600',
        margin: '0 0 24px',
        bulletType: 'checkmark',
      },
      expected: {
        size: 'type-xxs',
        wrapper: 'span',
        font: 'bold-italic',
        lineHeight: 'tight',
        color: 'cobalt-600',
        margin: '0 0 24px',
        bulletType: 'checkmark',
      },
    },
    {
      name: 'ignores an unknown size',
      input: { size: 'type-huge' },
      expected: { size: 'type-base' },
    },
    {
      name: 'ignores a size in the wrong case',
      input: { size: 'TYPE-LG' },
      expected: { size: 'type-base' },
    },
    {
      name: 'ignores an unknown wrapper (no script tags)',
      input: { wrapper: 'script' },
      expected: { wrapper: 'p' },
    },
    { name: 'ignores an h1 wrapper', input: { wrapper: 'h1' }, expected: { wrapper: 'p' } },
    { name: 'ignores an unknown font', input: { font: 'comic' }, expected: { font: 'regular' } },
    {
      name: 'ignores an unknown line height',
      input: { lineHeight: 'double' },
      expected: { lineHeight: 'normal' },
    },
    {
      name: 'ignores non-string values',
      input: { size: 3, wrapper: null, font: true },
      expected: { size: 'type-base', wrapper: 'p', font: 'regular' },
    },
    {
      name: 'ignores an unknown colour',
      input: { color: 'hotpink' },
      expected: { color: undefined },
    },
    {
      name: 'ignores margin that is not lengths',
      input: { margin: '0; background: url(x)' },
      expected: { margin: undefined },
    },
    {
      name: 'accepts four margin lengths',
      input: { margin: '8px 1rem 0 auto' },
      expected: { margin: '8px 1rem 0 auto' },
    },
    {
      name: 'ignores five margin lengths',
      input: { margin: '1px 1px 1px 1px 1px' },
      expected: { margin: undefined },
    },
    {
      name: 'ignores an unknown bullet',
      input: { bulletType: 'star' },
      expected: { bulletType: undefined },
    },
  ])('$name', ({ input, expected }) => {
    expect(resolveTextOptions(input)).toMatchObject(expected);
  });
});

describe('Text (Astro)', () => {
  it('renders the chosen wrapper with its options and no script', async () => {
    const { document, html } = await renderAstro(Text, {
      text: 'Keep your SIM PIN safe.',
      wrapper: 'span',
      size: 'type-sm',
      font: 'bold',
    });
    const el = document.querySelector('span[data-size]');
    expect(el).toHaveTextContent('Keep your SIM PIN safe.');
    expect(el).toHaveAttribute('data-size', 'type-sm');
    expect(el).toHaveAttribute('data-font', 'bold');
    expect(html).not.toContain('<script');
  });

  it('falls back to a p with defaults when values are outside the lists', async () => {
    const { document } = await renderAstro(Text, {
      text: 'Hello',
      wrapper: 'marquee',
      size: 'giant',
      margin: 'x',
    });
    const el = document.querySelector('p');
    expect(el).toHaveAttribute('data-size', 'type-base');
    expect(el).not.toHaveAttribute('style');
    expect(document.querySelector('[data-size]')?.tagName).toBe('P');
  });

  it('shows legal small print and the bullet type', async () => {
    const { document } = await renderAstro(Text, {
      text: 'Unlimited data',
      bulletType: 'checkmark',
      legal: { text: 'After 50GB, speeds may slow.' },
    });
    const el = document.querySelector('p');
    expect(el).toHaveAttribute('data-bullet', 'checkmark');
    expect(el?.querySelector('small')).toHaveTextContent('After 50GB, speeds may slow.');
  });
});
