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
