import { describe, expect, it } from 'vitest';
import { decodeXml, XmlMalformed, XmlScanner, type XmlHandler } from './xmlScanner';

/** Every event, text wanted inside elements named in `textIn`. */
function events(chunks: string[], textIn = ['t', 'v'], maxPending?: number): string[] {
  const out: string[] = [];
  const open: string[] = [];
  const handler: XmlHandler = {
    get wantsText() {
      return textIn.includes(open.at(-1) ?? '');
    },
    open(name, attributes) {
      open.push(name);
      const r = attributes.get('r');
      out.push(r === undefined ? `<${name}>` : `<${name} r=${r}>`);
    },
    close(name) {
      open.pop();
      out.push(`</${name}>`);
    },
    text(value) {
      if (typeof out.at(-1) === 'string' && out.at(-1)!.startsWith('"'))
        out.push(`${out.pop()!.slice(0, -1)}${value}"`);
      else out.push(`"${value}"`);
    },
  };
  const scanner = new XmlScanner(handler, maxPending);
  for (const c of chunks) scanner.write(c);
  scanner.end();
  return out;
}

const SHEET =
  '<?xml version="1.0" encoding="UTF-8"?>\r\n<!-- a comment with <tags> -->' +
  '<x:worksheet xmlns:x="urn:main"><x:sheetData><x:row r="1"><x:c r="A1" t="inlineStr">' +
  '<x:is><x:t xml:space="preserve">D&apos;Alò &amp; &#233;&#x20AC; &lt;1&gt;</x:t></x:is></x:c>' +
  '<x:c r=\'B1\' x:attr="a>b"><x:v><![CDATA[<raw & text>]]></x:v></x:c><x:c r="C1"/></x:row></x:sheetData></x:worksheet>';

describe('XmlScanner', () => {
  const whole = events([SHEET]);

  it('gives elements by local name, attributes, decoded text, CDATA, and skips declarations and comments', () => {
    expect(whole).toEqual([
      '<worksheet>',
      '<sheetData>',
      '<row r=1>',
      '<c r=A1>',
      '<is>',
      '<t>',
      '"D\'Alò & é€ <1>"',
      '</t>',
      '</is>',
      '</c>',
      '<c r=B1>',
      '<v>',
      '"<raw & text>"',
      '</v>',
      '</c>',
      '<c r=C1>',
      '</c>',
      '</row>',
      '</sheetData>',
      '</worksheet>',
    ]);
  });

  it('gives the same events however the text is cut into chunks', () => {
    for (const size of [1, 2, 3, 7, 64]) {
      const chunks: string[] = [];
      for (let i = 0; i < SHEET.length; i += size) chunks.push(SHEET.slice(i, i + size));
      expect(events(chunks), `chunks of ${size}`).toEqual(whole);
    }
  });

  it('refuses a document type (entity expansion), unknown entities and a bare &', () => {
    expect(() => events(['<!DOCTYPE x [<!ENTITY a "b">]><x>&a;</x>'])).toThrow(XmlMalformed);
    expect(() => events(['<t>&nbsp;</t>'])).toThrow(XmlMalformed);
    expect(() => events(['<t>a & b</t>'])).toThrow(XmlMalformed);
    expect(() => events(['<t>&#0;</t>'])).toThrow(XmlMalformed);
    expect(() => decodeXml('&#xD800;')).toThrow(XmlMalformed);
  });

  it('refuses text or a tag longer than its limit, wanted or not, and a document cut inside a tag', () => {
    expect(() => events([`<t>${'a'.repeat(100)}`, 'b</t>'], ['t'], 50)).toThrow(XmlMalformed);
    expect(() => events([`<c r="${'A'.repeat(100)}`, '"/>'], [], 50)).toThrow(XmlMalformed);
    // Text nobody wants is dropped as it comes, so its length does not matter.
    expect(events([`<x>${'a'.repeat(100)}`, 'b</x>'], [], 50)).toEqual(['<x>', '</x>']);
    expect(() => events(['<x><c r="A1"'])).toThrow(XmlMalformed);
  });
});
