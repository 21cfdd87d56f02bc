import { ALLOWED_ATTRIBUTES, ALLOWED_TAGS } from './allowedHtml';

/**
 * Test fixtures shared by the server's sanitize-html tests and the client's DOMPurify tests: the
 * classic filter-evasion corpus (OWASP XSS Filter Evasion Cheat Sheet style) and a checker that
 * says what in a sanitiser's output is not allowed.
 */

/** Hostile inputs: none of their script vectors, nor any link off the site, may survive. */
export const XSS_CORPUS: readonly string[] = [
  // Scripts, in every spelling and nesting.
  '<script>alert(1)</script>',
  '<SCRIPT SRC=http://xss.rocks/xss.js></SCRIPT>',
  '<script/xss src="http://xss.rocks/xss.js"></script>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<<script>alert("XSS");//<</script>',
  '<script>alert(1)',
  '<p>"><script>alert(1)</script></p>',
  '<template><script>alert(1)</script></template>',
  '<xmp><script>alert(1)</script></xmp>',
  '<textarea><script>alert(1)</script></textarea>',
  '<title><script>alert(1)</script></title>',
  '<plaintext><script>alert(1)</script>',
  // Event handlers.
  '<img src=x onerror=alert(1)>',
  '<IMG """><SCRIPT>alert("XSS")</SCRIPT>">',
  '<body onload=alert(1)>',
  '<p onmouseover="alert(1)">x</p>',
  '<p/onclick=alert(1)>x</p>',
  '<b onclick\t=\talert(1)>x</b>',
  '<input onfocus=alert(1) autofocus>',
  '<details open ontoggle=alert(1)>x</details>',
  '<video><source onerror=alert(1)></video>',
  '<x onclick=alert(1)>x</x>',
  '<a onclick="alert(1)" href="#">x</a>',
  '<a href="#" title=\'"><script>alert(1)</script>\'>x</a>',
  // javascript:, vbscript: and data: URLs, hidden by case, entities, tabs, newlines and controls.
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="java&#x73;cript:alert(1)">x</a>',
  '<a href="jav&#x09;ascript:alert(1)">x</a>',
  '<a href="jav&#x0A;ascript:alert(1)">x</a>',
  '<a href="jav&#x0D;ascript:alert(1)">x</a>',
  '<a href="jav\tascript:alert(1)">x</a>',
  '<a href="jav\nascript:alert(1)">x</a>',
  '<a href=" &#14;  javascript:alert(1)">x</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  '<a href="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058alert(1)">x</a>',
  '<a href="&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A;alert(1)">x</a>',
  '<a href="javascript&colon;alert(1)">x</a>',
  '<a href="java\u0000script:alert(1)">x</a>',
  '<a href="\u200bjavascript:alert(1)">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href=javascript:alert(1)>x</a>',
  '<IMG SRC="javascript:alert(\'XSS\');">',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<form action="javascript:alert(1)"><button>x</button></form>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<table background="javascript:alert(1)"><tr><td background="javascript:alert(1)">x</td></tr></table>',
  // SVG and MathML.
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">x</text></a></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<math href="javascript:alert(1)">x</math>',
  // Styles and expressions.
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<div style="width: expression(alert(1))">x</div>',
  '<style>@import "http://xss.rocks/xss.css";</style>',
  '<link rel=stylesheet href="http://xss.rocks/xss.css">',
  // Comments, CDATA, unclosed and broken tags.
  '<!--<img src=x onerror=alert(1)>-->',
  '<!--[if gte IE 4]><script>alert(1)</script><![endif]-->',
  '<![CDATA[<script>alert(1)</script>]]>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<img src="x` `<script>alert(1)</script>"` `>',
  '<b <script>alert(1)</script>>x</b>',
  '<a href="https://ok.example" \u0000onclick=alert(1)>x</a>',
  '<p><b><i>aperto',
  // Links that browsers resolve to another site.
  '<a href="/\\evil.example">x</a>',
  '<a href="//evil.example">x</a>',
  '<a href="\\\\evil.example">x</a>',
  '<a href="\\/evil.example">x</a>',
  '<a href="/&#92;evil.example">x</a>',
  '<a href="/\t/evil.example">x</a>',
  '<a href=" //evil.example">x</a>',
  // Author-given target/rel on an off-site link.
  '<a href="https://ok.example" target="_self" rel="opener">x</a>',
];

const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)((?:\s+[^\s=>/]+(?:="[^"]*")?)*)\s*\/?>/g;
const ATTR = /\s+([^\s=>/]+)(?:="([^"]*)")?/g;
const OK_SCHEMES = new Set(['https:', 'http:', 'mailto:', 'tel:']);

const decode = (v: string) =>
  v
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

/**
 * What in serialised, sanitised HTML breaks the allow-list: a tag or attribute it does not name,
 * a link that is not http(s)/mailto/tel nor stays on `base`'s site (resolved as a browser does),
 * an off-site link without `rel="noopener noreferrer"`, or markup left in the text. Empty when safe.
 *
 * @example unsafeParts('<p onclick="x()">a</p>') // ['attribute p onclick']
 */
export function unsafeParts(html: string, base = 'https://portale.example/pagina/'): string[] {
  const problems: string[] = [];
  const site = new URL(base).origin;
  const text = html.replace(TAG, (_m, _slash: string, rawName: string, rawAttrs: string) => {
    const tag = rawName.toLowerCase();
    if (!ALLOWED_TAGS.includes(tag)) problems.push(`tag ${tag}`);
    const attrs: Record<string, string> = {};
    for (const [, name, value] of rawAttrs.matchAll(ATTR)) {
      if (!ALLOWED_ATTRIBUTES[tag]?.includes(name!.toLowerCase())) problems.push(`attribute ${tag} ${name}`);
      attrs[name!.toLowerCase()] = decode(value ?? '');
    }
    const href = attrs.href;
    if (href !== undefined) {
      let url: URL | null = null;
      try {
        url = new URL(href, base);
      } catch {
        problems.push(`unparsable href ${href}`);
      }
      if (url && !OK_SCHEMES.has(url.protocol)) problems.push(`scheme of ${href}`);
      const offSite = url !== null && url.protocol.startsWith('http') && url.origin !== site;
      // An off-site link is fine only when it says so plainly; a path that lands elsewhere is not.
      if (offSite && !/^https?:\/\//i.test(href)) problems.push(`path leaving the site ${href}`);
      if (offSite && attrs.rel !== 'noopener noreferrer') problems.push(`off-site link without rel ${href}`);
    }
    return '';
  });
  if (/[<>]/.test(text)) problems.push(`markup left in the text: ${text.slice(0, 80)}`);
  return problems;
}
