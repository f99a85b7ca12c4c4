/**
 * The site's icon. Pages name it as a `data:` URL in their head rather than as `/favicon.svg`: a
 * browser asks for the icon once the page has loaded, on a connection of its own when the page's
 * connection is still busy with its images, so on a phone it competed with the poster or hero
 * image for the first round trips (docs/performance.md, decision 30.6.1). The file
 * `public/favicon.svg` stays, with the same drawing, for whatever asks for it by path.
 */

/** The icon's drawing, as `public/favicon.svg` holds it (a test keeps the two the same). */
export const FAVICON_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><circle cx="16" cy="16" r="15" fill="#009fdb"/><path d="M7 14c6-5 12-5 18 0M11 19c3-2.5 7-2.5 10 0" stroke="#fff" stroke-width="2.5" fill="none"/></svg>';

/** What a URL or a double-quoted HTML attribute cannot carry as it is. */
const UNSAFE = /[^\x21-\x7e]|[%#<>"{}|\\^`[\]]/gu;

/**
 * An SVG document as a `data:` URL. Only what a URL or an HTML attribute cannot hold is
 * percent-encoded (base64 would be a third longer and compress worse); runs of white space,
 * which SVG does not tell apart, become one encoded space.
 */
export function svgDataUrl(svg: string): string {
  const text = svg.trim().replace(/\s+/g, ' ');
  return `data:image/svg+xml,${text.replace(UNSAFE, (character) => encodeURIComponent(character))}`;
}

/** The `href` of the pages' `<link rel="icon">`. */
export const FAVICON_HREF = svgDataUrl(FAVICON_SVG);
