// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { XSS_CORPUS } from '../engine/core/html/xssCorpus';
import { purifyHtml } from '../engine/react/html/purifyHtml';
import { PACCHETTI } from '../server/db/seed/catalogoPacchetti';
import { sanitizeHtml } from '../server/domain/catalogo/sanitizeHtml';

/** HTML as the browser serialises it once parsed (`<br />` → `<br>`, tables get their tbody). */
function asBrowserHas(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.innerHTML;
}

describe('one allow-list for server and client', () => {
  it('the client keeps exactly what the server kept, from the catalogue and from the evasion corpus', () => {
    const inputs = [
      ...PACCHETTI.flatMap((p) => [p.sintetica, p.estesa]),
      '<p>Età <a href="/x" title="t">dentro</a> <a href="https://x.example">fuori</a><br/>più</p>',
      '<table><tr><th colspan="2">a</th></tr><tr><td rowspan="3">b</td></tr></table>',
      ...XSS_CORPUS,
    ];
    for (const input of inputs) {
      const server = sanitizeHtml(input);
      expect(purifyHtml(server), input).toBe(asBrowserHas(server));
    }
  });
});
