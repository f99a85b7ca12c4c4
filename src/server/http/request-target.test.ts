import { describe, expect, it } from 'vitest';
import { isValidHost, MAX_REQUEST_TARGET_LENGTH, parseRequestTarget } from './request-target.ts';

describe('parseRequestTarget', () => {
  it.each([
    ['/wireless', '/wireless', '/wireless'],
    ['/wireless?utm_source=x&a=%ZZ', '/wireless', '/wireless?utm_source=x&a=%ZZ'],
    ['/foo/../wireless', '/wireless', '/wireless'],
    ['/a/./b/../../wireless', '/wireless', '/wireless'],
    ['/%2e%2e/wireless', '/wireless', '/wireless'],
    ['/x/.%2E/wireless', '/wireless', '/wireless'],
    ['/../../etc/passwd', '/etc/passwd', '/etc/passwd'],
    ['/a\\..\\wireless', '/wireless', '/wireless'],
    ['//evil.example/x', '/evil.example/x', '/evil.example/x'],
    ['//?q', '/', '/?q'],
    ['/wireless//x///y', '/wireless/x/y', '/wireless/x/y'],
    ['/support/caf%C3%A9', '/support/café', '/support/caf%C3%A9'],
    ['/support/café', '/support/café', '/support/caf%C3%A9'],
    ['/a%20b', '/a b', '/a%20b'],
    ['/wireless#frag', '/wireless', '/wireless'],
    ['http://other.example/wireless?x=1', '/wireless', '/wireless?x=1'],
  ])('%s → path %s, url %s', (raw, path, url) => {
    expect(parseRequestTarget(raw)).toEqual({ ok: true, path, url });
  });

  it.each([
    ['/wireless%', 400],
    ['/msapi/%ZZ', 400],
    ['/support/article-modal/x/%E0%A4%A', 400],
    ['/_astro/%C0%AF.js', 400],
    ['/%ED%A0%80', 400],
    ['/a%2Fb', 400],
    ['/a%5C..%5Cb', 400],
    ['/a%00b', 400],
    ['/a%0Ab', 400],
    ['/a\u0001b', 400],
    ['/a b', 400],
    ['*', 400],
    ['wireless', 400],
    ['ftp://x/y', 400],
    ['http://[bad/x', 400],
    ['', 400],
    [undefined, 400],
    [`/${'a'.repeat(MAX_REQUEST_TARGET_LENGTH)}`, 414],
  ])('%j → %i', (raw, status) => {
    const target = parseRequestTarget(raw);
    expect(target.ok).toBe(false);
    expect(target.ok ? undefined : target.status).toBe(status);
  });

  it('accepts a target of exactly the maximum length', () => {
    const raw = `/${'a'.repeat(MAX_REQUEST_TARGET_LENGTH - 1)}`;
    expect(parseRequestTarget(raw).ok).toBe(true);
  });
});

describe('isValidHost', () => {
  it.each([
    ['localhost', true],
    ['localhost:3001', true],
    ['127.0.0.1:4301', true],
    ['support.example.com', true],
    ['[::1]:3001', true],
    ['[::1', false],
    ['a b', false],
    ['host:port', false],
    ['host:123456', false],
    ['user@host', false],
    ['host/path', false],
    ['', false],
    ['-leading.example', false],
  ])('%j → %s', (value, valid) => {
    expect(isValidHost(value)).toBe(valid);
  });
});
