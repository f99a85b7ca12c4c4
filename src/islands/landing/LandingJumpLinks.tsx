import { JumpLinks, type JumpLink } from '../../ui/JumpLinks/JumpLinks.tsx';
import { scrollOffset } from '../../domain/jump-links.ts';
import { log } from '../../domain/log.ts';
import { islandText } from '../../domain/i18n/islands.ts';
import type { Locale } from '../../domain/i18n/locales.ts';

export interface LandingJumpLinksProps {
  links: JumpLink[];
  /** The page's language (English when not given). */
  locale?: Locale | undefined;
}

/** The landing page's jump-link bar: the page's header offset (64/56/48 px plus 32) and its log line. */
export default function LandingJumpLinks({ links, locale }: LandingJumpLinksProps) {
  return (
    <JumpLinks
      links={links}
      label={islandText(locale).jumpLinks}
      locale={locale}
      scrollOffset={scrollOffset}
      onMissingTarget={() => log.error('scroll', 'Document not found.')}
    />
  );
}
