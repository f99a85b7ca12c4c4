import { describe, expect, it } from 'vitest';
import { contentType } from './mime.ts';

describe('contentType', () => {
  it.each([
    ['/wireless.html', 'text/html; charset=utf-8'],
    ['/_astro/a.js', 'text/javascript; charset=utf-8'],
    ['/_astro/a.css', 'text/css; charset=utf-8'],
    ['/_astro/a.svg', 'image/svg+xml'],
    ['/sitemap.xml', 'application/xml; charset=utf-8'],
    ['/media/support/videos/wls_5001039/master.m3u8', 'application/vnd.apple.mpegurl'],
    ['/media/support/videos/wls_5001039/seg-1.ts', 'video/mp2t'],
    ['/images/PHOTO.JPG', 'image/jpeg'],
    ['/_astro/a.bin', 'application/octet-stream'],
    ['/.htaccess', 'application/octet-stream'],
    ['/a.d/README', 'application/octet-stream'],
    ['widget.js', 'text/javascript; charset=utf-8'],
  ])('%s → %s', (file, type) => expect(contentType(file)).toBe(type));
});
