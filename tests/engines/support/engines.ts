/**
 * The browser engines the cross-engine suite drives, behind one small interface so a test reads the
 * same in each: Firefox ESR over WebDriver BiDi (puppeteer-core, `browser: 'firefox'`) and
 * WebKitGTK's MiniBrowser over WebDriver classic (`WebKitWebDriver`, tests/engines/global-setup.ts
 * starts it on an Xvfb display). Both are Debian's binaries; nothing is downloaded.
 */
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { inject } from 'vitest';
import { findElement, newSession, pressKey, type WebDriverSession } from './webdriver.ts';

export type EngineName = 'firefox' | 'webkit';

export const ALL_ENGINES: readonly EngineName[] = ['firefox', 'webkit'];

/** The engines this run drives: `ENGINES=firefox` (or `webkit`, or both comma-separated), else all. */
export function selectedEngines(value = process.env['ENGINES']): EngineName[] {
  if (!value) return [...ALL_ENGINES];
  const names = value.split(',').map((name) => name.trim().toLowerCase());
  const unknown = names.filter((name) => !(ALL_ENGINES as readonly string[]).includes(name));
  if (unknown.length > 0) throw new Error(`ENGINES names unknown engines: ${unknown.join(', ')}`);
  return ALL_ENGINES.filter((name) => names.includes(name));
}

export const FIREFOX_BINARY = '/usr/bin/firefox-esr';
export const MINIBROWSER_BINARY = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

/** A page of one engine, driven the same way whatever the engine. */
export interface EnginePage {
  /** Chromium only as the screenshots' reference (support/chromium-reference.ts). */
  engine: EngineName | 'chromium';
  /** The browser's own name for its version ('firefox/140.…', 'MiniBrowser 2.50.6'). */
  version: string;
  /** The site every relative path is resolved against. */
  siteUrl: string;
  goto: (path: string) => Promise<void>;
  /** Runs `fn` in the page (it must not close over test-side values) and returns its result. */
  evaluate: <T, A extends unknown[]>(fn: (...args: A) => T | Promise<T>, ...args: A) => Promise<T>;
  /** A real click through the driver (a user gesture), on the first element matching `selector`. */
  click: (selector: string) => Promise<void>;
  /** Types `text` into the first field with a box matching `selector`, as keystrokes. */
  type: (selector: string, text: string) => Promise<void>;
  /** Presses one key (`Enter`, `Escape`, `Tab`, `ArrowRight`…) on whatever has focus. */
  press: (key: string) => Promise<void>;
  /** Sets the layout viewport's size in CSS pixels, as closely as the engine allows. */
  setViewport: (width: number, height: number) => Promise<void>;
  /** A PNG of what the viewport shows. */
  screenshot: () => Promise<Uint8Array>;
  /** Uncaught errors, unhandled rejections and console errors seen so far (and forgets them). */
  takeErrors: () => Promise<string[]>;
  /** Forgets cookies and this origin's storage. */
  clearState: () => Promise<void>;
  close: () => Promise<void>;
}

/**
 * What the in-page collector does, for WebKit (WebDriver classic has no log events): installed on
 * each page once the driver's navigation returns (after the load event), it keeps uncaught errors,
 * unhandled rejections and console.error calls in `window.__engineErrors`.
 */
function installErrorCollector(): void {
  const w = window as unknown as { __engineErrors?: string[] };
  if (w.__engineErrors) return;
  const seen: string[] = [];
  w.__engineErrors = seen;
  window.addEventListener('error', (event) => seen.push(`pageerror: ${event.message}`));
  window.addEventListener('unhandledrejection', (event) =>
    seen.push(`unhandledrejection: ${String(event.reason)}`),
  );
  const original = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    seen.push(`console.error: ${args.map(String).join(' ')}`);
    original(...args);
  };
}

function takeCollected(): string[] {
  const w = window as unknown as { __engineErrors?: string[] };
  return (w.__engineErrors ?? []).splice(0);
}

export async function openEngine(engine: EngineName): Promise<EnginePage> {
  const siteUrl = inject('siteUrl');
  return engine === 'firefox'
    ? openFirefox(siteUrl)
    : openWebKit(siteUrl, inject('webkitDriverUrl'));
}

