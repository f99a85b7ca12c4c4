// @vitest-environment jsdom
import { cleanStores } from 'nanostores';
import { $currentService, chooseService, type CurrentService } from './service.ts';
import { FIXED_WIRELESS, INTERNET_AIR } from '../../tests/support/services.ts';

const wireless = FIXED_WIRELESS;
const air = INTERNET_AIR;

const block = (values: CurrentService, hidden: boolean) =>
  `<section data-service="${values.service}" data-service-alias="${values.alias}"
    data-navigation-tree="${values.navigationTree}" data-chat-enabled="${values.chatEnabled}"
    data-tab-name="${values.tabName}" data-genai-alias="${values.genAiAlias}"
    ${hidden ? 'hidden' : ''}></section>`;

afterEach(() => {
  // Atoms keep their value across tests: cleanStores drops listeners and mounts, set() the value.
  cleanStores($currentService);
  $currentService.set(undefined);
  document.body.innerHTML = '';
});

describe('the current service', () => {
  describe('given the small-business page as the server sent it', () => {
    beforeEach(() => {
      document.body.innerHTML = block(wireless, false) + block(air, true);
    });

    it('then its first reader gets the opening service, read from the blocks the page shows', () => {
      expect($currentService.get()).toEqual(wireless);
    });

    it('when Internet Air is chosen, then its values are current and listeners hear it', () => {
      const heard: (string | undefined)[] = [];
      const stop = $currentService.listen((values) => heard.push(values?.service));
      chooseService(air);
      expect($currentService.get()).toEqual(air);
      chooseService({ ...air });
      expect(heard).toEqual(['smb-internet-air']);
      stop();
    });

    it('when a service was chosen before anything read the store, then the choice stands', () => {
      chooseService(air);
      expect($currentService.get()).toEqual(air);
    });
  });

  describe('given a page with one service (no per-service blocks)', () => {
    it('then there is no current service to switch', () => {
      document.body.innerHTML = '<div data-page-analytics data-service="wireless"></div>';
      expect($currentService.get()).toBeUndefined();
    });
  });
});
