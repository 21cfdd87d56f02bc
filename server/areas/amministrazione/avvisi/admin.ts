import { eq } from 'drizzle-orm';
import type { Principal } from '../../../auth/principal';
import { audit } from '../../../audit';
import type { Db } from '../../../db/client';
import { findPgError } from '../../../db/pgError';
import { avvisi, avvisiDistributori } from '../../../db/schema';
import { sanitizeHtml } from '../../../domain/catalogo/sanitizeHtml';
import { badRequest, badRequestAll, notFound, type ErrorMessage } from '../../../errors';
import { AVVISI_MSG } from './messages';

export const TIPI_DISTRIBUTORE = ['agenziadettagliante', 'touroperator', 'network'] as const;
export const PUBBLICI = ['tutti', 'tipi', 'distributori'] as const;

/** A list as the admin grid holds it (`"a,b"` text, as the list serves it) or as the form sends it (array). */
const elenco = (items: Record<string, unknown>) => ({
  anyOf: [
    { type: 'array', items, uniqueItems: true, maxItems: 500 },
    { type: 'string', maxLength: 5000, pattern: '^[a-z0-9,]*$' },
    { type: 'null' },
  ],
});
const dataOra = {
  type: ['string', 'null'],
  maxLength: 40,
  pattern: '^\\d{4}-\\d{2}-\\d{2}([T ]\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,6})?)?(Z|[+-]\\d{2}:?\\d{2})?)?$',
  description: 'Data (AAAA-MM-GG, da mezzanotte in Italia) o data e ora ISO 8601; null per nessun limite',
};

/** The fields of a notice back office writes (POST amministrazione/avvisi, PUT amministrazione/avvisi/{id}). */
export const CAMPI_AVVISO = {
  titolo: { type: 'string', minLength: 1, maxLength: 200, description: 'Titolo (1–200 caratteri)' },
  descrizione: {
    type: ['string', 'null'],
    maxLength: 20000,
    description: 'Testo in HTML: ripulito come le descrizioni del catalogo',
  },
  link: {
    type: ['string', 'null'],
    maxLength: 500,
    description: 'Indirizzo http o https da aprire; vuoto o null per nessuno',
  },
  tipoVisualizzazione: {
    type: 'integer',
    minimum: 1,
    maximum: 3,
    description: '1 non mostrare più, 2 conferma lettura, 3 mostra sempre',
  },
  modalitaVisualizzazione: { type: 'integer', minimum: 1, maximum: 2, description: '1 normale, 2 grande' },
  posizioneApertura: {
    type: 'integer',
    minimum: 1,
    maximum: 4,
    description: '1 login, 2 carrello, 3 scelta prodotto, 4 Area My',
  },
  idProdotto: { type: ['integer', 'null'], minimum: 1, maximum: 2147483647 },
  idPolizza: { type: ['integer', 'null'], minimum: 1, maximum: 2147483647 },
  pubblico: {
    type: 'string',
    enum: [...PUBBLICI],
    description: 'tutti, tipi (di distributore), distributori',
  },
  tipiDistributore: {
    ...elenco({ type: 'string', enum: [...TIPI_DISTRIBUTORE] }),
    description: 'Tipi di distributore (pubblico «tipi»)',
  },
  distributori: {
    ...elenco({ type: 'integer', minimum: 1, maximum: 2147483647 }),
    description: 'Id dei distributori (pubblico «distributori»), scritti in avvisi_distributori',
  },
  validoDal: dataOra,
  validoAl: dataOra,
  attivo: { type: 'boolean' },
} as const;

export type CampiAvviso = Partial<{
  titolo: string;
  descrizione: string | null;
  link: string | null;
  tipoVisualizzazione: number;
  modalitaVisualizzazione: number;
  posizioneApertura: number;
  idProdotto: number | null;
  idPolizza: number | null;
  pubblico: (typeof PUBBLICI)[number];
  tipiDistributore: string[] | string | null;
  distributori: Array<number> | string | null;
  validoDal: string | null;
  validoAl: string | null;
  attivo: boolean;
}>;

/** The fields the admin list serves that the edit ignores (the grid sends the whole row). */
export const SOLO_LETTURA = [
  'itemID',
  'versione',
  'nomeFile',
  'prodotto',
  'polizza',
  'distributoriCodici',
  'conferme',
  'aggiornatoIl',
] as const;

