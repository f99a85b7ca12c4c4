/**
 * The width sweep (WCAG 2.2 Reflow, 1.4.10): every page the site serves, in every visitor state
 * and with each overlay it has open, at 320, 360, 390, 768, 1024 and 1440 px. At each width:
 *
 * - the document does not scroll sideways (`scrollWidth <= clientWidth`), and no visible element's
 *   box runs past the viewport's right edge, except inside a container that scrolls sideways on
 *   purpose (SCROLLS_ON_PURPOSE, below);
 * - nothing in `<main>` overlaps the site header: at load, and at every width while no overlay is
 *   open;
 * - axe finds nothing, in each layout the widths fall in (AXE_WIDTHS).
 *
 * One test per page and state, so the tests spread over the workers; each loads its page once (at
 * the narrowest width, as a phone would) and steps through the widths with `setViewportSize`,
 * waiting two animation frames for the layout to settle. A failure names the page, the state, the
 * width, and the element that runs furthest right with its selector and right edge.
 */
import { expect, test, type Page } from '../support/test.ts';
import { animationsSettled, expectNoAxeViolations } from '../support/axe.ts';
import { framesRendered } from '../support/islands.ts';
import { publishAll, sandbox, signInAs } from '../support/sandbox.ts';

test.describe.configure({ mode: 'parallel' });

const WIDTHS = [320, 360, 390, 768, 1024, 1440] as const;
/** A phone's height; a tall enough desktop. The height changes nothing the sweep checks. */
const HEIGHT = 844;

/**
 * Where axe runs: once in each layout the widths fall in, not at every width. The site's
 * breakpoints (src/styles/tokens.scss and the components' media queries) are at 479, 767 and
 * 1024 px, so 320, 360 and 390 px lay out by the same rules, as do 768 and 1024 px; a second scan
 * in the same layout found what the first did and cost a landing page's scan again (about 1 s of
 * a core idle, 3 to 5 s on a busy CI machine, where axe was the sweep's largest cost). The anonymous
 * state is scanned in the phone, tablet and desktop layouts; every other state, where what
 * differs is the greeting, the personal parts or the open overlay, in the phone and desktop
 * layouts. The measurements (sideways scroll, the header) still run at all six widths.
 */
const AXE_WIDTHS = { anonymous: [320, 768, 1440], other: [320, 1440] } as const;

/**
 * Containers that scroll sideways on purpose: what lies inside them may run past the viewport's
 * right edge (the container itself may not). Selectors by structure and role, not by the CSS
 * modules' hashed class names.
 */
const SCROLLS_ON_PURPOSE = [
  {
    name: 'jump links',
    // src/ui/JumpLinks: <div data-layout><div><nav><ul>. The row of section links scrolls
    // (overflow-x: auto) rather than wrapping into a bar as tall as the screen.
    selector: '[data-layout] > div > nav > ul',
  },
  {
    name: 'tab row',
    // src/ui/Tabs: the scroller around role=tablist. Tabs keep one row and scroll sideways, with
    // the selected tab scrolled into view, as the tabs pattern expects.
    selector: 'div:has(> [role="tablist"])',
  },
] as const;

interface State {
  name: string;
  /** The sandbox persona the visitor signs in as (docs/sandbox.md); none for an anonymous one. */
  persona?: string;
  /**
   * Opens the overlay this state is about, once the page has loaded. The page under it is checked
   * for the header first, at load; with the overlay open only the widths and axe are checked.
   */
  open?: (page: Page) => Promise<void>;
  /** The overlay opens by itself at load (the number dialog): no header check. */
  opensItself?: boolean;
}

const visitors: State[] = [
  { name: 'anonymous' },
  { name: 'recognised', persona: 'Recognised, valid device' },
  { name: 'signed in', persona: 'Signed-in consumer' },
];

/** Waits for the one open dialog to be on screen and its motion to end. */
async function dialogOpen(page: Page) {
  await expect(page.getByRole('dialog')).toBeVisible({ timeout: 15_000 });
  await animationsSettled(page);
}

