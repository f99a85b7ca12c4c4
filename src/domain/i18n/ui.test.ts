/** The library's English defaults are the specification's labels, word for word. */
import { describe, expect, it } from 'vitest';
import { uiText } from './ui.ts';

describe('the component library catalogue', () => {
  it('has the spec’s accordion labels in English', () => {
    expect(uiText().accordion).toEqual({
      expandAll: 'Expand all',
      collapseAll: 'Collapse all',
      viewMore: 'View more',
      viewLess: 'View less',
    });
  });

  it.each([
    ['en', 'Outage', 'Dismiss Outage alert'],
    ['es', 'Interrupción', 'Cerrar la alerta: Interrupción'],
  ] as const)('in %s, a titled alert is dismissed by %j', (locale, title, name) => {
    expect(uiText(locale).alert.dismissTitled(title)).toBe(name);
  });
});
