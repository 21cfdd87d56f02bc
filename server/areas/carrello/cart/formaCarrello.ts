import type { CarrelloItem, Totali } from '../../../../schemas/types';
import type { itemsDi } from './carrelloStore';

type Riga = Awaited<ReturnType<typeof itemsDi>>['rows'][number];

/** safe-base64 (base64url) of a value's UTF-8 JSON: the spec's encoding of the cart's nested lists. */
export const safeBase64 = (value: unknown) =>
  Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');

const codice = (v: unknown): string | null => {
  if (v && typeof v === 'object' && 'value' in v) return codice((v as { value: unknown }).value);
  if (typeof v === 'string' && v !== '') return v;
  if (typeof v === 'number') return String(v);
  return null;
};

const euro = (t: Partial<Totali> | undefined) => ({
  totaleViaggio: t?.totaleViaggio ?? 0,
  commissioni: t?.commissioni ?? 0,
  totaleViaggioDaPagare: t?.totaleViaggioDaPagare ?? 0,
  // Issue 24: the withholding tax included in Da pagare, shown with it in the cart panel.
  ritenutaAcconto: t?.ritenutaAcconto ?? 0,
});

/**
 * A saved item in the spec's cart form (spec 2 §3 "Cart item"): trip dates cut to 10 characters,
 * prodottiCollegati as JSON text, the participants, further data and totals encoded; plus datiViaggio,
 * what the product page reloads to edit it.
 */
export function formaCarrello(r: Riga, nomi: Map<number, string>): CarrelloItem {
  const p = r.dati.parametri;
  const perPacchetto = new Map((r.totali.pacchetti ?? []).map((x) => [x.pacchettoID, x]));
  const collegati = r.dati.prodottiCollegati ?? [];
  return {
    datiProdotto: {
      pacchettoID: r.pacchettoId,
      prodottoID: r.prodottoId,
      pacchetto: r.pacchetto,
      nomeProdotto: r.nomeProdotto,
      descrizioneSintetica: r.descrizioneSintetica,
    },
    datiCarrello: {
      dati: {
        itemID: r.id,
        pacchettoID: r.pacchettoId,
        numeroPartecipanti: Number(p.numeroPartecipanti ?? r.dati.partecipanti?.length ?? 1),
        inizioViaggio: String(p.inizioViaggio ?? '').slice(0, 10),
        fineViaggio: String(p.fineViaggio ?? '').slice(0, 10),
        statoID: codice(p.destinazioneStato),
        nazionalitaID: codice(p.nazionalita),
        importoViaggio: p.importoViaggio ?? null,
        secondoImporto: p.secondoImporto ?? null,
        numeroAlloggi: p.numeroAlloggi ?? null,
        riferimentoPratica: r.dati.riferimentoPratica ?? null,
        codicePromo: p.codicePromo ?? null,
        note: r.dati.note ?? null,
        tesseraSingola: r.dati.tesseraSingola === true,
        imageFilePartecipanti:
          r.dati.immaginePartecipanti === null || r.dati.immaginePartecipanti === undefined
            ? null
            : String(r.dati.immaginePartecipanti),
        prodottiCollegati: JSON.stringify(collegati),
        elencoPartecipanti: safeBase64(r.dati.partecipanti ?? []),
        ulterioriDati: safeBase64(r.dati.ulterioriDati ?? []),
        datiExtra: r.dati.datiExtra ?? null,
        infoTotali: Buffer.from(JSON.stringify({ tot: euro(r.totali) }), 'utf8').toString('base64'),
      },
      complementari: collegati.map((c) => ({
        pacchettoID: c.pacchettoID,
        pacchetto: nomi.get(c.pacchettoID) ?? perPacchetto.get(c.pacchettoID)?.pacchetto ?? '',
        destinazioneID: codice(c.destinazioneID),
        nazionalitaID: codice(c.nazionalitaID),
        importoViaggio: c.importoViaggio ?? null,
        totaleViaggio: perPacchetto.get(c.pacchettoID)?.totaleViaggio ?? 0,
        commissioni: perPacchetto.get(c.pacchettoID)?.commissioni ?? 0,
      })),
    },
    datiViaggio: { ...r.dati, itemID: r.id, totali: r.totali },
  };
}
