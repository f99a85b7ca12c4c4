import { renderAstro } from '../../../tests/support/render-astro.ts';
import Text from './Text.astro';

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
