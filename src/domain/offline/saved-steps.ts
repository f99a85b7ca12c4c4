/**
 * The troubleshooting steps a saved landing page carries: the TroubleshootingWorkflow island's
 * props, which Astro writes into the page as JSON where each value is `[type, value]` (0: a plain
 * value or an object of such pairs, 1: an array of them). The offline page reads them from the
 * copy the worker saved, so it shows the content's own steps, as fresh as that copy.
 */

export interface SavedStep {
  title: string;
  description: string;
}

/** One Astro-serialised value, decoded; undefined for a type the steps never use. */
function revive(value: unknown): unknown {
  if (!Array.isArray(value) || value.length !== 2 || typeof value[0] !== 'number') return value;
  const [type, inner] = value as [number, unknown];
  if (type === 1 && Array.isArray(inner)) return inner.map(revive);
  if (type !== 0) return undefined;
  if (typeof inner !== 'object' || inner === null) return inner;
  return Object.fromEntries(Object.entries(inner).map(([key, child]) => [key, revive(child)]));
}

const isStep = (value: unknown): value is SavedStep =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as SavedStep).title === 'string' &&
  typeof (value as SavedStep).description === 'string' &&
  (value as SavedStep).title.trim() !== '';

const ENTITIES: Record<string, string> = { quot: '"', amp: '&', lt: '<', gt: '>', apos: "'" };

/** An attribute value or text as written in HTML, with its character references decoded. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X'))
      return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(Number.parseInt(name.slice(1), 10));
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

export interface SavedPageFacts {
  title: string | undefined;
  steps: SavedStep[];
}

/**
 * A saved landing page's title and workflow steps, read from its HTML as text. Not parsed into a
 * document: the offline page's policy would report every inline style of the parsed page.
 */
export function savedPageFacts(html: string): SavedPageFacts {
  const title = /<title[^>]*>([^<]*)<\/title>/i.exec(html)?.[1];
  const island = [...html.matchAll(/<astro-island\b[^>]*>/gi)]
    .map((match) => match[0])
    // By its code's address: production pages no longer name the component in `opts`.
    .find((tag) =>
      /\/TroubleshootingWorkflow\.[\w-]+\.js$/.test(attributeOf(tag, 'component-url') ?? ''),
    );
  const props = island ? attributeOf(island, 'props') : undefined;
  return {
    title: title ? decodeEntities(title).trim() || undefined : undefined,
    steps: props ? stepsFromIslandProps(decodeEntities(props)) : [],
  };
}

/**
 * An attribute's value as written in a start tag, double- or single-quoted: the site writes the
 * islands' JSON single-quoted (src/server/island-json-quotes.ts), copies saved before it did not.
 */
function attributeOf(tag: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}=(?:"([^"]*)"|'([^']*)')`).exec(tag);
  return match ? (match[1] ?? match[2]) : undefined;
}

/** The steps in an island's `props` attribute (already entity-decoded); [] when it has none. */
export function stepsFromIslandProps(props: string): SavedStep[] {
  try {
    const decoded = revive([0, JSON.parse(props)]) as { steps?: unknown };
    return Array.isArray(decoded.steps) ? decoded.steps.filter(isStep) : [];
  } catch {
    return [];
  }
}
