import { describe, expect, it } from 'vitest';
import {
  isLowRating,
  lowRatingAction,
  lowRatingOffer,
  searchHrefFor,
  type LowRatingHelp,
} from './low-rating.ts';

// The rating panel reports thumbs down as 1 and thumbs up as 5 (video/parts/rating.ts).
const THUMBS_DOWN = 1;
const THUMBS_UP = 5;
const SEARCH = '/wireless#search-support';
const all: LowRatingHelp = {
  chatHref: '/support/chat',
  assistant: { serviceAlias: 'wireless' },
  searchHref: SEARCH,
};
const noChat: LowRatingHelp = { assistant: { serviceAlias: 'smbwireless' }, searchHref: SEARCH };
const searchOnly: LowRatingHelp = { searchHref: SEARCH };

describe('which ratings are low', () => {
  it.each([
    [1, true],
    [2, true],
    [3, false],
    [4, false],
    [5, false],
    [0, false],
    [THUMBS_DOWN, true],
    [THUMBS_UP, false],
  ])('%d → %s', (rating, low) => {
    expect(isLowRating(rating)).toBe(low);
  });
});

describe('the offer after a submitted rating', () => {
  it.each([
    ['1 star, everything allowed', 1, all, 'chat'],
    ['2 stars, everything allowed', 2, all, 'chat'],
    ['thumbs down, everything allowed', THUMBS_DOWN, all, 'chat'],
    ['1 star, chat off', 1, noChat, 'assistant'],
    ['thumbs down, chat off', THUMBS_DOWN, noChat, 'assistant'],
    ['2 stars, chat and assistant off', 2, searchOnly, 'search'],
    ['1 star, an empty chat address', 1, { ...noChat, chatHref: '' }, 'assistant'],
    ['3 stars', 3, all, undefined],
    ['5 stars', 5, all, undefined],
    ['thumbs up', THUMBS_UP, all, undefined],
    ['1 star on a host that allows nothing (an embed)', 1, undefined, undefined],
  ] as const)('%s → %s', (_, rating, help, offer) => {
    expect(lowRatingOffer(rating, help)).toBe(offer);
  });
});

describe('what the offer shows', () => {
  const title = 'How to restart your phone';
  it.each([
    ['chat: the chat link', all, { offer: 'chat', href: '/support/chat' }],
    ['assistant: the service alias', noChat, { offer: 'assistant', serviceAlias: 'smbwireless' }],
    [
      'search: the search with the title',
      searchOnly,
      { offer: 'search', href: '/wireless?q=How+to+restart+your+phone#search-support' },
    ],
  ] as const)('%s', (_, help, action) => {
    expect(lowRatingAction(1, help, title)).toEqual(action);
  });
  it('nothing for a good rating', () => {
    expect(lowRatingAction(4, all, title)).toBeUndefined();
  });
});

describe("the search offer's address", () => {
  it.each([
    ['/wireless#search-support', 'Restart', '/wireless?q=Restart#search-support'],
    [
      '/es/smallbusiness/wireless#search-support',
      'Set up your new phone',
      '/es/smallbusiness/wireless?q=Set+up+your+new+phone#search-support',
    ],
    ['/wireless', 'A & B #1', '/wireless?q=A+%26+B+%231'],
    ['/wireless?envVar=dev#s', 'x', '/wireless?envVar=dev&q=x#s'],
    ['/wireless?q=old#s', 'new', '/wireless?q=new#s'],
    [
      'https://www.example.com/wireless#search-support',
      'Phone',
      'https://www.example.com/wireless?q=Phone#search-support',
    ],
  ])('%s with %j → %s', (href, title, expected) => {
    expect(searchHrefFor(href, title)).toBe(expected);
  });

  it('the query reads back as the title', () => {
    const title = 'Insert your SIM card (2/3): "nano" & more';
    const href = searchHrefFor(SEARCH, title);
    expect(new URL(href, 'https://site.example').searchParams.get('q')).toBe(title);
  });
});
