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

describe('resolveLabels in Spanish', () => {
  it("uses the Spanish defaults when the Spanish content has none, and the content's own when it has them", () => {
    const resolved = resolveLabels(undefined, 'Wireless', 'es');
    expect(resolved.signInLabel).toBe('Iniciar sesión');
    expect(resolved.topSolutionsLabel).toBe('Soluciones principales');
    expect(resolved.contactUsLabel).toBe('Comuníquese con nosotros');
    expect(resolveLabels({ signInLabel: 'Entrar' }, 'Wireless', 'es').signInLabel).toBe('Entrar');
  });

  it('fills the [[service]] placeholder with the service named in Spanish', () => {
    const resolved = resolveLabels(
      { serviceCheckLabel: 'Solucionar problemas de [[service]]' },
      'Wireless',
      'es',
    );
    expect(resolved.fixMyWireless).toBe('Solucionar problemas de servicio inalámbrico');
    // A product name stays as it is.
    expect(
      resolveLabels(
        { serviceCheckLabel: 'Solucionar problemas de [[service]]' },
        'Internet Air',
        'es',
      ).fixMyWireless,
    ).toBe('Solucionar problemas de Internet Air');
  });
});
