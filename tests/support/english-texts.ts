/**
 * The English product texts a page in another language must not show, and the check that finds
 * them. The list is built from the English catalogue (src/domain/i18n/en/, every area): each text
 * whose translation differs and that is longer than 3 characters, and each message function
 * called with sample arguments (its arguments may be anything, so they match any text). A text
 * that reads the same in both languages (a product name: 'Smart Home Manager', 'Wi-Fi') is not
 * English on the page.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Locale } from '../../src/domain/i18n/locales.ts';
import type { PageText } from './page-texts.ts';

export interface EnglishText {
  /** Where it lives: `area key.path`. */
  key: string;
  /** The text, with `…` where an argument goes. */
  text: string;
  matcher: RegExp;
}

export interface EnglishTextFound {
  key: string;
  text: string;
  /** The page text (a text node or an attribute value) that showed it. */
  where: string;
}

const CATALOGUE = path.resolve('src/domain/i18n');
/** Texts this short ('Back' is 4) are too likely to be part of other words to be listed. */
const MIN_LENGTH = 4;
/**
 * Stands in for a string argument (private-use characters, which no text has); a number argument
 * is called with 1 and 2 (both plural forms).
 */
const slot = (index: number) => `\uE000${index}\uE001`;
const SLOT = /\uE000\d+\uE001/;
const SAMPLE_NUMBERS = [1, 2] as const;

type Message = (...args: unknown[]) => string;

/** Every leaf of a catalogue: its dotted key and its value (a text or a message function). */
function leaves(value: unknown, prefix = ''): [string, unknown][] {
  if (typeof value !== 'object' || value === null) return [[prefix, value]];
  return Object.entries(value).flatMap(([key, child]) =>
    leaves(child, prefix ? `${prefix}.${key}` : key),
  );
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A text matches where it stands as words of its own, not inside a longer word. A text of one
 * word matches only a whole page text (the word 'Wireless' in 'Fixed Wireless' is a product name,
 * not the English label); so does a message of one word around its arguments, each argument then
 * one word ('Welcome, Jordan', 'Account 530012345', but not the feed's 'Account & billing').
 * A longer text or message matches anywhere in a page text, an argument standing for any text.
 */
function matcherFor(pieces: string[]): RegExp {
  const words = pieces.join(' ').trim().split(/\s+/).length;
  if (words === 1) return new RegExp(`^${pieces.map(escape).join('\\S+')}$`, 'u');
  const body = pieces.map(escape).join('.+?');
  return new RegExp(`(?<![\\p{L}\\p{N}])${body}(?![\\p{L}\\p{N}])`, 'u');
}

function listed(key: string, pieces: string[]): EnglishText | undefined {
  const literal = pieces.join('').trim();
  if (literal.length < MIN_LENGTH) return undefined;
  return { key, text: pieces.join('…'), matcher: matcherFor(pieces) };
}

/**
 * The argument lists to call a message with: the first choice of string and number parameters
 * whose English text makes sense (a number parameter given a string says NaN), with each
 * number parameter at 1 and at 2.
 */
function sampleArguments(message: Message): unknown[][] {
  const count = message.length;
  const masks = Array.from({ length: 2 ** count }, (_, mask) => mask).sort(
    (a, b) => a.toString(2).split('1').length - b.toString(2).split('1').length,
  );
  for (const mask of masks) {
    const calls = SAMPLE_NUMBERS.map((number) =>
      Array.from({ length: count }, (_, index) => (mask & (1 << index) ? number : slot(index))),
    );
    const works = calls.every((args) => {
      try {
        return !message(...args).includes('NaN');
      } catch {
        return false;
      }
    });
    if (works) return mask === 0 ? calls.slice(0, 1) : calls;
  }
  return [];
}

async function catalogue(locale: Locale, area: string): Promise<unknown> {
  const module = (await import(pathToFileURL(path.join(CATALOGUE, locale, area)).href)) as {
    default: unknown;
  };
  return module.default;
}

/** The English texts that must not appear on a page in `locale`, from every catalogue area. */
export async function englishTexts(locale: Locale): Promise<EnglishText[]> {
  const areas = readdirSync(path.join(CATALOGUE, 'en')).filter((file) => file.endsWith('.ts'));
  const texts: EnglishText[] = [];
  for (const area of areas) {
    const theirs = new Map(leaves(await catalogue(locale, area)));
    for (const [key, english] of leaves(await catalogue('en', area))) {
      const translated = theirs.get(key);
      const name = `${area.replace(/\.ts$/, '')} ${key}`;
      if (typeof english === 'string') {
        const text = english.trim();
        if (text === translated?.toString().trim()) continue;
        const entry = listed(name, [text]);
        if (entry) texts.push(entry);
      } else if (typeof english === 'function') {
        for (const args of sampleArguments(english as Message)) {
          const text = (english as Message)(...args);
          if (typeof translated === 'function' && text === (translated as Message)(...args))
            continue;
          const entry = listed(name, text.split(SLOT));
          if (entry && !texts.some((known) => known.text === entry.text)) texts.push(entry);
        }
      }
    }
  }
  return texts;
}

/** The English texts among a page's texts (each a text node's or an attribute's value). */
export function englishTextsIn(
  pageTexts: readonly string[],
  english: readonly EnglishText[],
): EnglishTextFound[] {
  const found: EnglishTextFound[] = [];
  for (const raw of pageTexts) {
    const where = raw.replace(/\s+/g, ' ').trim();
    if (!where) continue;
    for (const { key, text, matcher } of english)
      if (matcher.test(where)) found.push({ key, text, where });
  }
  return found;
}

/**
 * The texts `englishTextsIn` reads: every text the page has, hidden ones included (a service panel
 * the visitor has not chosen is in the page's language too), but for those in an English block
 * (`lang="en"` the nearest `lang` up the tree: a block the feed had only in English).
 */
export const notInEnglishBlocks = (texts: readonly PageText[]): string[] =>
  texts.filter(({ lang }) => !lang.startsWith('en')).map(({ text }) => text);
