// The static variant is imported directly from './Link.astro' by Astro files; keeping it out of
// this barrel lets islands import from here without pulling an .astro module into the client.
export { Link, type LinkProps } from './Link.tsx';
export { VIDEO_MODAL_EVENT, fireLinkEvent, type LinkDispatch } from './dispatch.ts';
export { LINK_TYPES, type LinkType } from './link-types.ts';
