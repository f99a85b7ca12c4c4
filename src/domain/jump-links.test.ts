import { describe, expect, it } from 'vitest';
import { computeJumpLinks, scrollOffset } from './jump-links.ts';

const labels = {
  topSolutions: 'Top',
  fixMyService: 'Fix',
  helpfulInfo: 'Info',
  browseTopics: 'Browse',
  contactUs: 'Contact',
};
const all = {
  topSolutions: true,
  fixMyService: true,
  helpfulInfo: true,
  browseTopics: true,
  contactUs: true,
};

describe('computeJumpLinks', () => {
  it('lists the sections in order with their anchors', () => {
    expect(computeJumpLinks({ smallBusiness: false, present: all, labels })).toEqual([
      { heading: 'Top', anchor: 'topSolutionsSection' },
      { heading: 'Fix', anchor: 'fixMyService' },
      { heading: 'Info', anchor: 'moreHelpHeading' },
      { heading: 'Browse', anchor: 'reusableBrowseTopicHeading' },
      { heading: 'Contact', anchor: 'contactUsHeading' },
    ]);
  });

  it('omits fix my service for small business and sections the page lacks', () => {
    const links = computeJumpLinks({
      smallBusiness: true,
      present: { ...all, browseTopics: false },
      labels,
    });
    expect(links.map((l) => l.anchor)).toEqual([
      'topSolutionsSection',
      'moreHelpHeading',
      'contactUsHeading',
    ]);
  });

  it.each([
    [1366, 96],
    [1025, 96],
    [1024, 88],
    [768, 88],
    [767, 80],
    [375, 80],
  ])('scroll offset at %i px is %i', (width, offset) => {
    expect(scrollOffset(width)).toBe(offset);
  });
});
