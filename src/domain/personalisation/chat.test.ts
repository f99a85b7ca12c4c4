import { describe, expect, it } from 'vitest';
import { chatShown } from './chat.ts';

describe('chatShown', () => {
  it.each([
    ['wireless', undefined, false, true],
    ['wireless', 'true', false, true],
    ['wireless', 'TRUE', true, false],
    ['wireless', 'false', true, true],
    ['smb-wireless', undefined, false, false],
    ['smb-internet-air', 'false', false, false],
  ])('%s, flag %j, BSSe wireless %s → %s', (serviceName, chatDisableFlag, bsseWireless, shown) => {
    expect(chatShown({ serviceName, chatDisableFlag, bsseWireless })).toBe(shown);
  });
});
