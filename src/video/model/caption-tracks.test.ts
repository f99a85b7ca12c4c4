import { describe, expect, it, vi } from 'vitest';
import {
  captionFileIn,
  captionTracksOf,
  chooseCaptionTrack,
  parseCaptionTracks,
  type CaptionTrack,
  type CaptionTracks,
} from './caption-tracks.ts';
import { parseTimelineCaptions } from './captions.ts';

const stem = '/media/support/videos/wls_1/wls_1';
const englishFile = `${stem}.vtt`;
const cues = (text: string) => JSON.stringify([{ b: '0:00', t: text, e: '0:02' }]);
const entry = (fields: Record<string, unknown>) => JSON.stringify(fields);
const track = (srclang: string): CaptionTrack => ({
  srclang,
  label: srclang,
  src: `${srclang}.vtt`,
  cues: [{ begin: 0, end: 2, text: srclang }],
});

describe('chooseCaptionTrack', () => {
  it.each([
    ['a Spanish page with a Spanish track', ['en', 'es'], 'es', 'es'],
    ['a Spanish page with a regional Spanish track', ['en', 'es-US'], 'es', 'es-US'],
    ['a Spanish page without a Spanish track', ['en', 'fr'], 'es', 'en'],
    ['an English page with a Spanish track listed first', ['es', 'en'], 'en', 'en'],
    ['a Spanish page with neither Spanish nor English', ['fr', 'de'], 'es', 'fr'],
    ['an English page with only a Spanish track', ['es'], 'en', 'es'],
  ] as const)('%s: %s', (_case, [first, ...rest], locale, chosen) => {
    const tracks: CaptionTracks = [track(first), ...rest.map(track)];
    expect(chooseCaptionTrack(tracks, locale).srclang).toBe(chosen);
  });
});

describe('captionFileIn', () => {
  it.each([
    ['es', `${stem}.es.vtt`],
    ['es-US', `${stem}.es-us.vtt`],
  ])('the %s track is %s, beside the English file', (srclang, file) => {
    expect(captionFileIn(englishFile, srclang)).toBe(file);
  });
});

describe('parseCaptionTracks', () => {
  it('reads each entry as a track with its file beside the English one', () => {
    expect(
      parseCaptionTracks(
        [entry({ srclang: 'es', label: 'Español', timelineCaptions: cues('Hola.') })],
        englishFile,
      ),
    ).toEqual([
      {
        srclang: 'es',
        label: 'Español',
        src: `${stem}.es.vtt`,
        cues: [{ begin: 0, end: 2, text: 'Hola.' }],
      },
    ]);
  });

  it('names a track without a label by its language tag', () => {
    expect(
      parseCaptionTracks(
        [entry({ srclang: 'es', timelineCaptions: cues('Hola.') })],
        englishFile,
      )[0]?.label,
    ).toBe('es');
  });

  it.each([
    ['not JSON', '{bad', 'is not valid JSON'],
    ['without a language', entry({ timelineCaptions: cues('Hola.') }), 'no usable srclang'],
    [
      'with a language that is not a tag',
      entry({ srclang: '../es', timelineCaptions: cues('Hola.') }),
      'no usable srclang',
    ],
    ['without captions', entry({ srclang: 'es', timelineCaptions: '[]' }), 'has no captions'],
  ])('logs and leaves out an entry %s', (_case, bad, message) => {
    const onError = vi.fn();
    expect(parseCaptionTracks([bad], englishFile, onError)).toEqual([]);
    expect(onError).toHaveBeenCalledWith(expect.stringContaining(message));
  });
});

describe('captionTracksOf', () => {
  const spanish = entry({ srclang: 'es', label: 'Español', timelineCaptions: cues('Hola.') });
  const video = (own: string, otherCaptionTracks: string[]) => ({
    captions: parseTimelineCaptions(own),
    captionFile: englishFile,
    otherCaptionTracks,
  });

  it.each([
    ['the own English captions alone', cues('Hello.'), [], ['en']],
    ['the own English captions, then the listed ones', cues('Hello.'), [spanish], ['en', 'es']],
    ['only listed tracks when the own captions are empty', '', [spanish], ['es']],
    [
      'one track per language, the first winning',
      cues('Hello.'),
      [spanish, entry({ srclang: 'en-US', timelineCaptions: cues('Hi.') })],
      ['en', 'es'],
    ],
    ['the own (empty) English track when no track has captions', '', [], ['en']],
  ])('%s', (_case, own, listed, languages) => {
    expect(captionTracksOf(video(own, listed)).map((t) => t.srclang)).toEqual(languages);
  });

  it('names the own captions English, with their file {stem}.vtt', () => {
    expect(captionTracksOf(video('', []))[0]).toEqual({
      srclang: 'en',
      label: 'English',
      src: englishFile,
      cues: [],
    });
  });

  it('logs a bad entry through the given log', () => {
    const onError = vi.fn();
    captionTracksOf(video(cues('Hello.'), ['{bad']), onError);
    expect(onError).toHaveBeenCalledOnce();
  });
});
