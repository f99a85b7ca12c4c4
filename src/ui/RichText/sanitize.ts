/**
 * CMS HTML passes this allow-list before it reaches a page: text formatting, lists, links,
 * simple tables and images only. No scripts, styles, frames, forms, event handlers or
 * script-capable URLs; anything not listed is dropped.
 */
import sanitizeHtml from 'sanitize-html';

const ALLOWED_TAGS = [
  'p',
  'br',
  'hr',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'small',
  'sup',
  'sub',
  'span',
  'abbr',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'a',
  'img',
  'table',
  'caption',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
];

export const RICH_TEXT_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel', 'aria-label'],
    img: ['src', 'alt', 'width', 'height'],
    abbr: ['title'],
    th: ['scope', 'colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    ol: ['start'],
  },
  allowedSchemes: ['https', 'http', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https', 'http'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Content of these is dropped with the tag, never shown as text.
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'iframe',
    'object',
    'embed',
    'template',
  ],
  transformTags: {
    // A new-tab link must not hand the opened page a reference back to ours.
    a: (tagName, attribs) => {
      const next = { ...attribs };
      if (next['target'] === '_blank') next['rel'] = 'noopener noreferrer';
      else delete next['target'];
      return { tagName, attribs: next };
    },
  },
};

export function sanitizeRichText(html: string | null | undefined): string {
  if (!html) return '';
  return sanitizeHtml(html, RICH_TEXT_OPTIONS);
}
