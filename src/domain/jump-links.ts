/**
 * The landing page's jump-link bar: the anchors it points at (which sections it lists, in which
 * order, is the section table's: src/components/landing/sections.ts).
 */

export const ANCHORS = {
  helpfulInfo: 'moreHelpHeading',
  topSolutions: 'topSolutionsSection',
  fixMyService: 'fixMyService',
  browseTopics: 'reusableBrowseTopicHeading',
  contactUs: 'contactUsHeading',
} as const;

export interface JumpLinkEntry {
  heading: string;
  anchor: string;
}

/** Header height by viewport width, plus the 32 px gap the page keeps above a section. */
export function scrollOffset(viewportWidth: number): number {
  const header = viewportWidth > 1024 ? 64 : viewportWidth > 767 ? 56 : 48;
  return header + 32;
}
