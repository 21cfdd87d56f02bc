/**
 * A streaming scanner for the XML of an .xlsx's parts (sheets, shared strings, workbook, relations):
 * elements by local name (a prefix such as `x:` dropped), attributes read on demand, text decoded only
 * where the handler wants it. No document type is accepted (OOXML has none, and entity expansion is
 * how XML bombs work), no entity beyond XML's own five and character references, and no piece of text
 * or tag longer than `maxPending` characters: a file past them is malformed for a spreadsheet.
 */
export interface XmlHandler {
  open(name: string, attributes: Attributes): void;
  close(name: string): void;
  /** Decoded text, called only while `wantsText` is true (it may come in several pieces). */
  text(value: string): void;
  readonly wantsText: boolean;
}

export class XmlMalformed extends Error {}

/** A start tag's attributes, parsed only when asked (most elements' attributes are never read). */
export class Attributes {
  constructor(private readonly source: string) {}

  get(name: string): string | undefined {
    const s = this.source;
    for (let at = s.indexOf(name); at >= 0; at = s.indexOf(name, at + 1)) {
      const before = s.charCodeAt(at - 1);
      // Preceded by a space or a prefix's colon, followed by `=` and a quoted value.
      if (before !== 0x3a && before !== 0x20 && before !== 0x09 && before !== 0x0a && before !== 0x0d)
        continue;
      let eq = at + name.length;
      while (s.charCodeAt(eq) === 0x20 || s.charCodeAt(eq) === 0x09) eq++;
      if (s.charCodeAt(eq) !== 0x3d /* = */) continue;
      let open = eq + 1;
      while (s.charCodeAt(open) === 0x20 || s.charCodeAt(open) === 0x09) open++;
      const quote = s[open];
      if (quote !== '"' && quote !== "'") continue;
      const close = s.indexOf(quote, open + 1);
      if (close < 0) return undefined;
      // A value that merely contains `name=` (`x="r=1"`) would be inside quotes: skip past them.
      if (insideQuotes(s, at)) continue;
      return decodeXml(s.slice(open + 1, close));
    }
    return undefined;
  }
}

/** Whether position `at` of a start tag's attribute text is inside a quoted value. */
function insideQuotes(s: string, at: number): boolean {
  let quote = 0;
  for (let i = 0; i < at; i++) {
    const c = s.charCodeAt(i);
    if (quote !== 0) {
      if (c === quote) quote = 0;
    } else if (c === 0x22 || c === 0x27) quote = c;
  }
  return quote !== 0;
}

const ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

/** XML's own entities and character references decoded; any other entity is malformed. */
export function decodeXml(raw: string): string {
  if (!raw.includes('&')) return raw;
  return raw.replace(/&([^;&\s]{0,12});?/g, (whole, name: string) => {
    if (!whole.endsWith(';')) throw new XmlMalformed('an & that starts no entity');
    const known = ENTITIES[name];
    if (known !== undefined) return known;
    const code = /^#x[0-9a-f]{1,6}$/i.test(name)
      ? parseInt(name.slice(2), 16)
      : /^#[0-9]{1,7}$/.test(name)
        ? parseInt(name.slice(1), 10)
        : -1;
    if (code <= 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff))
      throw new XmlMalformed(`unknown entity &${name};`);
    return String.fromCodePoint(code);
  });
}

const localName = (qualified: string) => {
  const colon = qualified.indexOf(':');
  return colon < 0 ? qualified : qualified.slice(colon + 1);
};

/** The end of a tag started at `from` (`>` outside quoted attribute values), or -1 if not yet here. */
function tagEnd(text: string, from: number): number {
  let quote = 0;
  for (let i = from; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (quote !== 0) {
      if (c === quote) quote = 0;
    } else if (c === 0x3e /* > */) return i;
    else if (c === 0x22 || c === 0x27) quote = c;
  }
  return -1;
}

export class XmlScanner {
  #pending = '';

  constructor(
    private readonly handler: XmlHandler,
    private readonly maxPending = 1 << 20,
  ) {}

  write(chunk: string): void {
    const text = this.#pending + chunk;
    const h = this.handler;
    let at = 0;
    for (;;) {
      const lt = text.indexOf('<', at);
      if (lt < 0) {
        // Text running past this chunk: kept only if wanted (it may end in a cut entity).
        this.#keep(h.wantsText ? text.slice(at) : '');
        return;
      }
      if (lt > at && h.wantsText) h.text(decodeXml(text.slice(at, lt)));
      const next = text.charCodeAt(lt + 1);
      let end: number;
      if (next === 0x21 /* ! */) {
        if (text.startsWith('<!--', lt)) {
          end = text.indexOf('-->', lt + 4);
          if (end >= 0) end += 2;
        } else if (text.startsWith('<![CDATA[', lt)) {
          end = text.indexOf(']]>', lt + 9);
          if (end >= 0) {
            if (h.wantsText) h.text(text.slice(lt + 9, end));
            end += 2;
          }
        } else {
          const head = text.slice(lt, lt + 9);
          // Cut by the chunk's end: the next one tells whether it is a comment or CDATA.
          if (!'<!--'.startsWith(head) && !'<![CDATA['.startsWith(head))
            throw new XmlMalformed('a document type or declaration');
          end = -1;
        }
      } else if (next === 0x3f /* ? */) {
        end = text.indexOf('?>', lt + 2);
        if (end >= 0) end += 1;
      } else {
        end = tagEnd(text, lt + 1);
        if (end >= 0) this.#tag(text.slice(lt + 1, end));
      }
      if (end < 0) {
        this.#keep(text.slice(lt));
        return;
      }
      at = end + 1;
    }
  }

  /** The document is over: anything left unfinished makes it malformed. */
  end(): void {
    if (this.#pending.trim() !== '' && this.#pending.includes('<'))
      throw new XmlMalformed('the document ends inside a tag');
  }

  #keep(rest: string): void {
    if (rest.length > this.maxPending) throw new XmlMalformed('a tag or text too long');
    this.#pending = rest;
  }

  #tag(body: string): void {
    if (body.charCodeAt(0) === 0x2f /* / */) {
      this.handler.close(localName(body.slice(1).trim()));
      return;
    }
    const selfClosing = body.charCodeAt(body.length - 1) === 0x2f;
    const inner = selfClosing ? body.slice(0, -1) : body;
    const space = inner.search(/[\s]/);
    const name = localName(space < 0 ? inner : inner.slice(0, space));
    if (name === '') throw new XmlMalformed('a tag without a name');
    this.handler.open(name, new Attributes(space < 0 ? '' : inner.slice(space)));
    if (selfClosing) this.handler.close(name);
  }
}