const articleDrawer: State = {
  name: 'article drawer open',
  open: async (page) => {
    await page.locator('[data-link-position="Top solutions"] a').first().click();
    await dialogOpen(page);
    await expect(page.frameLocator('iframe').getByRole('heading', { level: 1 })).toBeVisible();
  },
};

/** The number dialog opens for a recognised visitor whose device is not recognised. */
const numberDialog: State = {
  name: 'number dialog open',
  persona: 'Recognised, device not recognised',
  open: dialogOpen,
  opensItself: true,
};

/** Plays the first video tile or poster on the page: a modal player on a phone. */
const videoPlayer: State = {
  name: 'video player open',
  open: async (page) => {
    const playButton = page.getByRole('button', { name: /^(Play video|Reproducir video):/ });
    // As a visitor would, scroll to the tile first: its island hydrates (and its link becomes the
    // play button) once it is near the screen. The scroll through the page at load can pass it
    // before the island's visibility watch has started, which waits for the load event.
    const tile = playButton
      .or(page.getByRole('link', { name: /^(Duration|Duración) / }))
      .filter({ visible: true })
      .first();
    await tile.scrollIntoViewIfNeeded();
    const play = playButton.filter({ visible: true }).first();
    await play.scrollIntoViewIfNeeded();
    await play.click();
    await dialogOpen(page);
  },
};

const landing = [...visitors, articleDrawer, videoPlayer];
/** The number dialog is the consumer page's (a small-business page never asks for a number). */
const consumerLanding = [...landing, numberDialog];

const PAGES: { path: string; states: State[] }[] = [
  { path: '/wireless', states: consumerLanding },
  { path: '/smallbusiness/wireless', states: landing },
  { path: '/es/wireless', states: consumerLanding },
  { path: '/es/smallbusiness/wireless', states: landing },
  { path: '/support/videos/9100003', states: [...visitors, videoPlayer] },
  { path: '/offline', states: visitors },
  { path: '/es/offline', states: visitors },
  {
    path: '/gallery',
    states: [
      ...visitors,
      {
        name: 'drawer open',
        open: async (page) => {
          await page.getByRole('button', { name: 'Open right drawer (small)' }).click();
          await dialogOpen(page);
        },
      },
      {
        name: 'dialog open',
        open: async (page) => {
          await page.getByRole('button', { name: 'See covered countries' }).click();
          await dialogOpen(page);
        },
      },
    ],
  },
  { path: '/video-demo', states: [...visitors, videoPlayer] },
];

interface Measure {
  scrollWidth: number;
  clientWidth: number;
  /** Elements past the right edge, furthest first: selector and right edge. */
  offenders: { selector: string; right: number }[];
  /** Visible elements in <main> that overlap the site header's box (null: no header or main). */
  overHeader: { selector: string; top: number; bottom: number }[] | null;
}

/** Measures the page at its current width (runs in the page). */
function measure(allowed: string): Measure {
  const root = document.documentElement;
  const edge = root.clientWidth + 0.5;
  const selectorOf = (element: Element) => {
    const parts: string[] = [];
    for (let e: Element | null = element; e && e !== document.body && parts.length < 5;) {
      let part = e.tagName.toLowerCase();
      if (e.id) part += `#${e.id}`;
      else {
        const role = e.getAttribute('role');
        const label = e.getAttribute('aria-label');
        if (role) part += `[role="${role}"]`;
        if (label) part += `[aria-label="${label}"]`;
        if (!role && !label && e.classList.length > 0) part += `.${[...e.classList].join('.')}`;
      }
      parts.unshift(part);
      if (e.id) break;
      e = e.parentElement;
    }
    return parts.join(' > ');
  };
  const shown = (element: Element) => {
    const box = element.getBoundingClientRect();
    return (
      box.width > 0 &&
      box.height > 0 &&
      element.checkVisibility({ visibilityProperty: true, opacityProperty: true })
    );
  };
  const offenders: Measure['offenders'] = [];
  for (const element of document.body.querySelectorAll('*')) {
    const right = element.getBoundingClientRect().right;
    if (right <= edge || !shown(element)) continue;
    if (element.parentElement?.closest(allowed)) continue;
    offenders.push({ selector: selectorOf(element), right: Math.round(right) });
  }
  offenders.sort((a, b) => b.right - a.right);

  // The site header is the page's one <header> outside <main>.
  const header = document.querySelector('header:not(main header)');
  const main = document.querySelector('main');
  const overHeader: Measure['overHeader'] = header && main ? [] : null;
  if (header && main && overHeader) {
    const bar = header.getBoundingClientRect();
    for (const element of main.querySelectorAll('*')) {
      if (!shown(element)) continue;
      const box = element.getBoundingClientRect();
      const across = Math.min(box.right, bar.right) - Math.max(box.left, bar.left);
      const down = Math.min(box.bottom, bar.bottom) - Math.max(box.top, bar.top);
      if (across > 0.5 && down > 0.5) {
        overHeader.push({
          selector: selectorOf(element),
          top: Math.round(box.top),
          bottom: Math.round(bar.bottom),
        });
      }
    }
  }
  return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth, offenders, overHeader };
}

