/**
 * A small WebDriver (classic) client over fetch, enough to drive WebKitGTK's MiniBrowser through
 * `WebKitWebDriver`: sessions, navigation, scripts, element clicks, key actions, window size and
 * screenshots. Nothing is downloaded: the driver and the browser are Debian's.
 */

const ELEMENT = 'element-6066-11e4-a52e-4f735466cecf';

export interface WebDriverSession {
  id: string;
  capabilities: Record<string, unknown>;
  command: <T>(method: string, path: string, body?: unknown) => Promise<T>;
}

/** A WebDriver error answer, with the driver's error code and message. */
export class WebDriverError extends Error {
  readonly code: string;
  constructor(code: string, message: string) {
    super(`${code}: ${message}`);
    this.code = code;
  }
}

async function call<T>(base: string, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { 'content-type': 'application/json; charset=utf-8' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const payload = (await response.json()) as { value: unknown };
  const value = payload.value as { error?: string; message?: string } | null;
  if (!response.ok || (value && typeof value === 'object' && 'error' in value && value.error)) {
    throw new WebDriverError(value?.error ?? String(response.status), value?.message ?? '');
  }
  return payload.value as T;
}

export async function newSession(
  driverUrl: string,
  capabilities: Record<string, unknown>,
): Promise<WebDriverSession> {
  const created = await call<{ sessionId: string; capabilities: Record<string, unknown> }>(
    driverUrl,
    'POST',
    '/session',
    { capabilities: { alwaysMatch: capabilities } },
  );
  const base = `${driverUrl}/session/${created.sessionId}`;
  return {
    id: created.sessionId,
    capabilities: created.capabilities,
    command: <T>(method: string, path: string, body?: unknown) => call<T>(base, method, path, body),
  };
}

/** The element reference of the first element matching `selector`. */
export async function findElement(session: WebDriverSession, selector: string): Promise<string> {
  const found = await session.command<Record<string, string>>('POST', '/element', {
    using: 'css selector',
    value: selector,
  });
  const id = found[ELEMENT];
  if (!id) throw new Error(`no element reference for ${selector}`);
  return id;
}

/** The WebDriver key values of the keys the suite presses. */
export const KEYS: Record<string, string> = {
  Enter: '\uE007',
  Escape: '\uE00C',
  Tab: '\uE004',
  Space: ' ',
  ArrowLeft: '\uE012',
  ArrowUp: '\uE013',
  ArrowRight: '\uE014',
  ArrowDown: '\uE015',
  Home: '\uE011',
  End: '\uE010',
};

/** Presses and releases one key on whatever has focus. */
export async function pressKey(session: WebDriverSession, key: string): Promise<void> {
  const value = KEYS[key] ?? key;
  await session.command('POST', '/actions', {
    actions: [
      {
        type: 'key',
        id: 'keyboard',
        actions: [
          { type: 'keyDown', value },
          { type: 'keyUp', value },
        ],
      },
    ],
  });
  await session.command('DELETE', '/actions');
}
