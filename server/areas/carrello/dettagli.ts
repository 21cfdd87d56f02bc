import { letturaCatalogo } from './catalogueCache';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  gruppiStato,
  nazionalita,
  pacchettiComplementari,
  pacchettiExtraInfo,
  pacchettiNazionalita,
  pacchettiParametri,
  pacchettiTestiCarrello,
  parametriConfronto,
  stati,
} from '../../db/schema';
import type { ExtraInfo, ParametroConfronto } from '../../../schemas/types';
import type { Tariffa } from '../../domain/pricing';

const groupBy = <T, K>(rows: T[], key: (r: T) => K): Map<K, T[]> => {
  const map = new Map<K, T[]>();
  for (const r of rows) {
    const k = key(r);
    const list = map.get(k);
    if (list) list.push(r);
    else map.set(k, [r]);
  }
  return map;
};

/** Extra-info rows of the packages, by package id; kept until the catalogue changes. */
export const extraInfoDi = (db: Db, ids: number[]): Promise<Map<number, ExtraInfo[]>> =>
  letturaCatalogo(db, `extraInfoDi:${ids.join(',')}`, () => extraInfoDiDaDb(db, ids));

async function extraInfoDiDaDb(db: Db, ids: number[]): Promise<Map<number, ExtraInfo[]>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(pacchettiExtraInfo)
    .where(inArray(pacchettiExtraInfo.pacchettoId, ids))
    .orderBy(asc(pacchettiExtraInfo.labelId));
  const byId = groupBy(rows, (r) => r.pacchettoId);
  return new Map(
    [...byId].map(([id, list]) => [id, list.map((r) => ({ labelID: r.labelId, valore: r.valore }))]),
  );
}

/** The comparison catalogue, or the packages' own values of it, by package id; kept until the catalogue changes. */
export const parametriDi = (db: Db, ids: number[]): Promise<Map<number, ParametroConfronto[]>> =>
  letturaCatalogo(db, `parametriDi:${ids.join(',')}`, () => parametriDiDaDb(db, ids));

async function parametriDiDaDb(db: Db, ids: number[]): Promise<Map<number, ParametroConfronto[]>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      pacchettoId: pacchettiParametri.pacchettoId,
      parametroID: parametriConfronto.id,
      categoria: parametriConfronto.categoria,
      nomeParametro: parametriConfronto.nome,
      valore: pacchettiParametri.valore,
      valoreTesto: pacchettiParametri.valoreTesto,
      tipo: parametriConfronto.tipoInputId,
      fieldType: parametriConfronto.fieldType,
      decimalSlot: parametriConfronto.decimalSlot,
    })
    .from(pacchettiParametri)
    .innerJoin(parametriConfronto, eq(parametriConfronto.id, pacchettiParametri.parametroId))
    .where(inArray(pacchettiParametri.pacchettoId, ids))
    .orderBy(asc(parametriConfronto.ordine), asc(parametriConfronto.id));
  const byId = groupBy(rows, (r) => r.pacchettoId);
  return new Map(
    [...byId].map(([id, list]) => [
      id,
      list.map(({ pacchettoId: _p, valore, ...r }) => ({
        ...r,
        valore: valore === null ? null : Number(valore),
      })),
    ]),
  );
}

/** Every comparison parameter, without values: the rows of the comparison matrix. */
export async function catalogoParametri(db: Db): Promise<ParametroConfronto[]> {
  const rows = await db.select().from(parametriConfronto).orderBy(asc(parametriConfronto.ordine));
  return rows.map((p) => ({
    parametroID: p.id,
    categoria: p.categoria,
    nomeParametro: p.nome,
    valore: null,
    valoreTesto: null,
    tipo: p.tipoInputId,
    fieldType: p.fieldType,
    decimalSlot: p.decimalSlot,
  }));
}

type TestiCarrello = Map<number, Array<{ tipoID: number; testo: string }>>;

/** The cart texts of each package, kept until the catalogue changes (catalogueCache.ts). */
export const testiCarrelloDi = (db: Db, ids: number[]): Promise<TestiCarrello> =>
  letturaCatalogo(db, `testiCarrelloDi:${ids.join(',')}`, () => testiCarrelloDiDaDb(db, ids));

async function testiCarrelloDiDaDb(db: Db, ids: number[]): Promise<TestiCarrello> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(pacchettiTestiCarrello)
    .where(inArray(pacchettiTestiCarrello.pacchettoId, ids))
    .orderBy(asc(pacchettiTestiCarrello.tipoId));
  const byId = groupBy(rows, (r) => r.pacchettoId);
  return new Map(
    [...byId].map(([id, list]) => [id, list.map((r) => ({ tipoID: r.tipoId, testo: r.testo }))]),
  );
}

