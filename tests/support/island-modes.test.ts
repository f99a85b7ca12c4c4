import { hydratesUntapped, replayMode } from './island-modes.ts';

describe('replayMode', () => {
  it.each([
    [true, 'true'],
    ['idle', 'idle'],
    ['personal', 'personal'],
    [{ ask: 'top-solutions' }, '{"ask":"top-solutions"}'],
    [{ when: 'interaction', document: 'a' }, '{"when":"interaction","document":"a"}'],
  ])('%j is %s', (value, mode) => {
    expect(replayMode(value)).toBe(mode);
  });
});

describe('hydratesUntapped', () => {
  it.each([
    ['true', false, true],
    ['idle', false, true],
    ['personal', false, false],
    ['personal', true, true],
    ['{"when":"interaction","document":"a"}', true, false],
    ['{"ask":"top-solutions"}', true, false],
    ['{"ask":"number-dialog"}', false, false],
  ])('%s, personalised %s: %s', (mode, personal, expected) => {
    expect(hydratesUntapped(mode, personal)).toBe(expected);
  });
});
