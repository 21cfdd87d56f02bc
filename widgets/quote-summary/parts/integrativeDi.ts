import type { ProdottoComplementare, TotaliRisposta } from '../../../schemas/types';
import type { DatiViaggioInseriti } from '../../shopping/tripState';

export interface IntegrativaPrezzata {
  pacchettoID: number;
  nome: string;
  /** Its own total; null while the trip is not priced. */
  importo: number | null;
}

/**
 * The supplementary policies of the quote (spec 2 §2 "Quote summary panel"): every package the
 * server priced besides the main one (so a mandatory policy shows even before the page adds it),
 * then the policies added but not priced, by name.
 */
export function integrativeDi(
  dati: DatiViaggioInseriti,
  complementari: ProdottoComplementare[],
  totali: TotaliRisposta['data'] | null,
): IntegrativaPrezzata[] {
  const prezzate = (totali?.pacchetti ?? [])
    .filter((p) => p.pacchettoID !== dati.pacchettoID)
    .map((p) => ({ pacchettoID: p.pacchettoID, nome: p.pacchetto, importo: p.totaleViaggio }));
  // An added policy still waiting for a value is not priced yet: listed by name, without amount.
  const inAttesa = (dati.prodottiCollegati ?? []).flatMap((c) => {
    if (prezzate.some((p) => p.pacchettoID === c.pacchettoID)) return [];
    const nome = complementari.find((x) => x.pacchettoID === c.pacchettoID)?.pacchetto;
    return nome ? [{ pacchettoID: c.pacchettoID, nome, importo: null }] : [];
  });
  return [...prezzate, ...inAttesa];
}
