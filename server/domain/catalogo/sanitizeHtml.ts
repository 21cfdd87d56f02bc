/**
 * An allowlist HTML sanitiser for catalogue descriptions (no DOM needed on the server). Known
 * formatting tags survive without attributes (bar safe links and table spans); dangerous elements
 * are dropped with their content; any other tag is dropped but its text kept; text is re-escaped.
 * The client sanitises again with DOMPurify before rendering.
 *
 * sanitizeHtml('<p onclick="x()">Ciao <script>alert(1)</script><b>mondo</b></p>') → '<p>Ciao <b>mondo</b></p>'
 */

const ALLOWED = new Set([
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
]);
const VOID = new Set(['br', 'hr']);
/** Dropped together with everything inside them. */
const DROP_CONTENT = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'template',
  'noscript',
  'svg',
  'math',
  'textarea',
  'select',
  'title',
  'head',
  'xmp',
  'noembed',
  'noframes',
]);

const TOKEN = /<!--[\s\S]*?(?:-->|$)|<(\/?)([a-zA-Z][a-zA-Z0-9]*)((?:[^>"']|"[^"]*"|'[^']*')*)>|<|[^<]+/g;
const ATTR = /([^\s=/"']+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  colon: ':',
  tab: '\t',
  newline: '\n',
  nbsp: '\u00a0',
};

function decodeEntities(s: string): string {
  return s.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);?/gi, (m, body: string) => {
    if (body[0] === '#') {
      const code =
        body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : '';
    }
    return NAMED[body.toLowerCase()] ?? m;
  });
}

const escapeText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttr = (s: string) => escapeText(s).replace(/"/g, '&quot;');

/** Links may only go to http(s), mailto, same-site paths or anchors. */
function safeHref(raw: string): string | null {
  // eslint-disable-next-line no-control-regex
  const value = decodeEntities(raw).replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  return /^(https?:|mailto:|\/(?!\/)|#)/i.test(value) ? value : null;
}

function renderAttributes(tag: string, source: string): string {
  let out = '';
  for (const m of source.matchAll(ATTR)) {
    const name = m[1]!.toLowerCase();
    const value = m[2] ?? m[3] ?? m[4] ?? '';
    if (tag === 'a' && name === 'href') {
      const href = safeHref(value);
      if (href !== null) out += ` href="${escapeAttr(href)}"`;
    } else if (tag === 'a' && name === 'title') {
      out += ` title="${escapeAttr(decodeEntities(value))}"`;
    } else if ((tag === 'td' || tag === 'th') && (name === 'colspan' || name === 'rowspan')) {
      if (/^\d{1,2}$/.test(value)) out += ` ${name}="${value}"`;
    }
  }
  if (tag === 'a') out += ' target="_blank" rel="noopener noreferrer"';
  return out;
}

export function sanitizeHtml(input: string): string {
  const out: string[] = [];
  const open: string[] = [];
  let skipping: string | null = null;
  for (const m of input.matchAll(TOKEN)) {
    const [token, slash, rawName, attrs] = m;
    if (token.startsWith('<!--')) continue;
    const name = rawName?.toLowerCase();
    if (skipping) {
      if (name === skipping && slash) skipping = null;
      continue;
    }
    if (!name) {
      out.push(escapeText(decodeEntities(token)));
      continue;
    }
    if (DROP_CONTENT.has(name)) {
      if (!slash && !/\/\s*$/.test(attrs ?? '')) skipping = name;
      continue;
    }
    if (!ALLOWED.has(name)) continue;
    if (slash) {
      const at = open.lastIndexOf(name);
      if (at === -1) continue;
      while (open.length > at) out.push(`</${open.pop()!}>`);
    } else if (VOID.has(name)) {
      out.push(`<${name}>`);
    } else {
      out.push(`<${name}${renderAttributes(name, attrs ?? '')}>`);
      open.push(name);
    }
  }
  while (open.length > 0) out.push(`</${open.pop()!}>`);
  return out.join('');
}
