import { describe, expect, it } from 'vitest';
import { deviceCookieExpiry, formatDeviceCookie, parseDeviceCookie } from './device-cookie.ts';

describe('the device cookie', () => {
  const device = { make: 'Apple', model: 'iPhone 17', os: 'iOS', type: 'Smartphone' };

  it('is version|make|model|OS|type: make second, model third', () => {
    const value = formatDeviceCookie(device);
    expect(value).toBe('1|Apple|iPhone 17|iOS|Smartphone');
    expect(value.split('|')[1]).toBe('Apple');
    expect(value.split('|')[2]).toBe('iPhone 17');
    expect(parseDeviceCookie(value)).toEqual(device);
  });

  it('drops pipes, semicolons and control characters from the values', () => {
    expect(formatDeviceCookie({ ...device, model: 'i|Phone;\n17' })).toBe(
      '1|Apple|iPhone17|iOS|Smartphone',
    );
  });

  it.each([undefined, '', 'Apple|iPhone', '2|Apple|iPhone|iOS|Smartphone', '1||iPhone|iOS|x'])(
    'parses %j as no device',
    (value) => {
      expect(parseDeviceCookie(value)).toBeUndefined();
    },
  );

  it('expires 7 776 000 000 ms (90 days) after it is set', () => {
    expect(deviceCookieExpiry(1_000).getTime()).toBe(1_000 + 7_776_000_000);
  });
});
