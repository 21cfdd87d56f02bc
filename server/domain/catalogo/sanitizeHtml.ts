import type sanitize from 'sanitize-html';
import { onFirstUse } from '../../onFirstUse';
import {
  ALLOWED_ATTRIBUTES,
  ALLOWED_TAGS,
  ALLOWED_URL_SCHEMES,
  allowedAttributes,
  DROPPED_WITH_CONTENT,
} from '../../../engine/core/html';

/**
 * Cleans catalogue HTML with sanitize-html (htmlparser2, one streaming pass) and the allow-list
 * shared with the client (engine/core/html): known formatting tags survive with only their allowed,
 * valid attributes; dangerous elements are dropped with their content; any other tag is dropped but
 * its text kept; text is re-escaped. The client cleans again with DOMPurify before rendering.
 *
 * sanitizeHtml('<p onclick="x()">Ciao <script>alert(1)</script><b>mondo</b></p>') → '<p>Ciao <b>mondo</b></p>'
 */

const sanitizer = onFirstUse<typeof sanitize>('sanitize-html');

const OPTIONS: sanitize.IOptions = {
  allowedTags: [...ALLOWED_TAGS],
  allowedAttributes: Object.fromEntries(Object.entries(ALLOWED_ATTRIBUTES).map(([tag, a]) => [tag, [...a]])),
  // The shared href rule applied below is stricter; these keep the library's own check in line with it.
  allowedSchemes: [...ALLOWED_URL_SCHEMES],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: [...DROPPED_WITH_CONTENT],
  enforceHtmlBoundary: false,
  parseStyleAttributes: false,
  transformTags: {
    '*': (tagName, attribs) => ({ tagName, attribs: allowedAttributes(tagName, attribs) }),
  },
};

/**
 * Deeper than any description nests, and than browsers build (Chromium stops at 512). It bounds the
 * work too: htmlparser2 keeps its open-element stack with `unshift`, so each tag opened costs the
 * current depth, and 1 MB of unclosed `<b>` would take the event loop for tens of seconds.
 */
const MAX_DEPTH = 256;

class TooDeep extends Error {}

/**
 * Texts already cleaned, by their input: the catalogue's descriptions are few and read again by
 * every product page, cart write and purchase (each validation reads the package's detail), and the
 * cleaning is a function of the input alone. Bounded: long texts are not kept, and a full memory
 * starts afresh.
 */
const puliti = new Map<string, string>();
export const MEMORIA_HTML = { voci: 1_000, caratteri: 20_000 };

export function sanitizeHtml(input: string): string {
  if (input.length > MEMORIA_HTML.caratteri) return pulisci(input);
  let pulito = puliti.get(input);
  if (pulito === undefined) {
    if (puliti.size >= MEMORIA_HTML.voci) puliti.clear();
    pulito = pulisci(input);
    puliti.set(input, pulito);
  }
  return pulito;
}

function pulisci(input: string): string {
  let depth = 0;
  try {
    return sanitizer()(input, {
      ...OPTIONS,
      onOpenTag: () => {
        if (++depth > MAX_DEPTH) throw new TooDeep();
      },
      onCloseTag: () => {
        depth--;
      },
    });
  } catch (e) {
    // Markup nested this deep is an attack or garbage, not a description: nothing of it is kept.
    if (e instanceof TooDeep) return '';
    throw e;
  }
}
