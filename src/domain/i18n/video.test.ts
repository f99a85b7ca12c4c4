/**
 * The widget's English texts are the specification's, word for word (its spelling included), and
 * each language's message functions keep their shape.
 */
import { describe, expect, it } from 'vitest';
import { videoPlayerText } from './video-player.ts';
import { videoText } from './video.ts';

describe('the video widget catalogue', () => {
  const tile = videoText('en');
  const player = videoPlayerText('en');

  it.each([
    ["custom mode's loader", tile.loading.custom, 'Loading...'],
    [
      'the autoplay message',
      tile.tile.autoplaySourceRequired,
      'autoplay source is required, when autoplay',
    ],
    ['the metadata error', tile.errors.metadata, 'Error occured while retriving metadata'],
    ['the playback error', tile.errors.playback, 'Catch all for any other playback related issues'],
    ['the chapter hover text', player.chapters.hover, 'seek video to the video title'],
    ['the muted title', player.controls.muted, 'Video Muted'],
    ['the unmuted title', player.controls.unmuted, 'Video Unmuted'],
    ['the volume slider', player.controls.volume, 'Volume'],
    ['the transcript filter', player.transcript.filter, 'Content filter'],
    ['the print button', player.transcript.print, 'Print Transcript'],
    ['the print heading', player.print.heading, 'VIDEO TRANSCRIPT'],
    ['the end screen list', player.endScreen.related, 'Related Videos:'],
    ['the end screen button', player.endScreen.replay, 'Replay'],
    ['the rating question', player.rating.question, 'How would you rate this video?'],
    [
      'the comment step',
      player.rating.comment,
      'Help us improve our content by giving us feedback:',
    ],
    ['the comment placeholder', player.rating.placeholder, 'Please comment here'],
    ['the cancel button', player.rating.cancel, 'Cancel'],
    ['the submit button', player.rating.submit, 'Submit'],
    ['the thank-you', player.rating.thanks, 'Thank you for your feedback!'],
  ])('%s is the spec’s English', (_what, text, spec) => {
    expect(text).toBe(spec);
  });

  it.each([
    ['en', 1, '1 star'],
    ['en', 5, '5 stars'],
    ['es', 1, '1 estrella'],
    ['es', 4, '4 estrellas'],
  ] as const)('in %s, %i star(s) reads %j', (locale, count, text) => {
    expect(videoPlayerText(locale).rating.stars(count)).toBe(text);
  });

  it('names the tile button after the video in each language', () => {
    expect(videoText().tile.play('Restart')).toBe('Play video: Restart');
    expect(videoText('es').tile.play('Reiniciar')).toBe('Reproducir video: Reiniciar');
  });
});
