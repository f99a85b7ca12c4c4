/** The tab a signed-in visitor lands on, and which service data a topic loads. */

const DEFAULT_TAB: Record<string, string> = {
  myWireless: 'topic_wireless0',
  'internet-air': 'topic_internet4',
};

export function defaultTabOnAuth(service: string): string | undefined {
  return DEFAULT_TAB[service];
}

export type ServiceData = 'fixed-wireless' | 'internet-air';

const TOPIC_DATA: Record<string, ServiceData> = {
  topic_wireless0: 'fixed-wireless',
  topic_wireless3: 'fixed-wireless',
  topic_internet4: 'internet-air',
};

export function serviceDataForTopic(topic: string): ServiceData | undefined {
  return TOPIC_DATA[topic];
}
