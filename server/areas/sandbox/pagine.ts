/**
 * The sandbox gateway's pages: plain HTML with no script (the CSP allows none inline), an inline
 * style only, every printed value escaped.
 */

const ENTITA: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export const escapeHtml = (testo: string): string => testo.replace(/[&<>"']/g, (c) => ENTITA[c] ?? c);

/** Integer cents in Italian: `€ 1.234,56` (thousands always grouped, as an invoice writes them). */
export function formatoEuro(centesimi: number): string {
  const euro = Math.floor(centesimi / 100);
  const cent = String(centesimi % 100).padStart(2, '0');
  return `€ ${String(euro).replace(/\B(?=(\d{3})+(?!\d))/g, '.')},${cent}`;
}

/** The test cards shown on the page (the behaviour lives in routes.ts). */
export const CARTE_DI_PROVA: ReadonlyArray<{ numero: string; esito: string }> = [
  { numero: '4111 1111 1111 1111', esito: 'pagamento riuscito' },
  { numero: '4000 0000 0000 0002', esito: 'pagamento rifiutato' },
  { numero: '4000 0000 0000 0119', esito: 'nessuna risposta: il pagamento resta in elaborazione' },
  { numero: '4000 0000 0000 0077', esito: "pagamento riuscito, ma la notifica all'esercente va persa" },
];

const STILE = `
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;color:#1a1a1a;background:#f4f5f7;line-height:1.5}
.avviso{margin:0;padding:.5rem 1rem;background:#fff4ce;color:#3d2e00;text-align:center;font-weight:600}
main{max-width:34rem;margin:1.5rem auto;padding:1.5rem;background:#fff;border:1px solid #c9ced6;border-radius:8px}
h1{font-size:1.5rem;margin:0 0 1rem}
h2{font-size:1.1rem;margin:1.5rem 0 .5rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem;margin:0 0 1.25rem}
dt{font-weight:600}
dd{margin:0;overflow-wrap:anywhere}
.importo{white-space:nowrap;font-size:1.25rem;font-weight:700}
.campo{margin:0 0 1rem}
label{display:block;font-weight:600;margin-bottom:.25rem}
input{width:100%;padding:.5rem;font-size:1rem;border:1px solid #5c6470;border-radius:4px;color:#1a1a1a;background:#fff}
input[aria-invalid="true"]{border:2px solid #b00020}
:focus-visible{outline:3px solid #0b5394;outline-offset:2px}
.errore{color:#b00020;font-weight:600;margin:.25rem 0 0}
.riepilogo-errori{border:2px solid #b00020;padding:.5rem 1rem;margin:0 0 1rem;color:#b00020;font-weight:600}
.azioni{display:flex;gap:.75rem;flex-wrap:wrap}
button{padding:.6rem 1.4rem;font-size:1rem;border-radius:4px;border:2px solid #0b5394;cursor:pointer}
.paga{background:#0b5394;color:#fff}
.annulla{background:#fff;color:#0b5394}
ul{padding-left:1.25rem}
code{font-size:1rem;white-space:nowrap}
`;

function documento(titolo: string, corpo: string): string {
  return `<!doctype html>
<html lang="it">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(titolo)} — Gateway di prova</title>
<style>${STILE}</style>
</head>
<body>
<p class="avviso">Gateway di pagamento di prova: nessun addebito reale.</p>
<main>
${corpo}
</main>
</body>
</html>
`;
}

export interface DatiPagina {
  esercente: string;
  descrizione?: string | undefined;
  importoCentesimi: number;
  codTrans: string;
  valori?: { pan?: string; scadenza?: string };
  errori?: Partial<Record<'pan' | 'scadenza' | 'cvv', string>>;
}

function campo(opts: {
  id: 'pan' | 'scadenza' | 'cvv';
  etichetta: string;
  autocomplete: string;
  valore?: string | undefined;
  errore?: string | undefined;
  extra?: string;
  autofocus: boolean;
}): string {
  const errore = opts.errore
    ? `\n<p id="${opts.id}-errore" class="errore">${escapeHtml(opts.errore)}</p>`
    : '';
  const aria = opts.errore ? ` aria-invalid="true" aria-describedby="${opts.id}-errore"` : '';
  const valore = opts.valore ? ` value="${escapeHtml(opts.valore)}"` : '';
  return `<div class="campo">
<label for="${opts.id}">${escapeHtml(opts.etichetta)}</label>
<input id="${opts.id}" name="${opts.id}" type="text" inputmode="numeric" autocomplete="${opts.autocomplete}" required${opts.extra ?? ''}${valore}${aria}${opts.autofocus ? ' autofocus' : ''}>${errore}
</div>`;
}

/** The card form: merchant, amount, transaction, the three card fields, Paga and Annulla, the test cards. */
export function paginaPagamento(d: DatiPagina): string {
  const errori = d.errori ?? {};
  const primoErrore = (['pan', 'scadenza', 'cvv'] as const).find((k) => errori[k]);
  const riepilogo = primoErrore
    ? '<p class="riepilogo-errori" role="alert">Il pagamento non è partito: correggi i campi indicati.</p>\n'
    : '';
  const descrizione = d.descrizione ? `<dt>Descrizione</dt><dd>${escapeHtml(d.descrizione)}</dd>\n` : '';
  const carte = CARTE_DI_PROVA.map((c) => `<li><code>${c.numero}</code>: ${escapeHtml(c.esito)}</li>`).join(
    '\n',
  );
  return documento(
    'Pagamento con carta',
    `<h1>Pagamento con carta</h1>
<dl>
<dt>Esercente</dt><dd>${escapeHtml(d.esercente)}</dd>
${descrizione}<dt>Importo</dt><dd><span class="importo">${escapeHtml(formatoEuro(d.importoCentesimi))}</span></dd>
<dt>Codice transazione</dt><dd>${escapeHtml(d.codTrans)}</dd>
</dl>
${riepilogo}<form method="post" action="/sandbox/pagamento">
<input type="hidden" name="codTrans" value="${escapeHtml(d.codTrans)}">
${d.descrizione ? `<input type="hidden" name="descrizione" value="${escapeHtml(d.descrizione)}">\n` : ''}${campo(
      {
        id: 'pan',
        etichetta: 'Numero della carta',
        autocomplete: 'cc-number',
        valore: d.valori?.pan,
        errore: errori.pan,
        extra: ' maxlength="23"',
        autofocus: primoErrore === 'pan',
      },
    )}
${campo({
  id: 'scadenza',
  etichetta: 'Scadenza (MM/AA)',
  autocomplete: 'cc-exp',
  valore: d.valori?.scadenza,
  errore: errori.scadenza,
  extra: ' maxlength="7" placeholder="MM/AA"',
  autofocus: primoErrore === 'scadenza',
})}
${campo({
  id: 'cvv',
  etichetta: 'Codice di sicurezza (CVV)',
  autocomplete: 'cc-csc',
  errore: errori.cvv,
  extra: ' maxlength="4"',
  autofocus: primoErrore === 'cvv',
})}
<div class="azioni">
<button type="submit" name="azione" value="paga" class="paga">Paga</button>
<button type="submit" name="azione" value="annulla" class="annulla" formnovalidate>Annulla</button>
</div>
</form>
<section aria-labelledby="carte-di-prova">
<h2 id="carte-di-prova">Carte di prova</h2>
<ul>
${carte}
</ul>
<p>Scadenza: un mese futuro qualsiasi. CVV: tre cifre qualsiasi. Gli spazi nel numero sono ammessi.</p>
</section>`,
  );
}

/** A page with a title and one paragraph: a refused request, a transaction already processed, a wait. */
export function paginaMessaggio(titolo: string, testo: string): string {
  return documento(titolo, `<h1>${escapeHtml(titolo)}</h1>\n<p>${escapeHtml(testo)}</p>`);
}
