import { CAMPI_TOTALI } from './campiTotali';
import { checkViaggio } from './checkViaggio';
import { erroreCodicePromo } from './codicePromo';
import { computeTotaliPacchetto } from './computeTotaliPacchetto';
import { preparaPacchetto } from './preparaPacchetto';
import type {
  EsitoPricing,
  ErroreTotale,
  PacchettoDaPrezzare,
  PricingInput,
  TotaliCentesimi,
  TotaliPacchetto,
} from './types';

/** F15: a cart item's totals are the field-by-field sums of its packages' totals. */
export function sommaTotali(pacchetti: readonly TotaliCentesimi[]): TotaliCentesimi {
  const totali = Object.fromEntries(CAMPI_TOTALI.map((k) => [k, 0])) as unknown as TotaliCentesimi;
  for (const p of pacchetti) for (const k of CAMPI_TOTALI) totali[k] += p[k];
  return totali;
}

const chiave = (e: ErroreTotale) => `${e.codice}|${e.data?.pacchetto ?? ''}`;

/**
 * Prices a package and its supplementary policies for a trip: every figure of spec 2 §3 "Totals" in
 * integer cents, or the `erroriTotaleCarrello` that stop it. Pure: today's date comes in the input.
 *
 * computeTotali({ oggi: '2026-05-01', viaggio, pacchetto: { pacchettoID: 7, pacchetto: 'Medico Bagaglio',
 *   tariffa, commissione: { tipoCommissioneID: 2, commissione: 20 } } })
 */
export function computeTotali(input: PricingInput): EsitoPricing {
  const fase = input.fase ?? 'preventivo';
  const complementari = input.complementari ?? [];
  const tutti: Array<{ p: PacchettoDaPrezzare; principale: boolean }> = [
    { p: input.pacchetto, principale: true },
    ...complementari.map((p) => ({ p, principale: false })),
  ];
  const errori = new Map<string, ErroreTotale>();
  const add = (list: readonly ErroreTotale[]) => list.forEach((e) => errori.set(chiave(e), e));
  const prezzati: TotaliPacchetto[] = [];

  for (const { p, principale } of tutti) {
    const v = { ...input.viaggio, ...p.viaggio };
    const generale = checkViaggio(v, input.oggi);
    add(generale.errori);
    if (!generale.fatti) continue;
    const preparato = preparaPacchetto({
      nome: p.pacchetto,
      tariffa: p.tariffa,
      regole: { ...p.tariffa.regole, ...p.regole },
      v,
      fatti: generale.fatti,
      fase,
      complementariIDs: principale ? complementari.map((c) => c.pacchettoID) : null,
    });
    add(preparato.errori);
    if (!preparato.fattiPacchetto) continue;
    const priced = computeTotaliPacchetto({
      pacchettoID: p.pacchettoID,
      nome: p.pacchetto,
      tariffa: p.tariffa,
      v,
      fatti: generale.fatti,
      fattiPacchetto: preparato.fattiPacchetto,
      commissione: p.commissione,
      commissioneEred: p.commissioneEred,
      markup: p.markup,
      ritenuta: input.ritenuta,
      oggi: input.oggi,
    });
    add(priced.errori);
    if (priced.totali) prezzati.push(priced.totali);
  }

  if (input.controllaCodicePromo) {
    const promo = erroreCodicePromo(
      input.viaggio.codicePromo,
      tutti.map(({ p }) => p.tariffa),
      input.oggi,
    );
    if (promo) add([promo]);
  }
  if (errori.size > 0) return { ok: false, erroriTotaleCarrello: [...errori.values()] };
  return { ok: true, totali: sommaTotali(prezzati), pacchetti: prezzati };
}
