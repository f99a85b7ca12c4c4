import { JumpLinks, type JumpLink } from '../../ui/JumpLinks/JumpLinks.tsx';
import { scrollOffset } from '../../domain/jump-links.ts';
import { log } from '../../domain/log.ts';

export interface LandingJumpLinksProps {
  links: JumpLink[];
}

/** The landing page's jump-link bar: the page's header offset (64/56/48 px plus 32) and its log line. */
export default function LandingJumpLinks({ links }: LandingJumpLinksProps) {
  return (
    <JumpLinks
      links={links}
      label="Jump to a section"
      scrollOffset={scrollOffset}
      onMissingTarget={() => log.error('scroll', 'Document not found.')}
    />
  );
}
