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
});