const refusal = (m: { code: string; text: string }): ErrorMessage => ({ ...m, type: 'error' });

function comeElenco(v: unknown): string[] {
  if (Array.isArray(v)) return v.map(String);
  if (typeof v === 'string') return v.split(',').filter((s) => s !== '');
  return [];
}

/** A date alone is the start of that day in Italy (the portal's time zone); a time without zone too. */
function comeData(v: string | null | undefined, problems: ErrorMessage[]): Date | null | undefined {
  if (v === undefined) return undefined;
  if (v === null || v === '') return null;
  const testo = /^\d{4}-\d{2}-\d{2}$/.test(v) ? `${v}T00:00:00` : v.replace(' ', 'T');
  const conZona = /(Z|[+-]\d{2}:?\d{2})$/.test(testo) ? testo : `${testo}${fusoRoma(testo)}`;
  const d = new Date(conZona);
  if (Number.isNaN(d.getTime()) || d.getUTCFullYear() < 2000 || d.getUTCFullYear() > 2999) {
    problems.push(refusal(AVVISI_MSG.dataNonValida));
    return undefined;
  }
  return d;
}

/** Rome's offset on that local date (+01:00 or +02:00). */
function fusoRoma(localIso: string): string {
  const guess = new Date(`${localIso.slice(0, 19)}Z`);
  if (Number.isNaN(guess.getTime())) return 'Z';
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Rome',
    timeZoneName: 'shortOffset',
  }).formatToParts(guess);
  const name = parts.find((p) => p.type === 'timeZoneName')?.value ?? 'GMT+1';
  const h = Number(name.replace('GMT', '') || '0');
  return `${h >= 0 ? '+' : '-'}${String(Math.abs(h)).padStart(2, '0')}:00`;
}

/**
 * Checks and normalises a body into column values: the HTML description sanitised, an empty link as
 * none, the lists as arrays, the dates as instants. Refusals are collected and thrown together.
 */
function valori(
  body: CampiAvviso,
  prima: { pubblico: string; validoDal: Date | null; validoAl: Date | null } | null,
) {
  const problems: ErrorMessage[] = [];
  const v: Partial<typeof avvisi.$inferInsert> = {};
  if (body.titolo !== undefined) {
    if (body.titolo.trim() === '') problems.push(refusal(AVVISI_MSG.titoloVuoto));
    v.titolo = body.titolo.trim();
  }
  if (body.descrizione !== undefined) v.descrizione = sanitizeHtml(body.descrizione ?? '');
  if (body.link !== undefined) {
    const link = (body.link ?? '').trim();
    if (link !== '' && !/^https?:\/\/[^\s]+$/i.test(link)) problems.push(refusal(AVVISI_MSG.linkNonValido));
    v.link = link === '' ? null : link;
  }
  for (const k of [
    'tipoVisualizzazione',
    'modalitaVisualizzazione',
    'posizioneApertura',
    'idProdotto',
    'idPolizza',
    'pubblico',
    'attivo',
  ] as const)
    if (body[k] !== undefined) (v as Record<string, unknown>)[k] = body[k];
  const tipi = body.tipiDistributore === undefined ? undefined : comeElenco(body.tipiDistributore);
  if (tipi?.some((t) => !(TIPI_DISTRIBUTORE as readonly string[]).includes(t)))
    problems.push(refusal({ code: 'errore.validazione', text: 'Un tipo di distributore non è valido.' }));
  if (tipi) v.tipiDistributore = [...new Set(tipi)];
  const elencoDistributori =
    body.distributori === undefined ? undefined : [...new Set(comeElenco(body.distributori).map(Number))];
  if (elencoDistributori?.some((n) => !Number.isInteger(n) || n < 1 || n > 2147483647))
    problems.push(refusal(AVVISI_MSG.valoreInesistente));
  const dal = comeData(body.validoDal, problems);
  const al = comeData(body.validoAl, problems);
  if (dal !== undefined) v.validoDal = dal;
  if (al !== undefined) v.validoAl = al;
  const inizio = dal === undefined ? (prima?.validoDal ?? null) : dal;
  const fine = al === undefined ? (prima?.validoAl ?? null) : al;
  if (inizio && fine && fine <= inizio) problems.push(refusal(AVVISI_MSG.validitaNonValida));
  return { v, tipi, elencoDistributori, problems };
}

