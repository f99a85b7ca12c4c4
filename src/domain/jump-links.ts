/** The landing page's jump-link bar: which sections it lists, in which order. */

export const ANCHORS = {
  helpfulInfo: 'moreHelpHeading',
  topSolutions: 'topSolutionsSection',
  fixMyService: 'fixMyService',
  browseTopics: 'reusableBrowseTopicHeading',
  contactUs: 'contactUsHeading',
} as const;

export interface JumpLinkInput {
  smallBusiness: boolean;
  /** Which sections the page actually renders. */
  present: {
    topSolutions: boolean;
    fixMyService: boolean;
    helpfulInfo: boolean;
    browseTopics: boolean;
    contactUs: boolean;
  };
  labels: {
    topSolutions: string;
    fixMyService: string;
    helpfulInfo: string;
    browseTopics: string;
    contactUs: string;
  };
}

export interface JumpLinkEntry {
  heading: string;
  anchor: string;
}

/**
 * Top solutions, my equipment or fix my service, more helpful info, browse topics, contact us:
 * only sections on the page, and never fix my service for small business.
 */
export function computeJumpLinks(input: JumpLinkInput): JumpLinkEntry[] {
  const candidates: [keyof JumpLinkInput['present'], string][] = [
    ['topSolutions', ANCHORS.topSolutions],
    ['fixMyService', ANCHORS.fixMyService],
    ['helpfulInfo', ANCHORS.helpfulInfo],
    ['browseTopics', ANCHORS.browseTopics],
    ['contactUs', ANCHORS.contactUs],
  ];
  return candidates
    .filter(([key]) => input.present[key] && !(key === 'fixMyService' && input.smallBusiness))
    .map(([key, anchor]) => ({ heading: input.labels[key], anchor }));
}

/** Header height by viewport width, plus the 32 px gap the page keeps above a section. */
export function scrollOffset(viewportWidth: number): number {
  const header = viewportWidth > 1024 ? 64 : viewportWidth > 767 ? 56 : 48;
  return header + 32;
}
