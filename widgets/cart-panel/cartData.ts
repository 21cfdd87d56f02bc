import type { CarrelloItem } from '../../schemas/types';

/** The figures of one cart item (infoTotali's `tot`) and of the whole cart. */
export interface TotaliCarrello {
  totaleViaggio: number;
  commissioni: number;
  totaleViaggioDaPagare: number;
  /** The withholding tax on the commissions that Da pagare includes (0 when the server sent none). */
  ritenutaAcconto: number;
}

const ZERO: TotaliCarrello = {
  totaleViaggio: 0,
  commissioni: 0,
  totaleViaggioDaPagare: 0,
  ritenutaAcconto: 0,
};

/** base64 (or base64url) of UTF-8 JSON → the value; null when it is not. */
export function decodeBase64Json(text: string | null | undefined): unknown {
  if (!text) return null;
  try {
    const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
    const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes)) as unknown;
  } catch {
    return null;
  }
}

const amount = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/** An item's totals from infoTotali (spec 2 §3 "Cart item": base64 JSON with a tot object); 0 when unreadable. */
export function totaliItem(item: CarrelloItem): TotaliCarrello {
  const decoded = decodeBase64Json(item.datiCarrello.dati.infoTotali);
  const tot = decoded && typeof decoded === 'object' ? (decoded as { tot?: unknown }).tot : null;
  if (!tot || typeof tot !== 'object') return { ...ZERO };
  const t = tot as Record<string, unknown>;
  return {
    totaleViaggio: amount(t.totaleViaggio),
    commissioni: amount(t.commissioni),
    totaleViaggioDaPagare: amount(t.totaleViaggioDaPagare),
    ritenutaAcconto: amount(t.ritenutaAcconto),
  };
}

// Sums in cents, so that 0.1 + 0.2 is shown as 0,30 and not 0,30000000000000004.
const cents = (value: number) => Math.round(value * 100);

/** The cart's Premio Totale, Commissioni and Da pagare: the sum of each item's totals. */
export function totaliCarrello(items: CarrelloItem[]): TotaliCarrello {
  const sum = items.map(totaliItem).reduce(
    (acc, t) => ({
      totaleViaggio: acc.totaleViaggio + cents(t.totaleViaggio),
      commissioni: acc.commissioni + cents(t.commissioni),
      totaleViaggioDaPagare: acc.totaleViaggioDaPagare + cents(t.totaleViaggioDaPagare),
      ritenutaAcconto: acc.ritenutaAcconto + cents(t.ritenutaAcconto),
    }),
    { ...ZERO },
  );
  return {
    totaleViaggio: sum.totaleViaggio / 100,
    commissioni: sum.commissioni / 100,
    totaleViaggioDaPagare: sum.totaleViaggioDaPagare / 100,
    ritenutaAcconto: sum.ritenutaAcconto / 100,
  };
}

/** The item's participants: the trip data's list, else the encoded elencoPartecipanti. */
export function partecipantiItem(item: CarrelloItem): Array<{ cognome: string; nome: string }> {
  const list =
    item.datiViaggio.partecipanti ?? decodeBase64Json(item.datiCarrello.dati.elencoPartecipanti) ?? [];
  if (!Array.isArray(list)) return [];
  return list
    .map((p: Record<string, unknown>) => ({
      cognome: String(p.Cognome ?? p.cognome ?? '').trim(),
      nome: String(p.Nome ?? p.nome ?? '').trim(),
    }))
    .filter((p) => p.cognome || p.nome);
}

/** Package name and first participant, or `errore` ('ERRORE PARTECIPANTI') without a list (spec 2 §2 "Cart"). */
export function titoloItem(item: CarrelloItem, errore: string): string {
  const primo = partecipantiItem(item)[0];
  const nome = primo ? [primo.cognome, primo.nome].filter(Boolean).join(' ') : '';
  return `${item.datiProdotto.pacchetto} - ${nome || errore}`;
}
