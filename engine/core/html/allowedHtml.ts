/**
 * The one allow-list for HTML that comes from stored content (descriptions, comparison texts): the server cleans it with sanitize-html before it stores or answers it, the client cleans
 * it again with DOMPurify before rendering. Both feed their library from these lists and run
 * `allowedAttributes` on every kept element, so the two sides can never drift apart.
 *
 * Pure TypeScript: the libraries do the parsing; this module only says what may survive.
 */

/** Formatting the catalogue uses. Anything else is dropped, its text kept. */
export const ALLOWED_TAGS: readonly string[] = [
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
  'sub',
  'sup',
  'span',
  'div',
  'ul',
  'ol',
  'li',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
  'a',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
];

/**
 * Elements dropped together with everything inside them: their content is code, styles, embedded
 * documents or form controls, never text a reader should see.
 */
export const DROPPED_WITH_CONTENT: readonly string[] = [
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'template',
  'noscript',
  'svg',
  'math',
  'textarea',
  'select',
  'option',
  'title',
  'head',
  'xmp',
  'noembed',
  'noframes',
  'plaintext',
];

/** Attributes an author may give, per tag; every other attribute (handlers, style, class) is dropped. */
const AUTHOR_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  a: ['href', 'title'],
  td: ['colspan', 'rowspan'],
  th: ['colspan', 'rowspan'],
};

/** Attributes the sanitised HTML may hold, per tag: the authors' ones plus what links to other sites get. */
export const ALLOWED_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  ...AUTHOR_ATTRIBUTES,
  a: [...AUTHOR_ATTRIBUTES.a!, 'target', 'rel'],
};

/** URL schemes a link may use (lower case, without the colon). */
export const ALLOWED_URL_SCHEMES: readonly string[] = ['https', 'http', 'mailto', 'tel'];

/** Schemes whose links leave the site, so they open apart and learn nothing of this page. */
const OFF_SITE_SCHEMES = new Set(['https', 'http']);

/** A scheme as the URL standard reads one: a letter, then letters, digits, `+`, `-` or `.`, then `:`. */
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

/**
 * Whitespace and control characters anywhere in a link are refused: browsers drop tabs and newlines
 * inside URLs and trim controls around them, which is how `jav&#9;ascript:` slips past naive checks.
 */
// eslint-disable-next-line no-control-regex -- the control characters are what it looks for
const INVISIBLE = /[\s\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028-\u202e\u2060-\u206f\ufeff]/;

/**
 * Whether a link target (as the parser decoded it, entities resolved) is safe to keep: an http(s),
 * mailto or tel URL, a path on this site (`/x`, not `//host` nor `/\host`, which browsers resolve
 * to another host), or a relative reference (`pagina`, `#sezione`, `?q=1`) that starts with no
 * backslash.
 *
 * @example isSafeHref('/pagina') // true
 * @example isSafeHref('/\\evil.example') // false
 */
export function isSafeHref(href: string): boolean {
  if (href === '' || INVISIBLE.test(href)) return false;
  const scheme = SCHEME.exec(href)?.[1];
  if (scheme !== undefined) return ALLOWED_URL_SCHEMES.includes(scheme.toLowerCase());
  // No scheme: a path or relative reference. Backslashes count as slashes in browsers' URL parser.
  if (href.includes('\\')) return false;
  return !href.startsWith('//');
}

/** Whether a (safe) link leaves the site. */
export function isOffSiteHref(href: string): boolean {
  const scheme = SCHEME.exec(href)?.[1];
  return scheme !== undefined && OFF_SITE_SCHEMES.has(scheme.toLowerCase());
}

const SPAN = /^[1-9]\d?$/;

/**
 * The attributes an element keeps, from those the author gave: only the tag's allowed ones with a
 * valid value and no angle brackets; a link to another site also opens in a new tab with `rel="noopener noreferrer"`
 * (whatever target or rel the author wrote). Both sanitisers call this for every element they keep.
 *
 * @example allowedAttributes('a', { href: 'https://www.ivass.it', onclick: 'x()' })
 *   // { href: 'https://www.ivass.it', target: '_blank', rel: 'noopener noreferrer' }
 */
export function allowedAttributes(
  tag: string,
  attributes: Readonly<Record<string, string>>,
): Record<string, string> {
  const names = AUTHOR_ATTRIBUTES[tag.toLowerCase()];
  const kept: Record<string, string> = {};
  if (!names) return kept;
  for (const name of names) {
    const value = attributes[name];
    // Angle brackets in a value only serve to break out of it where HTML is re-parsed (mXSS).
    if (value === undefined || /[<>]/.test(value)) continue;
    if (name === 'href') {
      if (isSafeHref(value)) kept.href = value;
    } else if (name === 'colspan' || name === 'rowspan') {
      if (SPAN.test(value)) kept[name] = value;
    } else {
      kept[name] = value;
    }
  }
  if (kept.href !== undefined && isOffSiteHref(kept.href)) {
    kept.target = '_blank';
    kept.rel = 'noopener noreferrer';
  }
  return kept;
}
