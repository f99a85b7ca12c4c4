import { describe, expect, it } from 'vitest';
import PreviewBar from './PreviewBar.astro';
import { previewBarView } from './preview-bar.ts';
import { renderAstro } from '../../tests/support/render-astro.ts';

const PUBLISHED = new Date('2026-11-22T09:30:00Z');
const SAVED = new Date('2026-11-24T08:05:00Z');

describe('PreviewBar', () => {
  it('names itself, the draft state and its time, with a way out', async () => {
    const view = previewBarView({ publishedAt: PUBLISHED, updatedAt: SAVED }, '/wireless', 'en');
    const { view: screen } = await renderAstro(PreviewBar, { view });
    const bar = screen.getByRole('region', { name: 'Preview' });
    // Exactly, spaces included: the build drops whitespace between elements, and without its
    // own spaces a screen reader reads 'publishedDraft savedNov 24'.
    expect(bar.querySelector('p')?.textContent).toBe(
      'Preview: not published Draft saved Nov 24, 2026, 8:05 AM UTC',
    );
    expect(bar.querySelector('time')).toHaveAttribute('datetime', '2026-11-24T08:05:00.000Z');
    expect(screen.getByRole('link', { name: 'Exit preview' })).toHaveAttribute(
      'href',
      '/api/preview/exit?path=%2Fwireless',
    );
    expect(screen.queryByRole('link', { name: 'View the live page' })).toBeNull();
  });

  it('offers the live page once the draft is published', async () => {
    const view = previewBarView({ publishedAt: SAVED, updatedAt: SAVED }, '/es/wireless', 'es');
    const { view: screen } = await renderAstro(PreviewBar, { view });
    const bar = screen.getByRole('region', { name: 'Vista previa' });
    expect(bar).toHaveTextContent('Vista previa: publicada');
    expect(screen.getByRole('link', { name: 'Ver la página publicada' })).toHaveAttribute(
      'href',
      '/api/preview/exit?path=%2Fes%2Fwireless',
    );
  });
});
