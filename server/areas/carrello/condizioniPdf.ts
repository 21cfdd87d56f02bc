import { eq } from 'drizzle-orm';
import { renderPdf, type PdfBlock } from '../../adapters/pdf/renderPdf';
import type { Db } from '../../db/client';
import { prodotti } from '../../db/schema';
import { notFound } from '../../errors';
import type { ExtraInfo, ParametroConfronto } from '../../../schemas/types';
import { extraInfoDi, parametriDi } from './dettagli';
import { CARRELLO_MSG } from './messages';
import type { Venditore } from './offerte';
import { tariffaDi } from './prezzi';
import { offertaOppure404 } from './service';

/** Plain text of catalogue HTML: list items become bullets, blocks become lines. */
export function htmlToText(html: string): string {
  return html
    .replace(/<li[^>]*>/gi, '\n• ')
    .replace(/<(br|\/p|\/h\d|\/ul|\/ol|\/div|\/tr)[^>]*>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
    .join('\n');
}

const euro = new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' });
const numero = (n: number, decimali: number) =>
  new Intl.NumberFormat('it-IT', { minimumFractionDigits: decimali, maximumFractionDigits: decimali }).format(
    n,
  );

/** A comparison value as the matrix shows it (spec 2 §2 "Comparison"). */
export function valoreParametro(p: ParametroConfronto): string {
  const v = p.valore;
  switch (p.fieldType) {
    case 1:
      return v === 1 ? 'Sì' : 'No';
    case 2:
      return v === -1 ? 'Illimitato' : v === null ? '-' : `${numero(v, 0)}%`;
    case 3:
      return v === -1 ? 'Illimitato' : v === null ? '-' : euro.format(v);
    case 4:
      return v === null ? '-' : numero(v, p.decimalSlot ?? 2);
    case 5:
      return v === null ? '-' : numero(v, 0);
    case -1:
      return htmlToText(p.valoreTesto ?? '').replace(/\n/g, ' ');
    default:
      return p.valoreTesto ?? '-';
  }
}

const data = (iso: string | null) => (iso ? iso.slice(0, 10).split('-').reverse().join('/') : '');

/** The extra-info rules in words, for the terms. */
export function regolaInParole(e: ExtraInfo): string | null {
  switch (e.labelID) {
    case 1:
      return 'È richiesto l’importo del viaggio.';
    case 2:
      return 'È richiesta la data di nascita di ogni assicurato.';
    case 3:
      return 'Il premio è calcolato per imbarcazione.';
    case 4:
      return `Età massima degli assicurati: ${e.valore} anni.`;
    case 6:
      return `Viaggi con inizio non prima del ${data(e.valore)}.`;
    case 7:
      return `Viaggi con fine non oltre il ${data(e.valore)}.`;
    case 8:
      return 'Durata massima del viaggio: 30 giorni.';
    case 9:
      return 'Il premio è calcolato per alloggio.';
    case 10:
      return `Età minima degli assicurati: ${e.valore} anni.`;
    case 11:
      return 'È richiesto il codice fiscale di ogni assicurato.';
    case 14:
      return 'La polizza è acquistabile solo insieme alla polizza integrativa abbinata.';
    default:
      return null;
  }
}

/**
 * GET terminiecondizioni: the package's terms as a PDF made on the fly from the catalogue (description,
 * guarantees, comparison values, rules, the product's conditions).
 */
export async function condizioniPdf(
  db: Db,
  v: Venditore,
  pacchettoId: number,
  prodottoId: number | undefined,
  now = new Date(),
): Promise<{ pdf: Buffer; filename: string }> {
  const o = await offertaOppure404(db, v, pacchettoId);
  if (prodottoId !== undefined && prodottoId !== o.prodottoId)
    throw notFound(CARRELLO_MSG.prodottoNonCorrispondente);
  const [prodotto] = await db.select().from(prodotti).where(eq(prodotti.id, o.prodottoId));
  const params = (await parametriDi(db, [o.id])).get(o.id) ?? [];
  const extra = (await extraInfoDi(db, [o.id])).get(o.id) ?? [];
  const tariffa = tariffaDi(o);

  const blocks: PdfBlock[] = [
    {
      kind: 'small',
      text: `Prodotto ${o.nomeProdotto} di ${o.fornitore}. Documento generato il ${data(now.toISOString())}.`,
    },
    { kind: 'heading', text: 'Descrizione' },
    ...htmlToText(`${o.descrizioneSintetica}${o.descrizioneEstesa}`)
      .split('\n')
      .map((text): PdfBlock => ({ kind: 'paragraph', text })),
  ];
  if (tariffa) {
    blocks.push({ kind: 'heading', text: 'Garanzie prestate' });
    for (const g of tariffa.garanzie) blocks.push({ kind: 'paragraph', text: `• ${g.descrizione}` });
  }
  if (params.length > 0) {
    blocks.push({ kind: 'heading', text: 'Prospetto delle garanzie' });
    for (const p of params)
      blocks.push({ kind: 'paragraph', text: `${p.categoria} - ${p.nomeParametro}: ${valoreParametro(p)}` });
  }
  const regole = extra.map(regolaInParole).filter((r): r is string => r !== null);
  if (regole.length > 0) {
    blocks.push({ kind: 'heading', text: 'Condizioni di assicurabilità' });
    for (const r of regole) blocks.push({ kind: 'paragraph', text: r });
  }
  for (const c of prodotto?.condizioni ?? []) {
    blocks.push({ kind: 'heading', text: c.titolo }, { kind: 'paragraph', text: c.testo });
  }
  blocks.push({
    kind: 'small',
    text: 'Prima della sottoscrizione leggere attentamente il set informativo. Il presente documento riassume le condizioni del prodotto e non sostituisce le condizioni generali di assicurazione.',
  });
  const pdf = await renderPdf({
    title: `Condizioni di assicurazione - ${o.nome}`,
    author: o.fornitore,
    blocks,
    footer: o.fornitore,
  });
  return { pdf, filename: `condizioni-${o.codice.toLowerCase()}.pdf` };
}
