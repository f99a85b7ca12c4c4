import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ANCHORS } from '../../domain/jump-links.ts';
import { SUPPORT_BLOCKS } from '../../feeds/support-content.ts';
import { LANDING_HEALTH, LANDING_SECTIONS, type AnySection } from './sections.ts';

const sections = LANDING_SECTIONS as readonly AnySection[];

/** Every component of the landing folder, by file name. */
const components = Object.fromEntries(
  Object.entries(import.meta.glob<{ default: unknown }>('./*.astro', { eager: true })).map(
    ([path, module]) => [path.slice(2), module.default],
  ),
);
const fileOf = (component: unknown) =>
  Object.entries(components).find(([, each]) => each === component)?.[0];

/**
 * The folder's components that are not a section of the table: parts of a section, or of the
 * page around the sections. A new `.astro` file here is either a table entry or one of these.
 */
const NOT_SECTIONS: Record<string, string> = {
  'Section.astro': "every section's chrome",
  'ServicePart.astro': "a shared section's per-service part",
  'GenAiSearch.astro': "search's generative-AI widget",
  'HelpfulSections.astro': "a helpful-info tab's sections",
  'LandingHead.astro': "the page's head",
  'LandingPageScript.astro': "the page's module",
  'PersonalisationHost.astro': 'the personalisation layer, around the sections',
};

/** Components more than one section renders (the same chrome, other content). */
const SHARED: Record<string, string[]> = {
  'CardGridSection.astro': ['browseTopics', 'internetServices'],
};

describe('the section table is whole', () => {
  it('names each section once', () => {
    const names = sections.map((entry) => entry.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('has every section component of the landing folder, each once (shared ones listed)', () => {
    const inTable = sections.map((entry) => fileOf(entry.Component));
    expect(inTable).not.toContain(undefined);
    const sectionFiles = Object.keys(components).filter((file) => !(file in NOT_SECTIONS));
    expect([...new Set(inTable)].sort()).toEqual(sectionFiles.sort());
    for (const file of sectionFiles) {
      const users = sections.filter((entry) => fileOf(entry.Component) === file);
      expect(
        users.map((entry) => entry.name),
        file,
      ).toEqual(SHARED[file] ?? [users[0]?.name]);
    }
  });

  it('keeps every part listed as not a section a file of the folder', () => {
    for (const file of Object.keys(NOT_SECTIONS)) expect(components).toHaveProperty([file]);
  });

  it('gives each jump link one section, and each anchor the islands know a section', () => {
    const anchors = sections.flatMap((entry) => (entry.jumpLink ? [entry.jumpLink.anchor] : []));
    expect(new Set(anchors).size).toBe(anchors.length);
    for (const anchor of Object.values(ANCHORS)) expect(anchors).toContain(anchor);
  });

  it('reads content blocks exactly where a fallback mark can go', () => {
    for (const entry of sections) {
      expect(entry.blocks === undefined, entry.name).toBe(entry.lang === 'none');
      const blocks = entry.blocks
        ? [
            ...entry.blocks.consumer,
            ...entry.blocks.smallBusiness,
            ...Object.values(entry.blocks.byService ?? {}).flat(),
          ]
        : [];
      for (const block of blocks) expect(SUPPORT_BLOCKS, entry.name).toContain(block);
    }
  });

  it('counts each health reason once, in page order', () => {
    const reasons = sections.flatMap((entry) => (entry.health ? [entry.health.reason] : []));
    expect(LANDING_HEALTH.map((check) => check.reason)).toEqual(reasons);
    expect(new Set(reasons).size).toBe(reasons.length);
  });

  it('leaves LandingPage.astro to render the list: it imports no section component', () => {
    const layout = readFileSync(
      new URL('../../layouts/LandingPage.astro', import.meta.url),
      'utf8',
    );
    for (const file of new Set(sections.map((entry) => fileOf(entry.Component)))) {
      expect(layout, file).not.toContain(`/${file}'`);
    }
  });
});
