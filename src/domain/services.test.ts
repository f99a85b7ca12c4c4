import { describe, expect, it } from 'vitest';
import {
  customerTypeForPath,
  landingPathOf,
  serviceForPath,
  serviceForTopic,
  serviceSwitchData,
  SERVICE_INFO,
  SERVICES,
  type ServiceInfo,
} from './services.ts';

describe('service selection', () => {
  it.each([
    ['/wireless', 'wireless'],
    ['/smallbusiness/wireless', 'smb-wireless'],
    ['/SmallBusiness/Wireless', 'smb-wireless'],
    ['/es/wireless', 'wireless'],
    ['/es/smallbusiness/wireless', 'smb-wireless'],
  ])('%s opens with %s', (path, name) => {
    expect(serviceForPath(path).name).toBe(name);
  });

  it.each([
    ['/wireless', 'consumer'],
    ['/es/wireless', 'consumer'],
    ['/smallbusiness/wireless', 'smb'],
    ['/es/smallbusiness/wireless', 'smb'],
  ])('%s is for a %s customer', (path, type) => {
    expect(customerTypeForPath(path)).toBe(type);
  });

  it('maps topics to services on switching', () => {
    expect(serviceForTopic('topic_internet4', true)?.name).toBe('smb-internet-air');
    expect(serviceForTopic('topic_wireless3', true)?.name).toBe('smb-wireless');
    expect(serviceForTopic('topic_wireless0', false)?.name).toBe('wireless');
    expect(serviceForTopic('topic_other', false)).toBeUndefined();
  });

  it('carries the spec table', () => {
    expect(SERVICES.wireless).toMatchObject({
      group: 'srvgroup_wireless',
      topic: 'topic_wireless0',
      pageId: 'PG2057',
      chatEnabled: true,
      tabLabel: 'Fixed Wireless',
    });
    expect(SERVICES['smb-wireless']).toMatchObject({
      group: 'srvgroup_smbwireless',
      topic: 'topic_wireless3',
    });
    expect(SERVICES['smb-internet-air']).toMatchObject({
      group: 'srvgroup_smbuverseinternet',
      topic: 'topic_internet4',
      tabLabel: 'Internet Air',
    });
  });

  /** Spec §1: the fields a service info entry carries. */
  const SPEC_FIELDS = [
    'chatComponentEnable',
    'contactusSMB',
    'contcatUsCmsContext',
    'contcatUsService',
    'contcatUsServiceAlias',
    'displayName',
    'esupportSMB',
    'navigationTree',
    'serviceGroup',
    'serviceName',
    'serviceTopicName',
    'tDicePageId',
    'GenAIWidgetServiceAlias',
  ] as const satisfies readonly (keyof ServiceInfo)[];

  it.each(Object.values(SERVICES).map((service) => [service.name, service] as const))(
    '%s carries a service info entry with every field of spec §1, which the site reads it by',
    (name, service) => {
      const info = service.info;
      // Every field but the page id (the specification gives one to wireless only) is set.
      for (const field of SPEC_FIELDS.filter((f) => f !== 'tDicePageId'))
        expect(info[field], `${name}.${field}`).not.toBeUndefined();
      expect(info).toBe(SERVICE_INFO[name]);
      expect(service).toMatchObject({
        name: info.serviceName,
        group: info.serviceGroup,
        topic: info.serviceTopicName,
        displayName: info.displayName,
        chatEnabled: info.chatComponentEnable,
      });
      expect(service.pageId).toBe(info.tDicePageId);
    },
  );

  it('the entries follow the spec table: groups, topics, page id, chat; smb contact us and e-support', () => {
    expect(SERVICE_INFO.wireless).toMatchObject({
      serviceName: 'wireless',
      serviceGroup: 'srvgroup_wireless',
      serviceTopicName: 'topic_wireless0',
      tDicePageId: 'PG2057',
      chatComponentEnable: true,
      contactusSMB: false,
      esupportSMB: false,
    });
    expect(SERVICE_INFO['smb-wireless']).toMatchObject({
      serviceGroup: 'srvgroup_smbwireless',
      serviceTopicName: 'topic_wireless3',
      chatComponentEnable: false,
      contactusSMB: true,
      esupportSMB: true,
    });
    expect(SERVICE_INFO['smb-internet-air']).toMatchObject({
      serviceGroup: 'srvgroup_smbuverseinternet',
      serviceTopicName: 'topic_internet4',
      chatComponentEnable: false,
      contactusSMB: true,
      esupportSMB: true,
    });
  });

  it('each service has a GenAI widget alias and a support alias of its own', () => {
    const entries = Object.values(SERVICE_INFO);
    expect(new Set(entries.map((info) => info.GenAIWidgetServiceAlias)).size).toBe(entries.length);
    expect(new Set(entries.map((info) => info.contcatUsServiceAlias)).size).toBe(entries.length);
  });

  it.each([
    [
      'smb-wireless',
      {
        alias: 'smbwireless',
        navigationTree: 'smallbusiness/support/wireless',
        chat: false,
        tabName: 'Fixed Wireless',
        genAiAlias: 'smbwireless',
      },
    ],
    [
      'smb-internet-air',
      {
        alias: 'smbinternetair',
        navigationTree: 'smallbusiness/support/internet-air',
        chat: false,
        tabName: 'Internet Air',
        genAiAlias: 'smbinternetair',
      },
    ],
  ] as const)(
    'switching to %s switches to its alias, tree, chat, tab name and GenAI alias',
    (name, data) => {
      expect(serviceSwitchData(SERVICES[name])).toEqual(data);
    },
  );
});

describe('landingPathOf', () => {
  it.each([
    ['wireless', '/wireless'],
    ['smb-wireless', '/smallbusiness/wireless'],
    ['smb-internet-air', '/smallbusiness/wireless'],
  ] as const)('%s is served on %s', (name, path) => {
    expect(landingPathOf(SERVICES[name])).toBe(path);
  });
});
