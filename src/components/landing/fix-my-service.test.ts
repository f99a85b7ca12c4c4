import { describe, expect, it } from 'vitest';
import { DEVICE_SELECTOR_PATH, fixMyServiceView } from './fix-my-service.ts';
import { consumer, smallBusiness } from '../../../tests/support/landing-fixtures.ts';
import { normaliseSupportContent } from '../../feeds/support-content.ts';

describe('fixMyServiceView', () => {
  const content = {
    common: { fixMyServiceDescription: 'Run a check' },
    wlsHybridTS: { title: 'Hybrid TS', steps: [{ title: 'Restart' }, { description: 'untitled' }] },
  };

  it('exists only for consumer wireless', () => {
    expect(fixMyServiceView(content as never, undefined, smallBusiness)).toBeUndefined();
  });

  it.each([
    {
      name: 'wfunauthname',
      popular: { wfunauthname: 'WF anon', wfauthname: 'WF auth' },
      anonymous: 'WF anon',
      authenticated: 'WF auth',
    },
    {
      name: 'the hybrid workflow title',
      popular: undefined,
      anonymous: 'Hybrid TS',
      authenticated: undefined,
    },
  ])(
    'names the workflow from $name (anonymous and signed in)',
    ({ popular, anonymous, authenticated }) => {
      const view = fixMyServiceView(content as never, popular as never, consumer);
      expect(view?.workflow.workflowName).toBe(anonymous);
      expect(view?.workflow.authenticatedWorkflowName).toBe(authenticated);
    },
  );

  it("falls back to the 'Fix my Wireless' label and keeps titled steps only", () => {
    const view = fixMyServiceView(
      {
        common: undefined,
        wlsHybridTS: { steps: [{ title: 'A', description: 'a' }, {}] },
      } as never,
      undefined,
      consumer,
    );
    expect(view?.workflow).toEqual({
      workflowName: 'Fix my Wireless',
      steps: [{ title: 'A', description: 'a' }],
      controls: { back: 'Back', mainMenu: { text: 'Main menu', href: '/support' } },
    });
  });

  it('passes the bar its description, sign-in return and labels', () => {
    const view = fixMyServiceView(
      content as never,
      { shortdescription: 'short' } as never,
      consumer,
    );
    expect(view?.headingId).toBe('fixMyService');
    expect(view?.bar).toEqual({
      description: 'Run a check',
      signInHref: '/acctmgmt/signin?final_url=https%3A%2F%2Fsupport.example.com%2Fwireless',
      deviceSelectorHref: DEVICE_SELECTOR_PATH,
      labels: {
        chooseDevice: 'Choose a device',
        signIn: 'Sign in',
        continueWithoutSigningIn: 'Continue without signing in',
      },
      showContinue: true,
    });
    expect(
      fixMyServiceView({} as never, { shortdescription: 'short' } as never, consumer)?.bar
        .description,
    ).toBe('short');
  });

  // Spec §2: the unauthenticated bar shows 'optionally' 'Continue without signing in'; the content
  // feed's common.showContinueWithoutSigningIn decides, and it is on unless the content says false.
  it.each([
    ['missing', true, undefined],
    ['true', true, true],
    ["'TRUE'", true, 'TRUE'],
    ['false', false, false],
    ["'false'", false, 'false'],
    ["'False'", false, 'False'],
    ["unreadable ('no')", true, 'no'],
    ['null', true, null],
  ])('continue without signing in, content says %s → shown %s', (_name, shown, value) => {
    const raw = {
      'cms-feed': {
        components: {
          default: {
            common: {
              fixMyServiceDescription: 'Run a check',
              ...(value === undefined ? {} : { showContinueWithoutSigningIn: value }),
            },
          },
        },
      },
    };
    const view = fixMyServiceView(normaliseSupportContent(raw), undefined, consumer);
    expect(view?.bar.showContinue).toBe(shown);
  });
});