interface NazionalitaPacchetti {
  tutte: Array<{ codice: string; nazione: string }>;
  ammesse: Map<number, string[]>;
}

/** The departure areas each package accepts (all areas when it lists none), kept as the catalogue. */
export const nazionalitaDi = (db: Db, ids: number[]): Promise<NazionalitaPacchetti> =>
  letturaCatalogo(db, `nazionalitaDi:${ids.join(',')}`, () => nazionalitaDiDaDb(db, ids));

async function nazionalitaDiDaDb(db: Db, ids: number[]): Promise<NazionalitaPacchetti> {
  const tutte = (await db.select().from(nazionalita).orderBy(asc(nazionalita.ordine))).map((n) => ({
    codice: n.codice,
    nazione: n.descrizione,
  }));
  const rows =
    ids.length === 0
      ? []
      : await db.select().from(pacchettiNazionalita).where(inArray(pacchettiNazionalita.pacchettoId, ids));
  const byId = groupBy(rows, (r) => r.pacchettoId);
  return {
    tutte,
    ammesse: new Map([...byId].map(([id, list]) => [id, list.map((r) => r.nazionalitaCodice)])),
  };
}

export interface Geografia {
  gruppi: Array<{ codice: string; descrizione: string }>;
  stati: Map<string, { nome: string; gruppo: string }>;
}

/** Every state group and state, kept until the catalogue changes (catalogueCache.ts). */
export const geografia = (db: Db): Promise<Geografia> =>
  letturaCatalogo(db, 'geografia', () => geografiaDaDb(db));

async function geografiaDaDb(db: Db): Promise<Geografia> {
  const gruppi = await db.select().from(gruppiStato).orderBy(asc(gruppiStato.ordine));
  const list = await db.select().from(stati);
  return {
    gruppi: gruppi.map((g) => ({ codice: g.codice, descrizione: g.descrizione })),
    stati: new Map(list.map((s) => [s.codice, { nome: s.nome, gruppo: s.gruppoCodice }])),
  };
}

/**
 * The destinations a tariff covers, as codes to send back as statoID: the state groups and states its
 * zones list ("*" or no zones: every group).
 */
export function destinazioniDi(
  tariffa: Tariffa | null,
  geo: Geografia,
): Array<{ code: string; nazione: string; stati?: string[] }> {
  // A group lists its states, so the page can carry a trip's state over to the group covering it.
  const statiDi = (gruppo: string) =>
    [...geo.stati].filter(([, s]) => s.gruppo === gruppo).map(([codice]) => codice);
  const tutti = geo.gruppi.map((g) => ({ code: g.codice, nazione: g.descrizione, stati: statiDi(g.codice) }));
  const zone = tariffa?.zone ?? [];
  if (zone.length === 0 || zone.some((z) => z.stati?.includes('*'))) return tutti;
  const out = new Map<string, { code: string; nazione: string; stati?: string[] }>();
  for (const z of zone) {
    for (const g of z.gruppiStato ?? []) {
      const gruppo = geo.gruppi.find((x) => x.codice === g);
      if (gruppo) out.set(g, { code: g, nazione: gruppo.descrizione, stati: statiDi(g) });
    }
    for (const s of z.stati ?? []) {
      const stato = geo.stati.get(s);
      if (stato) out.set(s, { code: s, nazione: stato.nome });
    }
  }
  return [...out.values()];
}

export interface Complementare {
  pacchettoId: number;
  complementareId: number;
  obbligatoria: boolean;
}

async function complementariDiDaDb(db: Db, ids: number[]): Promise<Map<number, Complementare[]>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      pacchettoId: pacchettiComplementari.pacchettoId,
      complementareId: pacchettiComplementari.complementareId,
      obbligatoria: pacchettiComplementari.obbligatoria,
    })
    .from(pacchettiComplementari)
    .where(inArray(pacchettiComplementari.pacchettoId, ids))
    .orderBy(asc(pacchettiComplementari.ordine));
  return groupBy(rows, (r) => r.pacchettoId);
}

/** `complementariDiDaDb`, kept until the catalogue changes (catalogueCache.ts). */
export const complementariDi = (db: Db, ids: number[]): Promise<Map<number, Complementare[]>> =>
  letturaCatalogo(db, `complementariDi:${ids.join(',')}`, () => complementariDiDaDb(db, ids));
