/** Renders content HTML through the allow-list tree (safe-html.ts): elements, never raw HTML. */
import { createElement, useMemo, type ReactNode } from 'react';
import { safeHtmlTree, type SafeNode } from '../../../../video/parts/safe-html.ts';

function render(nodes: readonly SafeNode[]): ReactNode[] {
  return nodes.map((node, index) => {
    if (typeof node === 'string') return node;
    const props: Record<string, unknown> = { key: index };
    if (node.href !== undefined) props['href'] = node.href;
    return node.tag === 'br'
      ? createElement('br', props)
      : createElement(node.tag, props, ...render(node.children));
  });
}

export function SafeHtml({ html, className }: { html: string; className?: string | undefined }) {
  const nodes = useMemo(() => safeHtmlTree(html), [html]);
  return <div className={className}>{render(nodes)}</div>;
}
