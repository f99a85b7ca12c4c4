/**
 * What make-feeds.ts writes (it writes on import, so it is not imported here): the sandbox's
 * video feeds, each valid and with its media in public/media, and the widget's built-in samples.
 */
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { FeedSchema, deriveMetadata } from '../../src/video/model/metadata.ts';
import samples from '../../src/video/sample-metadata.json';
import { parseTimecode } from '../../src/video/model/timecode.ts';
import { captionTracksOf, parseCaptionTracks } from '../../src/video/model/caption-tracks.ts';

const feedsDir = path.resolve('sandbox/video/feeds');

describe('sandbox video feeds', () => {
  it.each(readdirSync(feedsDir).filter((f) => f.endsWith('.json')))(
    '%s is a valid feed whose media exists',
    (file) => {
      const feed = FeedSchema.parse(JSON.parse(readFileSync(path.join(feedsDir, file), 'utf8')));
      const feedId = file.replace('.json', '');
      // 91xxxxx feeds (chapters, links, overlay text, related videos) reuse a sample's media, but
      // for the watch pages' sample, which has media of its own.
      const reuses = feedId.startsWith('91') && feedId !== '9100003';
      const id = reuses ? feed.common.adminDisplay.replace(/^wls_/, '') : feedId;
      expect(feed.common.adminDisplay).toBe(`wls_${id}`);
      if (feed.common.state !== 'Active') return;
      const dir = path.resolve('public/media', feed.common.folderPath, feed.common.adminDisplay);
      const files = readdirSync(dir);
      expect(files).toContain(`wls_${id}.vtt`);
      expect(files).toContain(`wls_${id}_480.jpg`);
      // The watch pages' sample (9100003) has media only for its parts, which play in its place.
      const ownMedia = feedId !== '9100003';
      expect(files.includes(`wls_${id}.m3u8`)).toBe(ownMedia);
      // 9000001 is the HLS-fallback test id: its mp4 must stay absent.
      const b2b = feed.common.category.some((c) => c.includes('B2B'));
      const mp4 = b2b ? `wls_${id}.mp4` : `wls_${id}_480.mp4`;
      expect(files.includes(mp4)).toBe(ownMedia && id !== '9000001');
      // Every chapter part plays a sample's mp4.
      for (const entry of feed.common.chapteredVideo) {
        const chapter = FeedSchema.shape.common.parse(JSON.parse(entry));
        const partDir = path.resolve('public/media', chapter.folderPath, chapter.adminDisplay);
        expect(readdirSync(partDir)).toContain(`${chapter.adminDisplay}_480.mp4`);
      }
      // Captions and length agree with the generated media.
      const vtt = readFileSync(path.join(dir, `wls_${id}.vtt`), 'utf8');
      // A feed that reuses a sample's media shows that sample's captions file.
      const cues = reuses
        ? [{ text: `Welcome to wireless support video ${id}.` }]
        : deriveMetadata(feed.common, { requestedId: feedId, mediaHost: '' }).captions;
      for (const cue of cues) expect(vtt.replace(/\s+/g, ' ')).toContain(cue.text);
      // Each caption track in another language has its WebVTT file beside the English one,
      // saying the same cues as the feed.
      for (const track of parseCaptionTracks(feed.common.captionTracks, `wls_${id}.vtt`)) {
        const file = readFileSync(path.join(dir, track.src), 'utf8');
        for (const cue of track.cues) expect(file.replace(/\s+/g, ' ')).toContain(cue.text);
      }
      expect(parseTimecode(feed.common.length)).toBeGreaterThanOrEqual(8);
    },
  );

  // The built-in samples and the sandbox feeds are written from one table (make-feeds.ts); the
  // README promises they agree, so the widget behaves the same with the service up or down.
  const SPEC_FALLBACK_IDS = [
    '5001039',
    '5000858',
    '5001067',
    'av00024',
    '5001008',
    '5001106',
    '4300484',
    '5001172',
    '7000110',
  ];

  it('has a Spanish caption track on the main sample, so Spanish pages can show one', () => {
    const feed = FeedSchema.parse(
      JSON.parse(readFileSync(path.join(feedsDir, '5001039.json'), 'utf8')),
    );
    const metadata = deriveMetadata(feed.common, { requestedId: '5001039', mediaHost: '/media' });
    expect(
      captionTracksOf(metadata).map((track) => [track.srclang, track.label, track.src]),
    ).toEqual([
      ['en', 'English', '/media/support/videos/wls_5001039/wls_5001039.vtt'],
      ['es', 'Español', '/media/support/videos/wls_5001039/wls_5001039.es.vtt'],
    ]);
  });

  it('has a built-in sample for exactly the spec fallback ids', () => {
    expect(Object.keys(samples).sort()).toEqual([...SPEC_FALLBACK_IDS].sort());
  });

  it.each(SPEC_FALLBACK_IDS)('sample %s equals the sandbox feed’s common object', (id) => {
    const feed = JSON.parse(readFileSync(path.join(feedsDir, `${id}.json`), 'utf8')) as {
      common: Record<string, unknown>;
    };
    expect((samples as Record<string, unknown>)[id]).toEqual(feed.common);
  });
});

describe('sandbox Spanish video versions', () => {
  const spanishDir = path.join(feedsDir, 'es-US');
  const read = (dir: string, file: string) =>
    FeedSchema.parse(JSON.parse(readFileSync(path.join(dir, file), 'utf8'))).common;

  it('covers every video the landing pages show', () => {
    const content = readFileSync(
      path.resolve('sandbox/content/es-US/wireless-support.json'),
      'utf8',
    );
    const shown = [...content.matchAll(/"idx": "(\w+)"/g)].map((match) => match[1]);
    expect(shown.length).toBeGreaterThan(0);
    for (const id of shown) expect(readdirSync(spanishDir)).toContain(`${id}.json`);
  });

  it.each(readdirSync(spanishDir))(
    '%s is its English feed with its own title and description, the same media and captions',
    (file) => {
      const spanish = read(spanishDir, file);
      const english = read(feedsDir, file);
      expect(spanish.windowTitle).not.toBe(english.windowTitle);
      expect(spanish.description).not.toBe(english.description);
      expect(spanish.windowTitle).toMatch(/[a-záéíóúñ]/);
      expect({ ...spanish, windowTitle: '', description: '', linkUrl: [] }).toEqual({
        ...english,
        windowTitle: '',
        description: '',
        linkUrl: [],
      });
    },
  );
});