async function openFirefox(siteUrl: string): Promise<EnginePage> {
  const browser: Browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_BINARY,
    headless: true,
    // ESR lacks the screen-orientation override puppeteer's default viewport sets at launch.
    defaultViewport: null,
    args: ['--width=1280', '--height=900'],
  });
  const version = await browser.version();
  let page: Page = await browser.newPage();
  const errors: string[] = [];
  const listen = (target: Page) => {
    target.on('pageerror', (error) => errors.push(`pageerror: ${String(error)}`));
    target.on('console', (message) => {
      if (message.type() === 'error') errors.push(`console.error: ${message.text()}`);
    });
  };
  listen(page);
  return {
    engine: 'firefox',
    version,
    siteUrl,
    goto: async (path) => {
      await page.goto(new URL(path, siteUrl).href, { waitUntil: 'load' });
    },
    evaluate: (fn, ...args) => page.evaluate(fn as never, ...(args as unknown as never[])),
    click: async (selector) => {
      // Retried for a while: an element that has just appeared may not take a click yet (puppeteer
      // finds no clickable point on a drawer's button the moment the drawer has opened).
      const deadline = Date.now() + 10_000;
      for (;;) {
        try {
          const element = await page.waitForSelector(selector, { timeout: 10_000, visible: true });
          if (!element) throw new Error(`no element for ${selector}`);
          await element.click();
          return;
        } catch (error) {
          if (Date.now() > deadline)
            throw new Error(`firefox: clicking ${selector}: ${String(error)}`, { cause: error });
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
      }
    },
    type: async (selector, text) => {
      const element = await page.waitForSelector(selector, { timeout: 10_000, visible: true });
      if (!element) throw new Error(`no field for ${selector}`);
      await element.type(text);
    },
    press: async (key) => {
      await page.keyboard.press((key === 'Space' ? ' ' : key) as never);
    },
    setViewport: async (width, height) => {
      await page.setViewport({ width, height });
    },
    screenshot: async () => page.screenshot({ type: 'png' }),
    takeErrors: () => Promise.resolve(errors.splice(0)),
    clearState: async () => {
      // A fresh page in the browser's default context keeps cookies: a new context forgets them.
      const context = await browser.createBrowserContext();
      const fresh = await context.newPage();
      listen(fresh);
      await page.close();
      page = fresh;
    },
    close: () => browser.close(),
  };
}

async function openWebKit(siteUrl: string, driverUrl: string): Promise<EnginePage> {
  const session: WebDriverSession = await newSession(driverUrl, {
    browserName: 'MiniBrowser',
    'webkitgtk:browserOptions': { binary: MINIBROWSER_BINARY, args: ['--automation'] },
  });
  const version = `MiniBrowser ${String(session.capabilities['browserVersion'] ?? '?')}`;
  const evaluate = async <T, A extends unknown[]>(
    fn: (...args: A) => T | Promise<T>,
    ...args: A
  ): Promise<T> => {
    const script = `const done = arguments[arguments.length - 1];
      Promise.resolve().then(() => (${fn.toString()}).apply(null, Array.prototype.slice.call(arguments, 0, -1)))
        .then((value) => done({ value: value === undefined ? null : value }), (error) => done({ error: String(error && error.stack || error) }));`;
    const result = await session.command<{ value?: T; error?: string }>('POST', '/execute/async', {
      script,
      args,
    });
    if (result.error) throw new Error(`in the page: ${result.error}`);
    return result.value as T;
  };
  const errors: string[] = [];
  const collect = async () => {
    try {
      errors.push(...(await evaluate(takeCollected)));
    } catch {
      // the page is gone or not yet scriptable
    }
  };
  await session.command('POST', '/timeouts', { script: 30_000, pageLoad: 60_000 });
  return {
    engine: 'webkit',
    version,
    siteUrl,
    goto: async (path) => {
      await collect();
      await session.command('POST', '/url', { url: new URL(path, siteUrl).href });
      await evaluate(installErrorCollector);
    },
    evaluate,
    click: async (selector) => {
      const deadline = Date.now() + 10_000;
      for (;;) {
        try {
          // The first match with a box, as a visitor would see it (the driver takes the first).
          const picked = await evaluate((css: string) => {
            const element = [...document.querySelectorAll<HTMLElement>(css)].find(
              (el) => el.getClientRects().length > 0,
            );
            if (!element) return '';
            element.dataset['engineClick'] = String(Math.random()).slice(2);
            return element.dataset['engineClick'];
          }, selector);
          if (!picked) throw new Error(`no element with a box for ${selector}`);
          const element = await findElement(session, `[data-engine-click="${picked}"]`);
          await session.command('POST', `/element/${element}/click`, {});
          return;
        } catch (error) {
          if (Date.now() > deadline) throw error;
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
      }
    },
    type: async (selector, text) => {
      const picked = await evaluate((css: string) => {
        const element = [...document.querySelectorAll<HTMLElement>(css)].find(
          (el) => el.getClientRects().length > 0,
        );
        if (!element) return '';
        element.dataset['engineType'] = String(Math.random()).slice(2);
        return element.dataset['engineType'];
      }, selector);
      if (!picked) throw new Error(`no field with a box for ${selector}`);
      const element = await findElement(session, `[data-engine-type="${picked}"]`);
      await session.command('POST', `/element/${element}/value`, { text });
    },
    press: (key) => pressKey(session, key),
    setViewport: async (width, height) => {
      // The window's frame takes some height: size the window, measure, then correct.
      let size = { width, height };
      for (let attempt = 0; attempt < 3; attempt += 1) {
        await session.command('POST', '/window/rect', size);
        const inner = await evaluate(() => [window.innerWidth, window.innerHeight]);
        const [innerWidth = width, innerHeight = height] = inner;
        if (innerWidth === width && innerHeight === height) return;
        size = {
          width: size.width + width - innerWidth,
          height: size.height + height - innerHeight,
        };
      }
    },
    screenshot: async () =>
      Buffer.from(await session.command<string>('GET', '/screenshot'), 'base64'),
    takeErrors: async () => {
      await collect();
      return errors.splice(0);
    },
    clearState: async () => {
      await session.command('DELETE', '/cookie');
      await evaluate(() => {
        localStorage.clear();
        sessionStorage.clear();
      }).catch(() => undefined);
    },
    close: async () => {
      await session.command('DELETE', '').catch(() => undefined);
    },
  };
}
