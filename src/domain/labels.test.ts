import { describe, expect, it } from 'vitest';
import { LABEL_DEFAULTS, resolveLabels } from './labels.ts';

describe('resolveLabels', () => {
  it('uses the spec defaults when the content has none', () => {
    const resolved = resolveLabels(undefined, 'Wireless');
    expect(resolved.contactUsLabel).toBe('Contact us');
    expect(resolved.fixMyWireless).toBe('Fix my Wireless');
    expect(resolved.personalizedHelpLabel).toBe('Want personalized help?');
    expect(resolveLabels(undefined, 'Internet Air').fixMyWireless).toBe('Fix my Service');
    expect(Object.keys(resolved).sort()).toEqual(Object.keys(LABEL_DEFAULTS).sort());
  });

  it('prefers the content labels and fills the [[service]] placeholder', () => {
    const resolved = resolveLabels(
      { contactUsLabel: 'Get in touch', serviceCheckLabel: 'Repair my [[service]]' },
      'Wireless',
    );
    expect(resolved.contactUsLabel).toBe('Get in touch');
    expect(resolved.fixMyWireless).toBe('Repair my Wireless');
  });
});
