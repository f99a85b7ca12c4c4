import { describe, expect, it } from 'vitest';
import { popularSolutionView, workflowControlsView } from './troubleshooting.ts';
import { consumer } from '../../../tests/support/landing-fixtures.ts';
import { resolveLabels } from '../../domain/labels.ts';
import { normaliseContent } from '../../feeds/knowledge.ts';

const properties = (contentTypeProperties: Record<string, unknown>) =>
  normaliseContent({ resultBody: { publishedId: 'KM1', contentTypeProperties } })
    .contentTypeProperties;

const option = {
  topoption1title: 'Restart your phone',
  topoption1content: 'A restart fixes most problems.',
  topoption1ctadesktopurl: '/support/article/wireless/KM1011234',
};

describe('popularSolutionView', () => {
  it.each([
    ['the knowledge names no option', {}, undefined],
    [
      'an option without a title (a link needs words)',
      { topoption1content: 'Text', topoption1ctadesktopurl: '/a' },
      undefined,
    ],
    [
      'a titled option: its link through the page rule, under the label',
      option,
      {
        heading: 'Popular solutions',
        title: 'Restart your phone',
        content: 'A restart fixes most problems.',
        href: 'link:/support/article/wireless/KM1011234',
      },
    ],
    [
      "the new-window setting 'TRUE' (any case)",
      { ...option, additionaloptionNctaurlnewwindow: 'TRUE' },
      expect.objectContaining({ newWindow: true }),
    ],
    [
      "the new-window setting 'false'",
      { ...option, additionaloptionNctaurlnewwindow: 'false' },
      expect.not.objectContaining({ newWindow: expect.anything() }),
    ],
    [
      'a javascript: address (dropped by the feed; the title stays, unlinked)',
      {
        ...option,
        topoption1ctadesktopurl: 'javascript:alert(1)',
        additionaloptionNctaurlnewwindow: 'true',
      },
      {
        heading: 'Popular solutions',
        title: 'Restart your phone',
        content: option.topoption1content,
      },
    ],
  ])('%s', (_name, raw, expected) => {
    expect(popularSolutionView(properties(raw), consumer)).toEqual(expected);
  });

  it("takes the content's 'Popular solutions' label", () => {
    const labels = resolveLabels({ popularSolutionsLabel: 'Most-used fixes' }, 'Wireless');
    expect(popularSolutionView(properties(option), { ...consumer, labels })?.heading).toBe(
      'Most-used fixes',
    );
  });
});

describe('workflowControlsView', () => {
  it.each([
    [
      'English defaults',
      undefined,
      'en' as const,
      { back: 'Back', mainMenu: 'Main menu', topSolutions: 'See top solutions' },
    ],
    [
      'Spanish defaults',
      undefined,
      'es' as const,
      {
        back: 'Atrás',
        mainMenu: 'Menú principal',
        topSolutions: 'Ver las soluciones principales',
      },
    ],
    [
      "the content's backCTA, returnCTA and seeTopSolutionsLabel",
      { backCTA: 'Previous', returnCTA: 'Start over', seeTopSolutionsLabel: 'Top fixes' },
      'en' as const,
      { back: 'Previous', mainMenu: 'Start over', topSolutions: 'Top fixes' },
    ],
  ])('labels from %s', (_name, source, locale, expected) => {
    const labels = resolveLabels(source, 'Wireless', locale);
    expect(workflowControlsView({ ...consumer, labels }, true)).toEqual({
      back: expected.back,
      mainMenu: { text: expected.mainMenu, href: '/support' },
      topSolutions: { text: expected.topSolutions, href: '#topSolutionsSection' },
    });
  });

  it('offers no way to top solutions on a page without them', () => {
    expect(workflowControlsView(consumer, false)).not.toHaveProperty('topSolutions');
  });
});