describe('fixMyServiceView: an English workflow on another language page', () => {
  const hybrid = {
    wlsHybridTS: { title: 'Hybrid TS', steps: [{ title: 'Restart' }] },
  };
  it.each([
    [
      'the English hybrid workflow',
      { ...hybrid, fallbacks: ['wlsHybridTS'] },
      undefined,
      false,
      'en',
    ],
    ['the Spanish hybrid workflow', hybrid, undefined, false, undefined],
    [
      'an English article name over English steps',
      { ...hybrid, fallbacks: ['wlsHybridTS'] },
      { wfunauthname: 'Wireless troubleshooter' },
      true,
      'en',
    ],
    [
      'an English article name over Spanish steps (mixed: not marked)',
      hybrid,
      { wfunauthname: 'Wireless troubleshooter' },
      true,
      undefined,
    ],
    [
      'a Spanish article name over English steps (mixed: not marked)',
      { ...hybrid, fallbacks: ['wlsHybridTS'] },
      { wfunauthname: 'Asistente' },
      false,
      undefined,
    ],
  ])('%s', (_name, content, popular, popularEnglish, lang) => {
    const view = fixMyServiceView(content as never, popular as never, consumer, { popularEnglish });
    expect(view?.heading).toBe('Fix my Wireless');
    expect(view?.workflowLang).toBe(lang);
  });
});

describe("fixMyServiceView: the bar's description in English on another language page", () => {
  it.each([
    ["the English popular article's", {}, { shortdescription: 'Fix it' }, true, 'en'],
    ["the Spanish popular article's", {}, { shortdescription: 'Arréglelo' }, false, undefined],
    [
      "the content's own, from the English common block",
      { common: { fixMyServiceDescription: 'Fix it' }, fallbacks: ['common'] },
      { shortdescription: 'Arréglelo' },
      false,
      'en',
    ],
    [
      "the content's own, Spanish, over an English article",
      { common: { fixMyServiceDescription: 'Arréglelo' } },
      { shortdescription: 'Fix it' },
      true,
      undefined,
    ],
    ['none at all', {}, undefined, true, undefined],
  ])('%s', (_name, content, popular, popularEnglish, lang) => {
    const bar = fixMyServiceView(content as never, popular as never, consumer, {
      popularEnglish,
    })?.bar;
    expect(bar?.descriptionLang).toBe(lang);
    // An English page's bar carries no key for it at all (its props, and so its HTML, unchanged).
    if (lang === undefined) expect(bar).not.toHaveProperty('descriptionLang');
  });
});

describe('fixMyServiceView: what the workflow offers besides its steps', () => {
  const spanish = { ...consumer, locale: 'es' as const };
  const popular = { wfunauthname: 'Asistente', topoption1title: 'Reinicie su teléfono' };

  it('offers top solutions only when the page renders them', () => {
    const shown = fixMyServiceView({} as never, undefined, consumer, { topSolutions: true });
    expect(shown?.workflow.controls.topSolutions).toEqual({
      text: 'See top solutions',
      href: '#topSolutionsSection',
    });
    const none = fixMyServiceView({} as never, undefined, consumer, { topSolutions: false });
    expect(none?.workflow.controls).not.toHaveProperty('topSolutions');
  });

  it.each([
    ['an English page: nothing marked', consumer, false, undefined, undefined],
    ['a Spanish page, Spanish knowledge: nothing marked', spanish, false, undefined, undefined],
    // The whole workflow is the English stand-in: its wrapper says en, the page's labels say es.
    ['a Spanish page, English knowledge', spanish, true, 'es', undefined],
  ])('%s', (_name, view, popularEnglish, controlsLang, solutionLang) => {
    const workflow = fixMyServiceView({} as never, popular as never, view, {
      popularEnglish,
    })?.workflow;
    expect(workflow?.controls.lang).toBe(controlsLang);
    expect(workflow?.popularSolution?.title).toBe('Reinicie su teléfono');
    expect(workflow?.popularSolution?.lang).toBe(solutionLang);
  });

  it('marks an English popular solution under a Spanish workflow', () => {
    const content = { wlsHybridTS: { title: 'Asistente', steps: [{ title: 'Reinicie' }] } };
    const workflow = fixMyServiceView(
      content as never,
      { topoption1title: 'Restart your phone' } as never,
      spanish,
      { popularEnglish: true },
    )?.workflow;
    expect(workflow?.controls).not.toHaveProperty('lang');
    expect(workflow?.popularSolution?.lang).toBe('en');
  });
});
