import { renderAstro } from '../../../tests/support/render-astro.ts';
import RichText from './RichText.astro';

describe('RichText (Astro)', () => {
  it('renders sanitised HTML and no script at all', async () => {
    const { view, html } = await renderAstro(RichText, {
      html: '<p>Restart your phone.</p><img src=x onerror="alert(1)"><script>alert(2)</script><a href="javascript:void(0)">bad</a>',
    });
    expect(view.getByText('Restart your phone.')).toBeInTheDocument();
    expect(html).not.toMatch(/<script|onerror|javascript:/i);
  });

  it('renders nothing for empty content', async () => {
    const { html } = await renderAstro(RichText, { html: '' });
    expect(html.trim()).toBe('');
  });
});
