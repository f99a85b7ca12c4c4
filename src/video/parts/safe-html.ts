/**
 * Content HTML made safe by construction: the markup is parsed (inert, nothing runs or loads) and
 * turned into a small tree of allowed elements and text, which React renders as elements. Nothing
 * is ever assigned as HTML, so an attribute or tag outside the allow-list cannot reach the page.
 */
import { safeLinkUrl } from '../../domain/safe-link.ts';

export type SafeNode =
  string | { tag: AllowedTag; href?: string | undefined; children: SafeNode[] };

const ALLOWED = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  'ul',
  'ol',
  'li',
  'a',
  'span',
  'sup',
  'sub',
] as const;
export type AllowedTag = (typeof ALLOWED)[number];
const isAllowed = (tag: string): tag is AllowedTag => (ALLOWED as readonly string[]).includes(tag);
/** Elements dropped with everything inside them (their text is code or data, not content). */
const DROPPED = new Set([
  'script',
  'style',
  'template',
  'iframe',
  'object',
  'embed',
  'noscript',
  'svg',
  'math',
  'head',
  'title',
]);

/** The tree for `html`; unknown elements are unwrapped (their text kept), links keep only a safe href. */
export function safeHtmlTree(html: string, parser: DOMParser = new DOMParser()): SafeNode[] {
  const doc = parser.parseFromString(`<!doctype html><body>${html}`, 'text/html');
  return convertChildren(doc.body);
}

function convertChildren(parent: Node): SafeNode[] {
  const out: SafeNode[] = [];
  for (const child of Array.from(parent.childNodes)) out.push(...convert(child));
  return out;
}

function convert(node: Node): SafeNode[] {
  if (node.nodeType === 3) return node.textContent ? [node.textContent] : [];
  if (node.nodeType !== 1) return [];
  const element = node as Element;
  const tag = element.localName;
  if (DROPPED.has(tag)) return [];
  const children = convertChildren(element);
  if (!isAllowed(tag)) return children;
  if (tag === 'a') {
    const href = safeLinkUrl(element.getAttribute('href') ?? undefined);
    return href ? [{ tag, href, children }] : children;
  }
  return [{ tag, children }];
}
