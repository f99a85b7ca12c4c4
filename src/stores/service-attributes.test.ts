// @vitest-environment jsdom
import { INTERNET_AIR } from '../../tests/support/services.ts';
import {
  parseServiceBlock,
  serviceInBlocks,
  shownService,
  type BlockData,
  type CurrentService,
} from './service-attributes.ts';

/** A block's data as an Internet Air block on the small-business page carries it. */
const air: BlockData = {
  service: 'smb-internet-air',
  serviceAlias: 'smbinternetair',
  navigationTree: 'smallbusiness/support/internet-air',
  chatEnabled: 'false',
  tabName: 'Internet Air',
  genaiAlias: 'smbinternetair',
};
const airValues = INTERNET_AIR;

describe('parseServiceBlock', () => {
  it.each<{ name: string; data: BlockData; values: CurrentService | undefined }>([
    { name: 'a whole block', data: air, values: airValues },
    {
      name: 'chat on',
      data: { ...air, service: 'wireless', chatEnabled: 'true' },
      values: { ...airValues, service: 'wireless', chatEnabled: true },
    },
    {
      name: 'a service the site does not have',
      data: { ...air, service: 'smb-dsl' },
      values: undefined,
    },
    { name: 'an inherited name', data: { ...air, service: 'toString' }, values: undefined },
    { name: 'no service', data: { ...air, service: undefined }, values: undefined },
    { name: 'no alias', data: { ...air, serviceAlias: undefined }, values: undefined },
    { name: 'a blank alias', data: { ...air, serviceAlias: ' ' }, values: undefined },
    { name: 'no navigation tree', data: { ...air, navigationTree: '' }, values: undefined },
    { name: 'no tab name', data: { ...air, tabName: undefined }, values: undefined },
    { name: 'no GenAI alias', data: { ...air, genaiAlias: undefined }, values: undefined },
    {
      name: 'a chat flag that is not a boolean',
      data: { ...air, chatEnabled: 'yes' },
      values: undefined,
    },
    { name: 'no chat flag', data: { ...air, chatEnabled: undefined }, values: undefined },
  ])('$name', ({ data, values }) => {
    expect(parseServiceBlock(data)).toEqual(values);
  });
});

describe('reading the blocks of a page', () => {
  beforeEach(() => {
    // As the small-business page renders: the opening service's blocks shown, the other's
    // hidden; a generative-AI widget inside a block names its service by its alias, and the
    // order-status slot carries only `data-service`.
    document.body.innerHTML = `
      <div class="order-slot" data-service="smb-internet-air" hidden></div>
      <section data-service="smb-wireless" data-service-alias="smbwireless"
        data-navigation-tree="smallbusiness/support/wireless" data-chat-enabled="false"
        data-tab-name="Fixed Wireless" data-genai-alias="smbwireless">
        <genai-search-widget data-service="smbwireless"></genai-search-widget>
      </section>
      <section data-service="smb-internet-air" data-service-alias="smbinternetair"
        data-navigation-tree="smallbusiness/support/internet-air" data-chat-enabled="false"
        data-tab-name="Internet Air" data-genai-alias="smbinternetair" hidden></section>`;
  });

  it("serviceInBlocks reads a service's values from its block, hidden or not", () => {
    expect(serviceInBlocks(document, 'smb-internet-air')).toEqual(airValues);
    expect(serviceInBlocks(document, 'smb-wireless')?.tabName).toBe('Fixed Wireless');
    expect(serviceInBlocks(document, 'wireless')).toBeUndefined();
  });

  it('shownService is the service whose blocks show', () => {
    expect(shownService(document)?.service).toBe('smb-wireless');
    for (const block of document.querySelectorAll('section')) block.toggleAttribute('hidden');
    expect(shownService(document)).toEqual(airValues);
  });

  it('a page with one service has no service blocks', () => {
    document.body.innerHTML = '<div data-page-analytics data-service="wireless"></div>';
    expect(shownService(document)).toBeUndefined();
  });
});
