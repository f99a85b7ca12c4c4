import { describe, expect, it } from 'vitest';
import { DraftStore, overlay, parseFeedKey } from './drafts.ts';

const feed = {
  pageProperties: { publishedAt: '2026-11-22T09:30:00Z' },
  'cms-feed': {
    components: { default: { common: { heading: 'Wireless support', subheading: 'Old' } } },
  },
};
const draftOf = (heading: string, updatedAt?: string) => ({
  ...(updatedAt ? { pageProperties: { updatedAt } } : {}),
  'cms-feed': { components: { default: { common: { heading } } } },
});
const heading = (body: unknown) =>
  (body as typeof feed)['cms-feed'].components.default.common.heading;
const times = (body: unknown) =>
  (body as { pageProperties: Record<string, string> }).pageProperties;

describe('overlay', () => {
  it.each([
    [{ a: 1, b: { c: 2, d: 3 } }, { b: { c: 4 } }, { a: 1, b: { c: 4, d: 3 } }],
    [{ list: [1, 2] }, { list: [3] }, { list: [3] }],
    [{ a: { b: 1 } }, { a: 'text' }, { a: 'text' }],
  ])('%j under %j', (base, over, merged) => {
    expect(overlay(base, over)).toEqual(merged);
  });
});

describe('parseFeedKey', () => {
  it.each([
    ['wireless-support', { feed: 'wireless-support', locale: null }],
    ['es-US/wireless-support', { feed: 'wireless-support', locale: 'es-US' }],
    ['../secrets', undefined],
    ['es-US/../x', undefined],
  ])('%s', (key, parsed) => {
    expect(parseFeedKey(key)).toEqual(parsed);
  });
});

describe('DraftStore', () => {
  const NOW = new Date('2026-11-25T12:00:00Z');

  it('previews a memory draft over the published feed, saying when it was saved', () => {
    const store = new DraftStore();
    store.save('wireless-support', draftOf('Draft heading'), NOW);
    const preview = store.preview('wireless-support', feed, undefined);
    expect(heading(preview)).toBe('Draft heading');
    expect(times(preview)).toEqual({
      publishedAt: '2026-11-22T09:30:00Z',
      updatedAt: NOW.toISOString(),
    });
    // The published feed is untouched.
    expect(heading(store.published('wireless-support', feed))).toBe('Wireless support');
  });

  it('lays a file draft under the memory draft, and leaves out one already published', () => {
    const store = new DraftStore();
    const newer = {
      pageProperties: { updatedAt: '2026-11-24T08:00:00Z' },
      'cms-feed': { components: { default: { common: { subheading: 'From the file' } } } },
    };
    const older = { ...newer, pageProperties: { updatedAt: '2026-11-20T08:00:00Z' } };
    const fromFile = store.preview('wireless-support', feed, newer) as typeof feed;
    expect(fromFile['cms-feed'].components.default.common.subheading).toBe('From the file');
    expect(times(fromFile).updatedAt).toBe('2026-11-24T08:00:00Z');
    const stale = store.preview('wireless-support', feed, older) as typeof feed;
    expect(stale['cms-feed'].components.default.common.subheading).toBe('Old');
    expect(times(stale).updatedAt).toBe('2026-11-22T09:30:00Z');
  });

  it('publishes a draft: the published feed has it, with the publish time, and the preview is live', () => {
    const store = new DraftStore();
    store.save('wireless-support', draftOf('Published draft'), NOW);
    const later = new Date('2026-11-25T12:05:00Z');
    expect(store.publish('wireless-support', later)).toBe(true);
    const published = store.published('wireless-support', feed);
    expect(heading(published)).toBe('Published draft');
    expect(times(published).publishedAt).toBe(later.toISOString());
    const preview = store.preview('wireless-support', published, undefined);
    expect(times(preview).updatedAt).toBe(later.toISOString());
    expect(store.publish('wireless-support')).toBe(false);
  });

  it("keeps each language's drafts apart and clears them all", () => {
    const store = new DraftStore();
    store.save('es-US/wireless-support', draftOf('Borrador'), NOW);
    expect(heading(store.preview('wireless-support', feed, undefined))).toBe('Wireless support');
    expect(heading(store.preview('es-US/wireless-support', feed, undefined))).toBe('Borrador');
    store.clear();
    expect(store.list()).toEqual([]);
  });
});
