import { createRequire } from 'node:module';
import { describe, expect, it, vi } from 'vitest';

// In the isolated project: the module is loaded afresh here (vi.resetModules), so that it loads
// sanitize-html on its first use in this file, through the counting wrapper below.

describe('sanitizeHtml keeps what it cleaned', () => {
  it('parses a text once per process, a long one each time, and starts afresh when full', async () => {
    // sanitize-html is loaded on the module's first use: count its calls from there.
    const require = createRequire(import.meta.url);
    const id = require.resolve('sanitize-html');
    const real = require(id) as (...a: unknown[]) => string;
    let parsed = 0;
    require.cache[id]!.exports = Object.assign((...a: unknown[]) => {
      parsed++;
      return real(...a);
    }, real);
    try {
      vi.resetModules();
      const { MEMORIA_HTML, sanitizeHtml } = await import('./sanitizeHtml');
      const html = '<p onclick="x()">Copertura <b>annullamento</b><script>alert(1)</script></p>';
      expect(sanitizeHtml(html)).toBe('<p>Copertura <b>annullamento</b></p>');
      expect(sanitizeHtml(html)).toBe('<p>Copertura <b>annullamento</b></p>');
      expect(parsed).toBe(1);

      const lungo = `<p>${'a'.repeat(MEMORIA_HTML.caratteri)}</p>`;
      sanitizeHtml(lungo);
      sanitizeHtml(lungo);
      expect(parsed).toBe(3);

      for (let i = 0; i < MEMORIA_HTML.voci; i++) sanitizeHtml(`<i>${i}</i>`);
      const prima = parsed;
      sanitizeHtml(html);
      expect(parsed).toBe(prima + 1);
    } finally {
      require.cache[id]!.exports = real;
    }
  });
});
