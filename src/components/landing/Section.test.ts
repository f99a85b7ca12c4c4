import Section from './Section.astro';
import { renderAstro } from '../../../tests/support/render-astro.ts';

describe('Section', () => {
  it('is a region named by its heading, with its own id', async () => {
    const { document, view } = await renderAstro(
      Section,
      { id: 'topSolutionsSection', labelledBy: 'top-heading' },
      { default: '<h2 id="top-heading">Top solutions</h2>' },
    );
    expect(view.getByRole('region', { name: 'Top solutions' })).toBe(
      document.getElementById('topSolutionsSection'),
    );
  });

  describe('given a per-service block of the small-business page', () => {
    const props = {
      labelledBy: 'help-heading-air',
      service: 'smb-internet-air',
      hidden: true,
      panel: { id: 'smb-internet-air-panel-help', labelledBy: 'service-tab-smb-internet-air' },
    };
    const slots = { default: '<h2 id="help-heading-air">More helpful info</h2>' };

    it('then it is hidden until its service is chosen, under the id its radio controls', async () => {
      const { document } = await renderAstro(Section, props, slots);
      const block = document.getElementById('smb-internet-air-panel-help');
      expect(block).toHaveAttribute('data-service', 'smb-internet-air');
      expect(block).toHaveAttribute('hidden');
    });

    it('then it is not a tab panel and keeps its own name (the blocks are spread over the page)', async () => {
      const { document, view } = await renderAstro(Section, { ...props, hidden: false }, slots);
      const block = document.getElementById('smb-internet-air-panel-help');
      expect(block).not.toHaveAttribute('role');
      expect(view.queryByRole('tabpanel')).toBeNull();
      expect(view.getByRole('region', { name: 'More helpful info' })).toBe(block);
    });
  });

  it.each([
    ['an English block on a page in another language', 'en', 'en'],
    ['a block in the page language', undefined, null],
  ] as const)('given %s, then lang is %s', async (_case, lang, expected) => {
    const { document } = await renderAstro(
      Section,
      { id: 'serviceCheck', lang },
      { default: '<h2>Check and fix your service</h2>' },
    );
    expect(document.getElementById('serviceCheck')?.getAttribute('lang')).toBe(expected);
  });
});
