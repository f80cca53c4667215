import sanitizeHtml from 'sanitize-html';

// docs/activities.md "Description" / DESIGN §6 "Rich text is sanitised": an allow-list, applied on
// the server before the description is stored. Links may only be http, https or mailto; images only
// our own uploads.
const UPLOAD_SRC = /^\/api\/uploads\/\d+$/;

const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'em',
    'u',
    's',
    'ul',
    'ol',
    'li',
    'h2',
    'h3',
    'blockquote',
    'a',
    'img',
  ],
  allowedAttributes: { a: ['href', 'target', 'rel'], img: ['src', 'alt'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { a: ['http', 'https', 'mailto'], img: [] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  exclusiveFilter: (frame) => frame.tag === 'img' && !UPLOAD_SRC.test(frame.attribs.src ?? ''),
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.href ? { ...attribs, rel: 'noopener noreferrer nofollow' } : {},
    }),
  },
};

/** The description as stored and answered: only the allow-listed formatting survives. */
export function sanitizeDescription(html: string): string {
  return sanitizeHtml(html, options);
}