/** Brings every island that waits to be seen on screen, then returns to the top. */
async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await frame();
    }
    // Back at the top, the scroll event comes with the next frame; an island that reacts to it
    // (the jump-link bar leaving its fixed place) renders in a task after that frame and is
    // painted in the one after. Measuring before then saw the bar still fixed over the header.
    window.scrollTo(0, 0);
    for (let i = 0; i < 3; i += 1) await frame();
  });
}

test.beforeAll(async ({ baseURL }) => {
  await sandbox.reset();
  await publishAll(baseURL ?? '');
});

/** Fails with the elements in <main> over the site header, if any. */
function headerProblems(at: string, m: Measure): string[] {
  if (m.overHeader === null)
    return [`${at}: no site header (a <header> outside <main>) or no <main>`];
  const first = m.overHeader[0];
  if (!first) return [];
  return [
    `${at}: ${m.overHeader.length} element(s) in main overlap the site header, the first ${first.selector} (its top ${first.top} px, the header's bottom ${first.bottom} px)`,
  ];
}

const allowed = SCROLLS_ON_PURPOSE.map((s) => s.selector).join(', ');

for (const { path, states } of PAGES) {
  for (const state of states) {
    test(`${path}, ${state.name}: no sideways scroll or header overlap at any width, axe clean in each layout`, async ({
      page,
    }) => {
      test.setTimeout(60_000);
      const failures: string[] = [];
      await page.setViewportSize({ width: WIDTHS[0], height: HEIGHT });
      if (state.persona) await signInAs(page, state.persona, path);
      else await page.goto(path);
      // The islands' visibility watch starts after the load event, from a module fetched then
      // (client:replay): scrolling before it has arrived would pass islands it never sees.
      await page.waitForLoadState('networkidle');
      await scrollThrough(page);
      await page.waitForLoadState('networkidle');
      if (state.open) {
        if (!state.opensItself) {
          const m = await page.evaluate(measure, allowed);
          failures.push(...headerProblems(`${path}, ${state.name}, at load`, m));
        }
        await state.open(page);
      }

      const axeAt: readonly number[] =
        state.persona || state.open ? AXE_WIDTHS.other : AXE_WIDTHS.anonymous;
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: HEIGHT });
        await framesRendered(page);
        const at = `${path}, ${state.name}, ${width} px`;
        const m = await page.evaluate(measure, allowed);
        const widest = m.offenders[0];
        if (m.scrollWidth > m.clientWidth || widest) {
          failures.push(
            `${at}: the document is ${m.scrollWidth} px wide in a ${m.clientWidth} px viewport; ` +
              (widest
                ? `the element furthest right is ${widest.selector} (right edge ${widest.right} px)` +
                  (m.offenders.length > 1
                    ? `, and ${m.offenders.length - 1} more past the edge`
                    : '')
                : 'no element box runs past the edge'),
          );
        }
        if (!state.open) failures.push(...headerProblems(at, m));
        if (axeAt.includes(width)) {
          await expectNoAxeViolations(page).catch((error: unknown) =>
            failures.push(`${at}: axe: ${error instanceof Error ? error.message : String(error)}`),
          );
        }
      }
      expect(failures, failures.join('\n')).toEqual([]);
    });
  }
}
