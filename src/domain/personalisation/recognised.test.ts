import { describe, expect, it } from 'vitest';
import {
  consentAlreadyProvided,
  consentOutcome,
  hasWirelessValue,
  isRecognisableUuid,
  recognisedWireless,
} from './recognised.ts';

describe('isRecognisableUuid', () => {
  it.each([
    ['1', true],
    ['1234567890', true],
    ['12345678901', false],
    ['', false],
    ['12 3', false],
    ['-12', false],
    ['१२३', false],
    [undefined, false],
  ])('%j → %s', (uuid, expected) => {
    expect(isRecognisableUuid(uuid)).toBe(expected);
  });
});

describe('hasWirelessValue and recognisedWireless', () => {
  it.each([
    [true, true],
    ['true', true],
    ['TRUE', true],
    [' True ', true],
    [false, false],
    ['false', false],
    ['yes', false],
    [1, false],
    [undefined, false],
  ])('hasWireless %j → %s', (value, expected) => {
    expect(hasWirelessValue(value)).toBe(expected);
  });

  it.each([
    [{ killSwitch: 'false', hasWireless: 'True' }, true],
    [{ killSwitch: undefined, hasWireless: true }, true],
    [{ killSwitch: 'TRUE', hasWireless: true }, false],
    [{ killSwitch: true, hasWireless: true }, false],
    [{ killSwitch: 'false', hasWireless: 'false' }, false],
  ])('%j → %s', (input, expected) => {
    expect(recognisedWireless(input)).toBe(expected);
  });
});

describe('consentOutcome', () => {
  const body = (allow: unknown, valid: unknown, lastFour = '4821', make = 'Google') => ({
    content: { consentRSAllow: allow as boolean },
    authDeviceSupportResponse: { ctnvalid: valid as boolean },
    accountnumbers: [
      {
        subscribers: [
          {
            subscriberNumberLastFour: lastFour,
            supportdeviceDetailsInfo: {
              deviceMake: make,
              deviceModel: 'Pixel 9',
              deviceOS: 'Android',
              deviceClassifications: { deviceType: 'Smartphone' },
            },
          },
        ],
      },
    ],
  });
  const recognised = {
    kind: 'recognised',
    lastFour: '4821',
    device: { make: 'Google', model: 'Pixel 9', os: 'Android', type: 'Smartphone' },
  };

  it.each([
    ['allowed, valid device', body(true, true), false, recognised],
    ['allowed as a string, valid as a string', body('TRUE', 'true'), false, recognised],
    ['allowed, device not valid', body(true, false), false, { kind: 'ask-number' }],
    ['allowed, last four not four digits', body(true, true, '48'), false, { kind: 'ask-number' }],
    ['allowed, no make', body(true, true, '4821', ''), false, { kind: 'ask-number' }],
    ['not allowed', body(false, true), false, { kind: 'none' }],
    ['signed in', body(true, true), true, { kind: 'none' }],
    ['no answer', undefined, false, { kind: 'none' }],
  ])('%s', (_name, consent, authenticated, expected) => {
    expect(consentOutcome(consent, authenticated)).toEqual(expected);
  });
});

describe('consentAlreadyProvided', () => {
  const answer = (consentProvided: unknown, id: string | undefined = '4820197') => ({
    content: { consentProvided: consentProvided as boolean, ...(id === undefined ? {} : { id }) },
  });

  it.each([
    ['yes for this id', answer(true), true],
    ['"TRUE" for this id', answer('TRUE'), true],
    ['yes without an id (the path named it)', answer(true, undefined), true],
    ['yes for another id', answer(true, '4820193'), false],
    ['no', answer(false), false],
    ['"false"', answer('false'), false],
    ['missing', { content: {} }, false],
    ['no content', {}, false],
    ['no answer', undefined, false],
  ])('%s → %s', (_name, body, expected) => {
    expect(consentAlreadyProvided(body, '4820197')).toBe(expected);
  });
});
