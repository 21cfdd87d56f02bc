import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitizeHtml';

describe('sanitizeHtml', () => {
  it('keeps the formatting the catalogue uses, without attributes', () => {
    expect(
      sanitizeHtml('<p class="x" style="color:red">Ciao <strong>mondo</strong></p><ul><li>uno</li></ul>'),
    ).toBe('<p>Ciao <strong>mondo</strong></p><ul><li>uno</li></ul>');
  });

  it('drops scripts, styles and frames with their content, and event handlers', () => {
    expect(
      sanitizeHtml(
        '<p onclick="steal()">a<script>alert(1)</script>b<style>p{}</style><iframe src="x">c</iframe><img src=x onerror=alert(1)>d</p>',
      ),
    ).toBe('<p>abd</p>');
  });

  it('keeps only safe links, opened in a new tab', () => {
    expect(sanitizeHtml('<a href="https://www.ivass.it" onmouseover="x">IVASS</a>')).toBe(
      '<a href="https://www.ivass.it" target="_blank" rel="noopener noreferrer">IVASS</a>',
    );
    expect(sanitizeHtml('<a href="java&#x73;cript:alert(1)">x</a>')).toBe(
      '<a target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeHtml('<a href=" javascript:alert(1)">x</a>')).toBe(
      '<a target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeHtml('<a href="//evil.example">x</a>')).toBe(
      '<a target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it('escapes text, removes comments, closes what was left open and ignores stray closers', () => {
    expect(sanitizeHtml('1 < 2 & 3 > 2 <!-- nota --><b>aperto</i>')).toBe(
      '1 &lt; 2 &amp; 3 &gt; 2 <b>aperto</b>',
    );
    expect(sanitizeHtml('&lt;script&gt;alert(1)&lt;/script&gt; &agrave;')).toBe(
      '&lt;script&gt;alert(1)&lt;/script&gt; &amp;agrave;',
    );
  });

  it('drops unknown tags but keeps their text; an unclosed script swallows the rest', () => {
    expect(sanitizeHtml('<section><font>testo</font></section>')).toBe('testo');
    expect(sanitizeHtml('prima<script>tutto il resto')).toBe('prima');
  });

  it('is idempotent', () => {
    const once = sanitizeHtml('<p>Età <a href="/x">link</a> &amp; <em>più</em></p><br/>');
    expect(sanitizeHtml(once)).toBe(once);
  });
});
