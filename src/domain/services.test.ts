import { describe, expect, it } from 'vitest';
import { serviceForPath, serviceForTopic, SERVICES } from './services.ts';

describe('service selection', () => {
  it.each([
    ['/wireless', 'wireless'],
    ['/smallbusiness/wireless', 'smb-wireless'],
    ['/SmallBusiness/Wireless', 'smb-wireless'],
  ])('%s opens with %s', (path, name) => {
    expect(serviceForPath(path).name).toBe(name);
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
});
