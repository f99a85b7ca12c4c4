/**
 * HTML_CodeSniffer (the `html_codesniffer` package, Squiz) as a second accessibility engine beside
 * axe (axe.ts): its WCAG2AA standard run in the page, failing on its errors. Its warnings and
 * notices ask a person to check something and are not failures.
 *
 * The built script is evaluated through the DevTools protocol (as @axe-core/playwright injects
 * axe), not added as a <script>: the site's Content-Security-Policy rightly refuses an inline
 * script, and the suite fails a test on any refusal (test.ts).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, test, type Page } from '@playwright/test';
import { animationsSettled } from './axe.ts';

/** What one scan may add to a test's time budget (a landing page takes 1 to 3 s). */
export const HTMLCS_SCAN_BUDGET_MS = 15_000;

/** HTMLCS's message types: ERROR is 1, WARNING 2, NOTICE 3. */
const HTMLCS_ERROR = 1;

let source: string | undefined;
/** The package's built script, which defines HTMLCS and every standard (no further loading). */
function htmlcsSource(): string {
  source ??= readFileSync(
    createRequire(import.meta.url).resolve('html_codesniffer/build/HTMLCS.js'),
    'utf8',
  );
  return source;
}

export interface HtmlcsError {
  /** The sniff, e.g. `WCAG2AA.Principle1.Guideline1_1.1_1_1.H37`. */
  code: string;
  message: string;
  /** A CSS path to the element. */
  selector: string;
  /** The start of the element's markup. */
  html: string;
}

/**
 * An error HTML_CodeSniffer reports wrongly, left out by code and element, with the reason. Its
 * contrast sniff reads an element's background from the element and its ancestors only, so text
 * on a background a positioned sibling paints (the tabs' sliding highlight) measures 1:1.
 */
export interface KnownFalsePositive {
  /** The end of the sniff's code, e.g. `1_4_3.G18.Fail`. */
  code: string;
  /** Elements it is reported on (the element itself or inside it). */
  selector: string;
  reason: string;
}

/**
 * The shared tabs' selected tab once the island has measured its list: its text is on the
 * sliding highlight (src/ui/Tabs), a sibling HTML_CodeSniffer cannot see; axe, which reads what
 * is painted under the text, checks its contrast.
 */
export const TAB_HIGHLIGHT_CONTRAST: KnownFalsePositive = {
  code: '1_4_3.G18.Fail',
  selector: '[role="tablist"][data-measured] [role="tab"][aria-selected="true"]',
  reason: "the selected tab's text sits on the sliding highlight, a sibling element",
};

export interface HtmlcsOptions {
  /** CSS selectors of parts of the page left out. */
  exclude?: string[];
  knownFalsePositives?: KnownFalsePositive[];
}

/**
 * Runs HTML_CodeSniffer's WCAG2AA standard on the page as it is now and returns its errors,
 * leaving out elements inside any of `exclude` and the known false positives.
 */
export async function htmlcsErrors(
  page: Page,
  options: HtmlcsOptions = {},
): Promise<HtmlcsError[]> {
  await animationsSettled(page);
  const defined = await page.evaluate(() => 'HTMLCS' in window);
  // Defines HTMLCS on the page's window: a classic script's top-level `var`s become globals.
  if (!defined) await page.evaluate(`${htmlcsSource()}\n;window.HTMLCS = HTMLCS;`);
  return page.evaluate(
    ({ errorType, exclude, known }) =>
      new Promise<HtmlcsError[]>((resolve, reject) => {
        interface Message {
          type: number;
          code: string;
          msg: string;
          element: Node;
        }
        const htmlcs = (
          window as unknown as {
            HTMLCS: {
              process(
                standard: string,
                content: Document,
                done: () => void,
                failed: () => void,
              ): void;
              getMessages(): Message[];
            };
          }
        ).HTMLCS;
        const pathTo = (node: Node): string => {
          const parts: string[] = [];
          let element: Element | null =
            node instanceof Element ? node : (node.parentElement ?? document.documentElement);
          while (element && element !== document.documentElement) {
            if (element.id) {
              parts.unshift(`#${CSS.escape(element.id)}`);
              break;
            }
            const tag = element.localName;
            const parent: Element | null = element.parentElement;
            const same = parent
              ? [...parent.children].filter((child) => child.localName === tag)
              : [];
            parts.unshift(
              same.length > 1 ? `${tag}:nth-of-type(${same.indexOf(element) + 1})` : tag,
            );
            element = parent;
          }
          return parts.join(' > ') || 'html';
        };
        const excluded = (message: Message) => {
          const node = message.element;
          const element = node instanceof Element ? node : node.parentElement;
          if (element === null) return false;
          return (
            exclude.some((selector) => element.closest(selector)) ||
            known.some(
              (falsePositive) =>
                message.code.endsWith(falsePositive.code) &&
                element.closest(falsePositive.selector),
            )
          );
        };
        htmlcs.process(
          'WCAG2AA',
          document,
          () =>
            resolve(
              htmlcs
                .getMessages()
                .filter((message) => message.type === errorType && !excluded(message))
                .map((message) => ({
                  code: message.code,
                  message: message.msg,
                  selector: pathTo(message.element),
                  html:
                    message.element instanceof Element
                      ? message.element.outerHTML.slice(0, 160)
                      : String(message.element.nodeName),
                })),
            ),
          () => reject(new Error('HTML_CodeSniffer could not run the WCAG2AA standard')),
        );
      }),
    {
      errorType: HTMLCS_ERROR,
      exclude: options.exclude ?? [],
      known: (options.knownFalsePositives ?? []).map(({ code, selector }) => ({ code, selector })),
    },
  );
}

/** Fails with a readable list when HTML_CodeSniffer (WCAG2AA) reports any error on the page. */
export async function expectNoHtmlcsErrors(page: Page, options: HtmlcsOptions = {}) {
  test.info().setTimeout(test.info().timeout + HTMLCS_SCAN_BUDGET_MS);
  const errors = await htmlcsErrors(page, options);
  const summary = errors.map(
    (error) => `${error.code}: ${error.message}\n  ${error.selector}\n  ${error.html}`,
  );
  expect(summary, `HTML_CodeSniffer (WCAG2AA) errors:\n${summary.join('\n')}`).toEqual([]);
}
