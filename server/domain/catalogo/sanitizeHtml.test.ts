import { describe, expect, it } from 'vitest';
import { unsafeParts, XSS_CORPUS } from '../../../engine/core/html/xssCorpus';
import { PACCHETTI } from '../../db/seed/catalogoPacchetti';
import { sanitizeHtml } from './sanitizeHtml';

const MB = 1_000_000;
const fill = (unit: string, length = MB) => unit.repeat(Math.ceil(length / unit.length)).slice(0, length);

describe('sanitizeHtml', () => {
  it('keeps the formatting the catalogue uses, without attributes', () => {
    expect(
      sanitizeHtml('<p class="x" style="color:red">Ciao <strong>mondo</strong></p><ul><li>uno</li></ul>'),
    ).toBe('<p>Ciao <strong>mondo</strong></p><ul><li>uno</li></ul>');
    expect(sanitizeHtml('<table><tr><td colspan="2" rowspan="x" width="9">a</td></tr></table>')).toBe(
      '<table><tr><td colspan="2">a</td></tr></table>',
    );
  });

  it('drops scripts, styles and frames with their content, and event handlers', () => {
    expect(
      sanitizeHtml(
        '<p onclick="steal()">a<script>alert(1)</script>b<style>p{}</style><iframe src="x">c</iframe><img src=x onerror=alert(1)>d</p>',
      ),
    ).toBe('<p>abd</p>');
    expect(sanitizeHtml('<svg><p>dentro</p></svg>fuori')).toBe('fuori');
  });

  it('keeps only safe links; links to other sites open apart with noopener noreferrer', () => {
    expect(sanitizeHtml('<a href="https://www.ivass.it" onmouseover="x" target="_self">IVASS</a>')).toBe(
      '<a href="https://www.ivass.it" target="_blank" rel="noopener noreferrer">IVASS</a>',
    );
    expect(sanitizeHtml('<a href="/polizze?tipo=1#a" title="Le polizze">x</a>')).toBe(
      '<a href="/polizze?tipo=1#a" title="Le polizze">x</a>',
    );
    expect(sanitizeHtml('<a href="mailto:info@esempio.it">m</a> <a href="tel:+39061234">t</a>')).toBe(
      '<a href="mailto:info@esempio.it">m</a> <a href="tel:+39061234">t</a>',
    );
    for (const href of [
      'java&#x73;cript:alert(1)',
      ' javascript:alert(1)',
      '//evil.example',
      '/\\evil.example',
    ])
      expect(sanitizeHtml(`<a href="${href}">x</a>`)).toBe('<a>x</a>');
  });

  it('lets no script vector and no off-site path of the classic evasion corpus through', () => {
    for (const input of XSS_CORPUS) {
      const out = sanitizeHtml(input);
      // Left-over words such as `alert(1)` may stay as escaped text, as a browser would show them.
      expect(unsafeParts(out), `${input} → ${out}`).toEqual([]);
    }
  });

  it('escapes text, removes comments, closes what was left open and ignores stray closers', () => {
    expect(sanitizeHtml('1 < 2 & 3 > 2 <!-- nota --><b>aperto</i>')).toBe(
      '1 &lt; 2 &amp; 3 &gt; 2 <b>aperto</b>',
    );
    expect(sanitizeHtml('&lt;script&gt;alert(1)&lt;/script&gt; &agrave;')).toBe(
      '&lt;script&gt;alert(1)&lt;/script&gt; à',
    );
  });

  it('drops unknown tags but keeps their text; an unclosed script swallows the rest', () => {
    expect(sanitizeHtml('<section><font>testo</font></section>')).toBe('testo');
    expect(sanitizeHtml('prima<script>tutto il resto')).toBe('prima');
  });

  it('is idempotent', () => {
    const once = sanitizeHtml(
      '<p>Età <a href="/x">link</a> <a href="https://x.example">fuori</a> &amp; <em>più</em></p><br/>',
    );
    expect(sanitizeHtml(once)).toBe(once);
  });

  it('keeps nothing of markup nested deeper than browsers build', () => {
    expect(sanitizeHtml(`${'<b>'.repeat(100)}x`)).toBe(`${'<b>'.repeat(100)}x${'</b>'.repeat(100)}`);
    expect(sanitizeHtml(`${'<b>'.repeat(300)}x`)).toBe('');
  });
});

// Speed on these inputs (and their linear growth) is measured in bench/input-guards, not asserted here:
// a quadratic regression would still run these 1 MB inputs into the test's timeout.
describe('sanitizeHtml on large and hostile inputs (it runs on every carrello/descrizione)', () => {
  it('cleans 1 MB of catalogue HTML with the evasion corpus in it, leaving nothing unsafe', () => {
    const descrizioni = PACCHETTI.map((p) => `<h4>${p.nome}</h4>${p.sintetica}${p.estesa}`).join('');
    expect(sanitizeHtml(fill(descrizioni))).toContain(`<h4>${PACCHETTI[0]!.nome}</h4>`);
    const input = fill(`${descrizioni}${XSS_CORPUS.join('')}`);
    expect(input.length).toBe(MB);
    expect(unsafeParts(sanitizeHtml(input))).toEqual([]);
  });

  it('cleans each shape that made the hand-made tokenizer quadratic (up to 1 MB)', () => {
    const shapes = [
      '<a'.repeat(40_000),
      fill('<a'),
      fill('<b>'),
      fill('x<div>'),
      fill('<a href="'),
      fill('<!--'),
      fill('<script>'),
      `<p ${fill('a="x" ', MB - 4)}>`,
    ];
    for (const input of shapes) {
      const clean = sanitizeHtml(input);
      expect(unsafeParts(clean), input.slice(0, 12)).toEqual([]);
      expect(sanitizeHtml(clean), input.slice(0, 12)).toBe(clean);
    }
  });
});
