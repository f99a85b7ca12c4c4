/**
 * The one table of Content-Types the project's servers send files with: the node server's static
 * files and their precompressed copies (src/server/static-files.ts), the static build's server
 * (src/server/serve-static.ts) and the sandbox's assets. A file type the builds and public/ do
 * not hold goes out as application/octet-stream, which browsers never sniff (nosniff).
 */

/** By file extension (lower case, with its dot). */
export const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/vnd.microsoft.icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
  '.pdf': 'application/pdf',
  '.gz': 'application/gzip',
  // Video: captions, progressive mp4, and the HLS and DASH manifests and segments.
  '.vtt': 'text/vtt; charset=utf-8',
  '.mp4': 'video/mp4',
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.mpd': 'application/dash+xml',
  '.m4s': 'video/iso.segment',
  '.ts': 'video/mp2t',
};

export const UNKNOWN_TYPE = 'application/octet-stream';

/** The Content-Type of a file by its name or path (a precompressed copy: pass the original's). */
export function contentType(file: string): string {
  const name = file.slice(file.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  return (dot > 0 && CONTENT_TYPES[name.slice(dot).toLowerCase()]) || UNKNOWN_TYPE;
}
