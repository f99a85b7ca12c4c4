/**
 * Every feature flag on at once, in every visitor state: the page passes axe, validates, and
 * nothing shifts on a throttled phone (CPU 4x, 390 px), whatever arrives in the browser.
 */
import { expect, test } from '../support/test.ts';
import { FLAGS, type FlagKey } from '../../src/domain/flags.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { htmlProblems } from '../support/html-validity.ts';
import { layoutShifts, watchLayoutShifts } from '../support/layout-shift.ts';
import { publishAll, sandbox, signInAs } from '../support/sandbox.ts';

/** The flags that turn something off, and the one whose value is not a switch, stay as shipped. */
const LEFT_AS_SHIPPED = new Set<FlagKey>([
  'wirelessLanderChatDisable',
  'loginReportingDisable',
  'twoFactorDisable',
  'twoFactorUrl',
  'genAiSearch',
  'unifiedLander',
]);
const EVERY_FLAG_ON = Object.fromEntries(
  (Object.keys(FLAGS) as FlagKey[])
    .filter((key) => !LEFT_AS_SHIPPED.has(key))
    .map((key) => [FLAGS[key].name, 'true']),
);

const STATES = [
  { visitor: 'anonymous', path: '/wireless' },
  { visitor: 'anonymous', path: '/smallbusiness/wireless' },
  { visitor: 'Recognised, valid device', path: '/wireless' },
  { visitor: 'Signed-in consumer', path: '/wireless' },
  { visitor: 'Signed in, outage in the area', path: '/wireless' },
  { visitor: 'Small business, Internet Air active', path: '/smallbusiness/wireless' },
];

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

test.beforeEach(async ({ baseURL }) => {
  await sandbox.reset();
  await sandbox.scenario({ flags: EVERY_FLAG_ON, activeOutage: 'none' });
  await publishAll(baseURL ?? '');
});
test.afterAll(async ({ baseURL }) => {
  await sandbox.reset();
  await publishAll(baseURL ?? '');
});

for (const { visitor, path } of STATES) {
  test(`every flag on, ${visitor} on ${path}: axe, valid HTML, CLS 0.00 on a throttled phone`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    if (visitor !== 'anonymous') await signInAs(page, visitor, path);
    await watchLayoutShifts(page);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1500);
    const { total: cls, shifts } = await layoutShifts(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    test.info().annotations.push({ type: 'CLS', description: cls.toFixed(4) });
    console.log(`CLS, every flag on, ${visitor} on ${path}: ${cls.toFixed(4)}`);
    // 0.00 to two places: typically 0.0000; once, under a full CI run's load, a recognised visitor
    // measured 0.0065 (the shifts listed on failure say what moved).
    expect(cls, JSON.stringify(shifts)).toBeLessThan(0.01);
    await expectNoAxeViolations(page);
    expect(
      await htmlProblems(await page.content(), `${visitor} ${path}`, new URL(page.url()).origin),
    ).toEqual([]);
  });
}
