// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { COOKIE } from './cookie-names.ts';
import { hasSignInCookies } from './auth.ts';
import { isRecognisableUuid } from './recognised.ts';
import { markVisitor } from './visitor-mark.ts';
import { VISITOR_MARK_SCRIPT } from './visitor-mark-script.ts';
import { parseCookies } from '../../browser/cookies.ts';

const names = { authState: COOKIE.authState, session: COOKIE.session, uuid: COOKIE.uuid };

function docWith(cookie: string): Document {
  const doc = document.implementation.createHTMLDocument('t');
  Object.defineProperty(doc, 'cookie', { value: cookie });
  return doc;
}

const cases = [
  { cookie: '', mark: undefined },
  { cookie: `${COOKIE.authState}=Authenticated`, mark: 'signed-in' },
  { cookie: `${COOKIE.authState}=`, mark: undefined },
  { cookie: `${COOKIE.session}=xyzAuthabc`, mark: 'signed-in' },
  { cookie: `${COOKIE.session}=anonymous`, mark: undefined },
  { cookie: `${COOKIE.uuid}=1234567890`, mark: 'recognised' },
  { cookie: `${COOKIE.uuid}=12345678901`, mark: undefined },
  { cookie: `${COOKIE.uuid}=12a4`, mark: undefined },
  { cookie: `other=1; ${COOKIE.uuid}=42; ${COOKIE.session}=Auth1`, mark: 'signed-in' },
  { cookie: `other=1;${COOKIE.uuid}=42`, mark: 'recognised' },
  { cookie: `${COOKIE.uuid}=42; ${COOKIE.uuid}=4x`, mark: 'recognised' },
  { cookie: `${COOKIE.uuid}=4x; ${COOKIE.uuid}=42`, mark: undefined },
  { cookie: `X${COOKIE.uuid}=42; ${COOKIE.authState}X=Authenticated`, mark: undefined },
  { cookie: `a=${COOKIE.session}=Auth`, mark: undefined },
] as const;

afterEach(() => {
  delete document.documentElement.dataset['visitor'];
});

describe('markVisitor (the inline pre-paint script)', () => {
  it.each(cases)('$cookie → $mark', ({ cookie, mark }) => {
    const doc = docWith(cookie);
    expect(markVisitor(doc, names)).toBe(mark);
    expect(doc.documentElement.dataset['visitor']).toBe(mark);
  });

  it.each(cases)('agrees with the layer’s own rules for $cookie', ({ cookie }) => {
    const cookies = parseCookies(cookie);
    const expected = hasSignInCookies(cookies)
      ? 'signed-in'
      : isRecognisableUuid(cookies[COOKIE.uuid])
        ? 'recognised'
        : undefined;
    expect(markVisitor(docWith(cookie), names)).toBe(expected);
  });

  it('runs as the inline script text, on its own', () => {
    Object.defineProperty(document, 'cookie', {
      configurable: true,
      get: () => `${COOKIE.uuid}=77`,
    });
    new Function(VISITOR_MARK_SCRIPT)();
    expect(document.documentElement.dataset['visitor']).toBe('recognised');
    delete (document as { cookie?: string }).cookie;
  });
});