/** The audience's completeness, once the row's final values are known. */
function pubblicoCompleto(pubblico: string, tipi: readonly string[], quanti: number): ErrorMessage[] {
  if (pubblico === 'tipi' && tipi.length === 0) return [refusal(AVVISI_MSG.tipiMancanti)];
  if (pubblico === 'distributori' && quanti === 0) return [refusal(AVVISI_MSG.distributoriMancanti)];
  return [];
}

function rifiutoDelDatabase(error: unknown): never {
  if (findPgError(error, (c) => c === '23503'))
    throw badRequest(AVVISI_MSG.valoreInesistente.code, AVVISI_MSG.valoreInesistente.text);
  if (findPgError(error, (c) => c === '23514' || c === '23502' || c.startsWith('22')))
    throw badRequest('errore.validazione', 'Uno dei valori indicati non è valido.');
  throw error;
}

export interface Chi {
  user: Principal;
  impersonatorId: number | null;
  ip: string;
}

/** POST amministrazione/avvisi: a new notice with its chosen distributors, audited; answers its id. */
export async function creaAvviso(db: Db, chi: Chi, body: CampiAvviso): Promise<number> {
  const { v, tipi, elencoDistributori, problems } = valori(body, null);
  problems.push(...pubblicoCompleto(body.pubblico ?? 'tutti', tipi ?? [], elencoDistributori?.length ?? 0));
  if (problems.length > 0) throw badRequestAll(problems);
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(avvisi)
        .values({ ...(v as typeof avvisi.$inferInsert), creatoDa: chi.user.id })
        .returning({ id: avvisi.id });
      const id = row!.id;
      if (elencoDistributori?.length)
        await tx
          .insert(avvisiDistributori)
          .values(elencoDistributori.map((distributoreId) => ({ avvisoId: id, distributoreId })));
      await audit(tx, {
        userId: chi.user.id,
        impersonatorId: chi.impersonatorId,
        action: 'avviso.creato',
        detail: { id, titolo: v.titolo, distributori: elencoDistributori ?? [] },
        ip: chi.ip,
      });
      return id;
    });
  } catch (error) {
    return rifiutoDelDatabase(error);
  }
}

/**
 * PUT amministrazione/avvisi/{id}: changes the fields sent (the list's read-only ones are ignored) and,
 * when `distributori` is sent, replaces the chosen distributors. The version rises in the database
 * (migration 0027) when the title, text, file or link change.
 */
export async function modificaAvviso(db: Db, chi: Chi, id: number, body: CampiAvviso): Promise<void> {
  const [prima] = await db
    .select({
      pubblico: avvisi.pubblico,
      tipiDistributore: avvisi.tipiDistributore,
      validoDal: avvisi.validoDal,
      validoAl: avvisi.validoAl,
    })
    .from(avvisi)
    .where(eq(avvisi.id, id));
  if (!prima) throw notFound();
  const { v, tipi, elencoDistributori, problems } = valori(body, prima);
  try {
    await db.transaction(async (tx) => {
      const quanti =
        elencoDistributori?.length ??
        (await tx.$count(avvisiDistributori, eq(avvisiDistributori.avvisoId, id)));
      problems.push(
        ...pubblicoCompleto(body.pubblico ?? prima.pubblico, tipi ?? prima.tipiDistributore, quanti),
      );
      if (problems.length > 0) throw badRequestAll(problems);
      if (Object.keys(v).length > 0) await tx.update(avvisi).set(v).where(eq(avvisi.id, id));
      if (elencoDistributori) {
        await tx.delete(avvisiDistributori).where(eq(avvisiDistributori.avvisoId, id));
        if (elencoDistributori.length)
          await tx
            .insert(avvisiDistributori)
            .values(elencoDistributori.map((distributoreId) => ({ avvisoId: id, distributoreId })));
      }
      await audit(tx, {
        userId: chi.user.id,
        impersonatorId: chi.impersonatorId,
        action: 'avviso.modificato',
        detail: { id, campi: v, ...(elencoDistributori ? { distributori: elencoDistributori } : {}) },
        ip: chi.ip,
      });
    });
  } catch (error) {
    return rifiutoDelDatabase(error);
  }
}
