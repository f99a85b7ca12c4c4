/**
 * Contact-us content from the content orchestration service (raw mode); smb has its own path.
 * Content, so asked in the page's language, with the English answer standing in for a language
 * that has none.
 */
import { z } from 'zod';
import { fetchJson } from './http.ts';
import { dig, listOf, parseOr, text, linkUrl } from './schema-kit.ts';
import { otherLocaleQuery, type FeedContext } from './context.ts';
import { readOrEnglish, reportFallbacks } from './locale-fallback.ts';

/** Services with no contact-us mapping. */
export const CONTACT_US_UNAVAILABLE = new Set([
  'biz',
  'email-support',
  'smb-dsl-high-speed',
  'smb-email-support',
]);

const optionSchema = z.object({
  title: text,
  description: text,
  linkText: text,
  linkUrl: linkUrl('contact-us.option.linkUrl'),
  icon: text,
});
const contactUsSchema = z.object({ title: text, description: text, options: listOf(optionSchema) });

export type ContactUs = z.infer<typeof contactUsSchema> & {
  /** `en` when this is the English answer standing in for the page's language. */
  lang?: 'en';
};
export const EMPTY_CONTACT_US: ContactUs = parseOr(contactUsSchema, {}, {
  options: [],
} as unknown as ContactUs);

export function contactUsAvailable(serviceOrCustomerType: string): boolean {
  return !CONTACT_US_UNAVAILABLE.has(serviceOrCustomerType);
}

export function normaliseContactUs(raw: unknown): ContactUs {
  return parseOr(contactUsSchema, dig(raw, 'content') ?? raw ?? {}, EMPTY_CONTACT_US);
}

export async function fetchContactUs(
  ctx: FeedContext,
  value: string,
  smallBusiness: boolean,
): Promise<ContactUs> {
  if (!contactUsAvailable(value)) return EMPTY_CONTACT_US;
  const base = '/msapi/idp-content-orchestration/v1/idpcms/support/contactus';
  const path = `${base}/${smallBusiness ? 'smb/' : ''}${encodeURIComponent(value)}`;
  const answer = await readOrEnglish(
    ctx.locale,
    async (locale) =>
      normaliseContactUs(
        await fetchJson({
          ...ctx.callOptions,
          url: ctx.apiUrl(path, { mode: 'raw', ...otherLocaleQuery(locale) }),
        }),
      ),
    (contact) => contact.options.length === 0,
  );
  if (!answer.english) return answer.value;
  reportFallbacks('contact-us', ctx.locale, [smallBusiness ? `smb ${value}` : value]);
  return { ...answer.value, lang: 'en' };
}
