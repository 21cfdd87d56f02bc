import DOMPurify from 'dompurify';
import { describe, expect, it } from 'vitest';
import { unsafeParts, XSS_CORPUS } from '../../core/html/xssCorpus';
import { purifyHtml } from './purifyHtml';

describe('purifyHtml (DOMPurify with the shared allow-list)', () => {
  it('keeps the catalogue formatting and drops attributes the allow-list does not name', () => {
    expect(
      purifyHtml('<p class="x" style="color:red" data-x="1" aria-label="y">Ciao <strong>mondo</strong></p>'),
    ).toBe('<p>Ciao <strong>mondo</strong></p>');
    expect(purifyHtml('<table><tbody><tr><td colspan="2" rowspan="x">a</td></tr></tbody></table>')).toBe(
      '<table><tbody><tr><td colspan="2">a</td></tr></tbody></table>',
    );
  });

  it('drops scripts, handlers, SVG and forms', () => {
    expect(purifyHtml('<p onclick="x()">a<script>alert(1)</script>b<img src=x onerror=alert(1)>c</p>')).toBe(
      '<p>abc</p>',
    );
    expect(purifyHtml('<svg><text>dentro</text></svg>fuori<form><textarea>t</textarea></form>')).toBe(
      'fuori',
    );
  });

  it('keeps same-site and mail links, opens other sites apart, and removes paths that leave the site', () => {
    expect(purifyHtml('<a href="/polizze" target="_blank">x</a>')).toBe('<a href="/polizze">x</a>');
    expect(purifyHtml('<a href="mailto:info@esempio.it">m</a>')).toBe(
      '<a href="mailto:info@esempio.it">m</a>',
    );
    expect(purifyHtml('<a href="https://www.ivass.it" rel="opener">IVASS</a>')).toBe(
      '<a href="https://www.ivass.it" target="_blank" rel="noopener noreferrer">IVASS</a>',
    );
    for (const href of ['/\\evil.example', '//evil.example', '\\\\evil.example', 'jav&#x09;ascript:alert(1)'])
      expect(purifyHtml(`<a href="${href}">x</a>`)).toBe('<a>x</a>');
  });

  it('lets no script vector and no off-site path of the classic evasion corpus through', () => {
    for (const input of XSS_CORPUS) {
      const out = purifyHtml(input);
      expect(unsafeParts(out, window.location.href), `${input} → ${out}`).toEqual([]);
    }
  });

  it('leaves the default DOMPurify untouched for other callers', () => {
    purifyHtml('<a href="https://x.example">x</a>');
    expect(DOMPurify.sanitize('<a href="https://x.example" class="c">x</a>')).toBe(
      '<a href="https://x.example" class="c">x</a>',
    );
  });
});
