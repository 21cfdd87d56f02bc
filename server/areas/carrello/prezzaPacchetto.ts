import { letturaCatalogo } from './catalogueCache';
import type { ErroreTotale, Totali } from '../../../schemas/types';
import type { Db } from '../../db/client';
import {
  PRICING_ERROR_TEXTS,
  type PacchettoDaPrezzare,
  type TotaliPacchetto,
  type ViaggioDaPrezzare,
} from '../../domain/pricing';
import { extraInfoDi, nazionalitaDi, type Complementare } from './dettagli';
import type { Offerta } from './offerte';
import { daPrezzare, prezza, totaliInEuro } from './prezzi';

/**
 * The one pipeline that prices "a package plus its supplementary policies", shared by the product list
 * (`lista.ts`, every package with its mandatory policies) and the totals call (`service.ts`, one package
 * with the requested and the mandatory ones). Callers choose which offers go in; from there on the
 * rules are the same: each offer is read with its extra-info rules and accepted departure areas, an
 * offer without a valid tariff refuses the whole price with `pricing.tariffaNonTrovata`, and the engine's
 * cents become the API's euro.
 */

/** An offer to price, with the trip values it overrides (its own destination, departure area, amount). */
export interface DaPrezzare {
  offerta: Offerta;
  viaggio?: Partial<ViaggioDaPrezzare>;
}

/** What the pipeline reads of the catalogue for a set of offers, loaded once per request. */
export interface RegolePacchetti {
  extra: Awaited<ReturnType<typeof extraInfoDi>>;
  ammesse: Map<number, string[]>;
}

export type PrezzoPacchetto =
  | { ok: true; totali: Totali; pacchetti: Array<Totali & { pacchettoID: number; pacchetto: string }> }
  | { ok: false; erroriTotaleCarrello: ErroreTotale[] };

async function regolePacchettiDaDb(db: Db, ids: number[]): Promise<RegolePacchetti> {
  const [extra, naz] = [await extraInfoDi(db, ids), await nazionalitaDi(db, ids)];
  return { extra, ammesse: naz.ammesse };
}

/** The ids of the supplementary policies a package always comes with. */
export const obbligatorieDi = (links: readonly Complementare[]): number[] =>
  links.filter((l) => l.obbligatoria).map((l) => l.complementareId);

const nonPrezzabile = (o: Offerta): ErroreTotale => ({
  codice: 'pricing.tariffaNonTrovata',
  descrizione: PRICING_ERROR_TEXTS['pricing.tariffaNonTrovata'],
  data: { pacchetto: o.nome },
});

const inEuro = (p: TotaliPacchetto) => ({
  pacchettoID: p.pacchettoID,
  pacchetto: p.pacchetto,
  ...totaliInEuro(p),
});

/**
 * Prices `main` for the trip together with `integrative`, in euro.
 *
 * @example prezzaPacchetto(viaggio, regole, { offerta }, obbligatorie.map((o) => ({ offerta: o })))
 */
export function prezzaPacchetto(
  viaggio: ViaggioDaPrezzare,
  regole: RegolePacchetti,
  main: DaPrezzare,
  integrative: readonly DaPrezzare[],
  now = new Date(),
  /** An item being bought: an unknown or expired promo code is refused (pricing/codicePromo.ts). */
  controllaCodicePromo = false,
): PrezzoPacchetto {
  const prepared: PacchettoDaPrezzare[] = [];
  for (const { offerta, viaggio: own } of [main, ...integrative]) {
    const p = daPrezzare(offerta, regole.extra.get(offerta.id) ?? [], regole.ammesse.get(offerta.id), own);
    if (!p) return { ok: false, erroriTotaleCarrello: [nonPrezzabile(offerta)] };
    prepared.push(p);
  }
  const [pacchetto, ...complementari] = prepared as [PacchettoDaPrezzare, ...PacchettoDaPrezzare[]];
  const esito = prezza(viaggio, pacchetto, complementari, now, controllaCodicePromo);
  if (!esito.ok) return { ok: false, erroriTotaleCarrello: esito.erroriTotaleCarrello };
  return { ok: true, totali: totaliInEuro(esito.totali), pacchetti: esito.pacchetti.map(inEuro) };
}

/** `regolePacchettiDaDb`, kept until the catalogue changes (catalogueCache.ts). */
export const regolePacchetti = (db: Db, ids: number[]): Promise<RegolePacchetti> =>
  letturaCatalogo(db, `regolePacchetti:${ids.join(',')}`, () => regolePacchettiDaDb(db, ids));
