import { letturaCatalogo } from './catalogueCache';
import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { fasceEta, nazionalita } from '../../db/schema';
import {
  computeTotali,
  regoleDaExtraInfo,
  totaliInEuro,
  validateTariffa,
  type EsitoPricing,
  type PacchettoDaPrezzare,
  type ViaggioDaPrezzare,
  type Tariffa,
} from '../../domain/pricing';
import type { ExtraInfo, ParametriViaggio, PartecipanteViaggio } from '../../../schemas/types';
import { geografia, type Geografia } from './dettagli';
import type { Offerta } from './offerte';
import { leggiData } from './partecipanti/dataNascita';

/** A dropdown choice as the trip form may send it: the code, or the item holding it. */
type Scelta = ParametriViaggio['destinazioneStato'] | ParametriViaggio['nazionalita'];

export const valoreDi = (s: Scelta): string | null => {
  const v = typeof s === 'object' && s !== null ? s.value : s;
  return v === null || v === undefined || v === '' ? null : String(v);
};

/** Built once: a formatter costs tens of microseconds to make, and every package priced asks for today. */
const giornoARoma = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' });

/** "Today" for eligibility, in the portal's time zone. */
export const oggi = (now = new Date()): string => giornoARoma.format(now);

/** The reference data trip parameters are read against: the dropdowns' destinations, bands and areas. */
export interface Contesto {
  geo: Geografia;
  fasce: Array<{ id: number; etaMin: number; etaMax: number }>;
  /** Departure-area codes (dropdown/nazionalita). */
  aree: ReadonlySet<string>;
}

export async function fasceDiEta(db: Db): Promise<Contesto['fasce']> {
  return db
    .select({ id: fasceEta.id, etaMin: fasceEta.etaMin, etaMax: fasceEta.etaMax })
    .from(fasceEta)
    .orderBy(asc(fasceEta.ordine));
}

async function contestoDiDaDb(db: Db): Promise<Contesto> {
  const aree = await db.select({ codice: nazionalita.codice }).from(nazionalita);
  return {
    geo: await geografia(db),
    fasce: await fasceDiEta(db),
    aree: new Set(aree.map((a) => a.codice)),
  };
}

/**
 * A destination code (state or state group) as the engine reads it. A state is always read with its
 * own group: a group sent beside it could otherwise move it into a cheaper zone.
 */
export function destinazione(
  code: string | null,
  gruppo: string | null | undefined,
  geo: Geografia,
): Pick<ViaggioDaPrezzare, 'destinazioneStato' | 'destinazioneGruppoStato'> {
  if (!code) return { destinazioneStato: null, destinazioneGruppoStato: gruppo ?? null };
  const stato = geo.stati.get(code);
  if (stato) return { destinazioneStato: code, destinazioneGruppoStato: stato.gruppo };
  if (geo.gruppi.some((g) => g.codice === code))
    return { destinazioneStato: null, destinazioneGruppoStato: code };
  return { destinazioneStato: code, destinazioneGruppoStato: gruppo ?? null };
}

/**
 * Travellers as the engine reads them: the birth date as YYYY-MM-DD whichever form it was typed or
 * imported in (DD/MM/YYYY too, as the participants' check accepts it); one that is no date is passed
 * on as it is, so that the engine refuses it rather than pricing the traveller at the band.
 */
export function partecipantiDaPrezzare(list: readonly PartecipanteViaggio[] | null | undefined) {
  return (list ?? []).map((x) => {
    const nascita = String(x.DataNascita ?? x.dataNascita ?? '').trim();
    return {
      DataNascita: nascita === '' ? null : (leggiData(nascita) ?? nascita),
      CodiceFiscale: String(x.CodiceFiscale ?? x.codiceFiscale ?? '') || null,
    };
  });
}

/** The API's trip parameters (schemas/entities/parametriViaggio) as the pricing engine's: destination resolved, age band turned into a range. */
export function viaggioDa(p: ParametriViaggio | null | undefined, ctx: Contesto): ViaggioDaPrezzare {
  if (!p) return {};
  const banda =
    p.eta === null || p.eta === undefined || p.eta === ''
      ? undefined
      : ctx.fasce.find((f) => f.id === Number(p.eta));
  const etaRange = p.etaRange ?? (banda ? { min: banda.etaMin, max: banda.etaMax } : null);
  return {
    inizioViaggio: p.inizioViaggio ?? null,
    fineViaggio: p.fineViaggio ?? null,
    ...destinazione(valoreDi(p.destinazioneStato), p.destinazioneGruppoStato, ctx.geo),
    nazionalita: valoreDi(p.nazionalita),
    etaRange,
    tipologiaPolizza: p.tipologiaPolizza ?? null,
    numeroPartecipanti: p.numeroPartecipanti ?? null,
    importoViaggio: p.importoViaggio ?? null,
    secondoImporto: p.secondoImporto ?? null,
    numeroAlloggi: p.numeroAlloggi ?? null,
    codicePromo: p.codicePromo ?? null,
    partecipanti: partecipantiDaPrezzare(p.partecipanti),
  };
}

/** A stored tariff, checked again on read (a bad one makes the package unpriceable, never a 500). */
export function tariffaDi(o: Pick<Offerta, 'tariffa'>): Tariffa | null {
  const check = validateTariffa(o.tariffa);
  return check.ok ? check.tariffa : null;
}

/** What the engine needs of a package: its tariff, its extra-info rules, the seller's commissions. */
export function daPrezzare(
  o: Offerta,
  extraInfo: ExtraInfo[],
  nazionalitaAmmesse: string[] | undefined,
  viaggio?: Partial<ViaggioDaPrezzare>,
): PacchettoDaPrezzare | null {
  const tariffa = tariffaDi(o);
  if (!tariffa) return null;
  const regole = regoleDaExtraInfo(extraInfo);
  if (nazionalitaAmmesse && nazionalitaAmmesse.length > 0) regole.nazionalitaAmmesse = nazionalitaAmmesse;
  return {
    pacchettoID: o.id,
    pacchetto: o.nome,
    tariffa,
    regole,
    commissione:
      o.tipoCommissioneID !== null && o.commissione !== null
        ? { tipoCommissioneID: o.tipoCommissioneID, commissione: o.commissione }
        : null,
    commissioneEred:
      o.tipoCommissioneEredID !== null && o.commissioneEred !== null
        ? { tipoCommissioneID: o.tipoCommissioneEredID, commissione: o.commissioneEred }
        : null,
    ...(viaggio ? { viaggio } : {}),
  };
}

export function prezza(
  viaggio: ViaggioDaPrezzare,
  pacchetto: PacchettoDaPrezzare,
  complementari: PacchettoDaPrezzare[] = [],
  now = new Date(),
  controllaCodicePromo = false,
): EsitoPricing {
  return computeTotali({ oggi: oggi(now), viaggio, pacchetto, complementari, controllaCodicePromo });
}

export { totaliInEuro };

/** `contestoDiDaDb`, kept until the catalogue changes (catalogueCache.ts). */
export const contestoDi = (db: Db): Promise<Contesto> =>
  letturaCatalogo(db, 'contestoDi', () => contestoDiDaDb(db));
