import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type Sandbox } from './server.ts';
import { PLACEHOLDER_HEADING } from './main-site.ts';

describe("the sandbox's main-site stand-ins", () => {
  let sandbox: Sandbox;
  beforeAll(async () => {
    sandbox = await startSandbox({ port: 0 });
  });
  afterAll(() => sandbox.close());

  it.each([
    ['/main-site/legal/privacy', '/legal/privacy'],
    ['/main-site/support/contact-us?from=footer', '/support/contact-us?from=footer'],
    ['/main-site/x%3Cscript%3E', '/x&lt;script&gt;'],
    ['/acctmgmt/billing', '/acctmgmt/billing'],
  ])('%s is a noindex placeholder naming %s, with a link back', async (path, shown) => {
    const response = await fetch(`${sandbox.url}${path}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    const html = await response.text();
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(html).toContain(`<h1>${PLACEHOLDER_HEADING}</h1>`);
    expect(html).toContain(`<code>${shown}</code>`);
    expect(html).toContain('<a href="/">');
    expect(html).not.toContain('<script');
  });

  it('leaves the sign-in page and the API alone', async () => {
    const signIn = await fetch(`${sandbox.url}/acctmgmt/signin?final_url=/wireless`);
    expect(await signIn.text()).not.toContain(PLACEHOLDER_HEADING);
    const api = await fetch(`${sandbox.url}/msapi/unknown`, {
      headers: { 'x-client-id': 'idp-support-wireless-ui' },
    });
    expect(api.status).toBe(404);
  });
});
