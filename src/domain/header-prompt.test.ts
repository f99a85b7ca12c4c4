import { describe, expect, it } from 'vitest';
import { showsPersonalizedHelpPrompt } from './header-prompt.ts';

describe('showsPersonalizedHelpPrompt', () => {
  const base = {
    authenticated: false,
    customerType: 'consumer' as const,
    subTopicPage: false,
    recognised: false,
    serviceName: 'wireless',
  };
  it.each([
    ['anonymous consumer', base, true],
    ['authenticated', { ...base, authenticated: true }, false],
    ['small business', { ...base, customerType: 'smb' as const }, false],
    ['biz', { ...base, customerType: 'biz' as const }, false],
    ['sub-topic page', { ...base, subTopicPage: true }, false],
    ['recognised on wireless', { ...base, recognised: true }, false],
    ['recognised elsewhere', { ...base, recognised: true, serviceName: 'smb-internet-air' }, true],
  ])('%s: %s', (_name, input, shown) => {
    expect(showsPersonalizedHelpPrompt(input)).toBe(shown);
  });
});
