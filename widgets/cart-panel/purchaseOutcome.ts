import type { DatiAdesione, ErroreTotale, EsitoAcquisto } from '../../schemas/types';
import { textOr, type Translate } from '../../engine/core/messages';

/** What follows the purchase answer (after the warning box, when there is one). */
export type DopoAcquisto = 'redirect' | 'riepilogo' | 'nulla';

export interface EsitoMostrato {
  polizze: DatiAdesione[];
  errori: ErroreTotale[];
  redirect: string | null;
  poi: DopoAcquisto;
}

/**
 * Spec 2 §4 "Purchase from cart": with adesioniErrori the warning box comes first, then the payment
 * page when there is a redirect URL, otherwise the summary; without errors the payment page only when
 * no policy was issued, otherwise the summary. A summary of no policies is never opened (a `ko` with no
 * redirect only shows its errors).
 */
export function esitoMostrato(esito: EsitoAcquisto): EsitoMostrato {
  const polizze = esito.data?.adesioni ?? [];
  const errori = esito.data?.adesioniErrori ?? [];
  const redirect = esito.data?.redirecUrl || null;
  const poi: DopoAcquisto =
    errori.length > 0
      ? redirect
        ? 'redirect'
        : polizze.length > 0
          ? 'riepilogo'
          : 'nulla'
      : redirect && polizze.length === 0
        ? 'redirect'
        : polizze.length > 0
          ? 'riepilogo'
          : 'nulla';
  return { polizze, errori, redirect, poi };
}

/** An Adesione error's line (spec 2 §8): its codice's message, ': ' and the package when given. */
export function messaggioErrore(errore: ErroreTotale, t: Translate): string {
  const testo = errore.codice ? textOr(t, errore.codice, errore.descrizione) : errore.descrizione;
  return errore.data?.pacchetto ? `${testo}: ${errore.data.pacchetto}` : testo;
}

const cents = (value: number | null | undefined) => Math.round((value ?? 0) * 100);

/** The summary's figures: number of policies, total premium, commissions and total to pay. */
export function totaliPolizze(polizze: DatiAdesione[]) {
  const sum = (pick: (p: DatiAdesione) => number) =>
    polizze.reduce((acc, p) => acc + cents(pick(p)), 0) / 100;
  return {
    numero: polizze.length,
    premioTotale: sum((p) => p.totalePremio),
    commissioni: sum((p) => p.commissioni),
    totale: sum((p) => p.totalePremioDaPagare),
  };
}

/** A fresh Idempotency-Key: randomUUID where the page has it (secure contexts), else a v4 from getRandomValues. */
export function nuovaChiave(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
