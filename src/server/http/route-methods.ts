/**
 * Which HTTP methods each part of the site answers. Anything else gets 405 with an Allow header
 * before a handler runs, so a page is never rendered (or cached) for a method it does not serve.
 */
const READ = ['GET', 'HEAD'] as const;
/** The same-origin relays pass the browser's API calls through; the upstream judges the rest. */
const RELAY = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

const RULES: readonly { prefix: string; methods: readonly string[] }[] = [
  { prefix: '/api/publish', methods: ['POST'] },
  { prefix: '/msapi/', methods: RELAY },
  { prefix: '/kmservices/', methods: RELAY },
  { prefix: '/idpcms/', methods: RELAY },
  // The account pages' forms (sign-in, two-factor) post back to them.
  { prefix: '/acctmgmt/', methods: ['GET', 'HEAD', 'POST'] },
];

/** @param path the decoded request path */
export function allowedMethods(path: string): readonly string[] {
  const rule = RULES.find(({ prefix }) =>
    prefix.endsWith('/') ? path.startsWith(prefix) : path === prefix,
  );
  return rule?.methods ?? READ;
}
