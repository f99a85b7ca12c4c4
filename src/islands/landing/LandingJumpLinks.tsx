import { JumpLinks, type JumpLink } from '../../ui/JumpLinks/JumpLinks.tsx';
import { scrollOffset } from '../../domain/jump-links.ts';
import { log } from '../../domain/log.ts';
import { islandText } from '../../domain/i18n/islands.ts';
import { useLocale, withPageLocale } from '../../ui/shared/locale-context.tsx';

export interface LandingJumpLinksProps {
  links: JumpLink[];
}

/** The landing page's jump-link bar: the page's header offset (64/56/48 px plus 32) and its log line. */
export default withPageLocale(function LandingJumpLinks({ links }: LandingJumpLinksProps) {
  const locale = useLocale();
  return (
    <JumpLinks
      links={links}
      label={islandText(locale).jumpLinks}
      scrollOffset={scrollOffset}
      onMissingTarget={() => log.error('scroll', 'Document not found.')}
    />
  );
});
