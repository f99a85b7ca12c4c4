export { JumpLinks, type JumpLink, type JumpLinksProps } from './JumpLinks.tsx';
export * from './jump-link-rules.ts';
