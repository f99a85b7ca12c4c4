import { describe, expect, it } from 'vitest';
import { belowFoldCss } from './below-fold-styles.mjs';

describe('belowFoldCss', () => {
  it.each([
    {
      given: 'a page part compiled before the library part it overrides',
      sheets: [
        ['/p/src/islands/landing/HelpfulInfo.module.scss', '.h{}'],
        ['/p/src/ui/Tabs/Tabs.module.scss', '.t{}'],
      ],
      css: '.t{}.h{}',
    },
    {
      given: 'parts compiled in any order',
      sheets: [
        ['/p/src/components/landing/OutageStatus.module.scss', '.o{}'],
        ['/p/src/ui/Tabs/Tabs.module.scss', '.t{}'],
        ['/p/src/components/landing/ContactUs.module.scss', '.c{}'],
        ['/p/src/ui/Accordion/Accordion.module.scss', '.a{}'],
      ],
      css: '.a{}.t{}.c{}.o{}',
    },
    { given: 'no parts', sheets: [], css: '' },
  ])('puts library parts first, then each group by path, given $given', ({ sheets, css }) => {
    expect(belowFoldCss(new Map(sheets as [string, string][]))).toBe(css);
  });
});
