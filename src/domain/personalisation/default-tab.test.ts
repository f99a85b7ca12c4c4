import { describe, expect, it } from 'vitest';
import { defaultTabOnAuth, serviceDataForTopic } from './default-tab.ts';

describe('default tab and service data', () => {
  it.each([
    ['myWireless', 'topic_wireless0'],
    ['internet-air', 'topic_internet4'],
    ['smb-wireless', undefined],
    ['', undefined],
  ])('defaultTabOnAuth(%j) → %j', (service, topic) => {
    expect(defaultTabOnAuth(service)).toBe(topic);
  });
  it.each([
    ['topic_wireless0', 'fixed-wireless'],
    ['topic_wireless3', 'fixed-wireless'],
    ['topic_internet4', 'internet-air'],
    ['topic_other', undefined],
  ])('serviceDataForTopic(%j) → %j', (topic, data) => {
    expect(serviceDataForTopic(topic)).toBe(data);
  });
});
