import { afterEach, describe, expect, it } from 'vitest';
import { $isRecogStateOn } from '../stores/recognised.ts';
import { $isAuth } from '../stores/session.ts';
import { currentVisitorKind } from './web-vitals-visitor.ts';

afterEach(() => {
  $isAuth.set(false);
  $isRecogStateOn.set(false);
});

describe('currentVisitorKind', () => {
  it.each([
    [false, false, 'anonymous'],
    [false, true, 'recognised'],
    [true, false, 'signedIn'],
    [true, true, 'signedIn'],
  ])('signed in %s, recognised %s: %s', (signedIn, recognised, kind) => {
    $isAuth.set(signedIn);
    $isRecogStateOn.set(recognised);
    expect(currentVisitorKind()).toBe(kind);
  });
});
