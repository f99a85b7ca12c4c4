import { describe, expect, it } from 'vitest';
import { previewBarView } from './preview-bar.ts';

const PUBLISHED = new Date('2026-11-22T09:30:00Z');
const SAVED = new Date('2026-11-24T08:05:00Z');

describe('previewBarView', () => {
  it.each([
    [
      'a draft newer than the published content',
      { publishedAt: PUBLISHED, updatedAt: SAVED },
      'en' as const,
      {
        state: 'draft',
        heading: 'Preview: not published',
        detail: 'Draft saved',
        time: { text: 'Nov 24, 2026, 8:05 AM UTC', datetime: '2026-11-24T08:05:00.000Z' },
      },
    ],
    [
      'a draft since published',
      { publishedAt: SAVED, updatedAt: PUBLISHED },
      'en' as const,
      {
        state: 'published',
        heading: 'Preview: published',
        detail: 'Live since',
        time: { text: 'Nov 24, 2026, 8:05 AM UTC', datetime: '2026-11-24T08:05:00.000Z' },
        live: { text: 'View the live page', href: '/api/preview/exit?path=%2Fwireless' },
      },
    ],
    [
      'no save time from the content service',
      { publishedAt: PUBLISHED },
      'en' as const,
      { state: 'draft', detail: 'The content service did not say when this draft was saved.' },
    ],
    [
      'in Spanish',
      { publishedAt: PUBLISHED, updatedAt: SAVED },
      'es' as const,
      {
        state: 'draft',
        label: 'Vista previa',
        heading: 'Vista previa: sin publicar',
        detail: 'Borrador guardado el',
        time: { text: '24 nov 2026, 8:05 a.m. UTC', datetime: '2026-11-24T08:05:00.000Z' },
        exit: { text: 'Salir de la vista previa', href: '/api/preview/exit?path=%2Fwireless' },
      },
    ],
  ])('%s', (_name, content, locale, view) => {
    const built = previewBarView(content, '/wireless', locale);
    expect(built).toMatchObject(view);
    if (view.state === 'draft') expect(built.live).toBeUndefined();
    expect(built.exit.href).toBe('/api/preview/exit?path=%2Fwireless');
  });
});
