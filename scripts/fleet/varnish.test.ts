import { describe, expect, it } from 'vitest';
import { backendsVcl, parseBackendList } from './varnish.ts';

describe('backendsVcl', () => {
  it('declares one probed backend per instance and adds each to the round-robin director', () => {
    const vcl = backendsVcl([
      { host: '127.0.0.1', port: 4452 },
      { host: '127.0.0.1', port: 4453 },
    ]);
    expect(vcl.match(/^backend instance\d+ \{/gm)).toEqual([
      'backend instance1 {',
      'backend instance2 {',
    ]);
    expect(vcl).toContain('.port = "4452";');
    expect(vcl).toContain('.port = "4453";');
    expect(vcl.match(/\.probe = readyz;/g)).toHaveLength(2);
    expect(vcl).toContain('new fleet = directors.round_robin();');
    expect(vcl.match(/fleet\.add_backend\(instance\d\);/g)).toEqual([
      'fleet.add_backend(instance1);',
      'fleet.add_backend(instance2);',
    ]);
  });

  it('refuses an empty fleet', () => {
    expect(() => backendsVcl([])).toThrow(/at least one instance/);
  });
});

describe('parseBackendList', () => {
  it('reads each instance backend health from varnishadm backend.list', () => {
    const text = [
      'Backend name                   Admin      Probe    Health     Last change',
      'boot.instance1                 probe      3/3      healthy    Wed, 25 Nov 2026 02:10:00 GMT',
      'boot.instance2                 probe      0/3      sick       Wed, 25 Nov 2026 02:10:04 GMT',
    ].join('\n');
    expect(parseBackendList(text)).toEqual({ instance1: 'healthy', instance2: 'sick' });
  });
});
