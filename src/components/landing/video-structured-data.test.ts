import { describe, expect, it } from 'vitest';
import { helpfulVideoLd } from './video-structured-data.ts';
import { deriveMetadata, FeedSchema } from '../../video/model/metadata.ts';
import single from '../../../sandbox/video/feeds/5001039.json';

const singleMeta = deriveMetadata(FeedSchema.parse(single).common, {
  requestedId: 'x',
  mediaHost: '/media',
});

const section = (videoId?: string) => ({
  title: 't',
  description: '',
  media: videoId
    ? ({ kind: 'video', videoId } as const)
    : ({ kind: 'text', src: '', text: '' } as const),
  links: [],
  buttons: [],
});

describe('helpful-info video search data', () => {
  it('one VideoObject per shown video id, only for loaded metadata', () => {
    const blocks = [
      { panels: [{ slot: 'panel0', sections: [section('5001039'), section(), section('404')] }] },
      { panels: [{ slot: 'panel0', sections: [section('5001039')] }] },
    ];
    const ld = helpfulVideoLd(
      blocks,
      { '5001039': singleMeta },
      'https://example.test',
      '/wireless',
    );
    expect(ld).toHaveLength(1);
    expect(JSON.parse(ld[0] ?? '')).toMatchObject({
      '@type': 'VideoObject',
      name: 'How to restart your phone',
    });
    expect(helpfulVideoLd(blocks, undefined, 'https://example.test', '/wireless')).toEqual([]);
  });
});

describe('helpful-info video search data on a Spanish page', () => {
  const blocks = [{ panels: [{ slot: 'panel0', sections: [section('a'), section('b')] }] }];
  const ld = (locale?: 'en' | 'es') =>
    helpfulVideoLd(
      blocks,
      { a: singleMeta, b: { ...singleMeta, lang: 'en' } },
      'https://example.test',
      '/es/wireless',
      locale,
    ).map((text) => (JSON.parse(text) as { inLanguage?: string }).inLanguage);

  it('names the language of the metadata each object was built from', () => {
    expect(ld('es')).toEqual(['es-US', 'en-US']);
  });

  it('leaves an English page’s objects as they were', () => {
    expect(ld('en')).toEqual([undefined, undefined]);
    expect(ld()).toEqual([undefined, undefined]);
  });
});
