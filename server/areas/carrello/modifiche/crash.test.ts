import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../../db/client';
import { rowsOf } from '../../../db/rowsOf';
import {
  adesioni,
  adesioniVersioni,
  crediti,
  movimentiAdesioni,
  partecipanti,
  pratiche,
  richiesteModifica,
  storicoModifiche,
  users,
} from '../../../db/schema';
import { setupDatabase } from '../../../db/setup';
import { createScratchDatabase, postgresPass, startServerProcess } from '../../../test/serverProcess';
import { testConfig } from '../../../test/testDatabase';
import { creditoResiduo } from '../../adesioni/acquisto/acquista';
import { creaPolizzaDiProva } from '../../adesioni/certificato/polizzaDiProva';
import { operazioneIdDi } from './applica';
import type { ModificaRichiesta } from './regole';

type Driver = 'pglite' | 'postgres';

/**
 * Runs killed at a random instant, per database. Each run costs two server starts (the killed one and
 * the restart that retries): 10–20 s each on PGlite on a loaded 2-core machine (the embedded database
 * opens and recovers in the child), a few on PostgreSQL. So 6 runs on PostgreSQL and 4 on PGlite keep
 * the file to a few minutes; MODCRASH_RUNS=N asks for N on either (e.g. 20 for a longer check).
 */
const RUNS_DI: Record<Driver, number> = { postgres: 6, pglite: 4 };
/** A loaded machine starts a server on PGlite in 10–45 s (it opens the folder in the child). */
const START_MS = 120_000;

type Esito = 'tutto' | 'niente' | 'parte';

/** The PostgreSQL pass runs it on PostgreSQL, the PGlite pass (npm test) on PGlite in a folder. */
const drivers: Driver[] = (await postgresPass()) ? ['postgres'] : ['pglite'];

const cent = (v: string | number | null | undefined) => Math.round(Number(v ?? 0) * 100);

/** What the change's preview (contract point 3) says the save will do. */
interface Anteprima {
  areeCambiate: string[];
  premioPrima: number;
  premioDopo: number;
  differenzaPremio: number;
  differenzaCommissioni: number;
  daPagarePrima: number;
  daPagareDopo: number;
  differenza: number;
  modo: 'credito' | 'estrattoConto' | 'carta' | null;
}

/** Everything a change of policy `id` writes, and the distributor's credit. */
async function statoDi(db: Db, id: number, distributoreId: number) {
  const [polizza] = await db.select().from(adesioni).where(eq(adesioni.id, id));
  const [pratica] = await db.select().from(pratiche).where(eq(pratiche.id, polizza!.praticaId));
  return {
    polizza: polizza!,
    pratica: pratica!,
    partecipanti: (
      await db
        .select()
        .from(partecipanti)
        .where(eq(partecipanti.praticaId, polizza!.praticaId))
        .orderBy(asc(partecipanti.ordine))
    ).map((p) => `${p.cognome} ${p.nome}`),
    storico: await db
      .select({
        operazioneId: storicoModifiche.operazioneId,
        tipo: storicoModifiche.tipoModifica,
        originale: storicoModifiche.valoreOriginale,
        modificato: storicoModifiche.valoreModificato,
      })
      .from(storicoModifiche)
      .where(eq(storicoModifiche.adesioneId, id))
      .orderBy(asc(storicoModifiche.id)),
    movimenti: await db.select().from(movimentiAdesioni).where(eq(movimentiAdesioni.adesioneId, id)),
    crediti: await db.select().from(crediti).where(eq(crediti.adesioneId, id)),
    residuo: await creditoResiduo(db, distributoreId),
    versioni: await db
      .select()
      .from(adesioniVersioni)
      .where(eq(adesioniVersioni.adesioneId, id))
      .orderBy(asc(adesioniVersioni.versione)),
    richieste: (await db.select().from(richiesteModifica).where(eq(richiesteModifica.adesioneId, id))).length,
  };
}
type Stato = Awaited<ReturnType<typeof statoDi>>;

/** Nothing of the change: the policy, practice and people as before, no row of the operation. */
function difformeDaPrima(prima: Stato, dopo: Stato): string[] {
  const d: string[] = [];
  const uguale = (cosa: string, a: unknown, b: unknown) => {
    if (JSON.stringify(a) !== JSON.stringify(b)) d.push(cosa);
  };
  uguale('polizza', prima.polizza, dopo.polizza);
  uguale('pratica', prima.pratica, dopo.pratica);
  uguale('partecipanti', prima.partecipanti, dopo.partecipanti);
  uguale('residuo', prima.residuo, dopo.residuo);
  for (const k of ['storico', 'movimenti', 'crediti', 'versioni'] as const) if (dopo[k].length) d.push(k);
  if (dopo.richieste) d.push('richieste');
  return d;
}

/**
 * All of the change, once: version 2 with the new values, the policy's amounts moved by the preview's
 * differences to the cent, one history row per area and one movement of the operation, the credit
 * (or the statement) moved by exactly the supplement or refund, certificate versions 1 (as issued) and
 * 2 (as changed, naming what changed).
 */
function difformeDaApplicata(
  prima: Stato,
  dopo: Stato,
  a: { operazioneId: string; corpo: ModificaRichiesta; anteprima: Anteprima },
): string[] {
  const d: string[] = [];
  const controlla = (cosa: string, ok: boolean) => {
    if (!ok) d.push(cosa);
  };
  const nuovo = a.corpo.adesioneModificata;
  const p0 = prima.polizza;
  const p1 = dopo.polizza;
  const { differenza, differenzaPremio, differenzaCommissioni, modo, areeCambiate } = a.anteprima;
  controlla('versione', p1.versione === p0.versione + 1 && p1.stato === 'modificata');
  controlla('date', String(p1.inizioViaggio) === String(p0.inizioViaggio));
  controlla('numeroPartecipanti', p1.numeroPartecipanti === nuovo.numeroPartecipanti);
  controlla('daPagare', cent(p1.totalePremioDaPagare) - cent(p0.totalePremioDaPagare) === cent(differenza));
  controlla('premio', cent(p1.totalePremioImposte) - cent(p0.totalePremioImposte) === cent(differenzaPremio));
  controlla('commissioni', cent(p1.commissioni) - cent(p0.commissioni) === cent(differenzaCommissioni));
  controlla('pratica', cent(dopo.pratica.importoViaggio) === cent(nuovo.importoViaggio));
  controlla('partecipanti', dopo.partecipanti.length === nuovo.numeroPartecipanti);
  controlla(
    'storico',
    dopo.storico.length === areeCambiate.length &&
      dopo.storico.every((s) => s.operazioneId === a.operazioneId) &&
      JSON.stringify(dopo.storico.map((s) => s.tipo).sort()) === JSON.stringify([...areeCambiate].sort()),
  );
  const [m, ...altri] = dopo.movimenti;
  controlla(
    'movimento',
    !!m &&
      altri.length === 0 &&
      m.operazioneId === a.operazioneId &&
      m.modo === modo &&
      cent(m.deltaDaPagare) === cent(differenza) &&
      cent(m.deltaPremioImposte) === cent(differenzaPremio) &&
      cent(m.deltaCommissioni) === cent(differenzaCommissioni),
  );
  if (modo === 'credito') {
    const [c, ...piu] = dopo.crediti;
    controlla(
      'credito',
      !!c &&
        piu.length === 0 &&
        c.id === m?.creditoId &&
        cent(c.importo) === -cent(differenza) &&
        cent(c.residuo) === prima.residuo - cent(differenza) &&
        dopo.residuo === prima.residuo - cent(differenza),
    );
  } else {
    controlla(
      'credito',
      dopo.crediti.length === 0 && m?.creditoId === null && dopo.residuo === prima.residuo,
    );
  }
  const [v1, v2, ...oltre] = dopo.versioni;
  type Dati = { adesione: { versione: number; totalePremioDaPagare: string }; assicurati: unknown[] };
  const dati1 = v1?.dati as Dati | undefined;
  const dati2 = v2?.dati as Dati | undefined;
  controlla(
    'certificato',
    oltre.length === 0 &&
      v1?.versione === 1 &&
      v1.operazioneId === null &&
      v1.modifiche === null &&
      dati1?.adesione.versione === 1 &&
      cent(dati1.adesione.totalePremioDaPagare) === cent(p0.totalePremioDaPagare) &&
      dati1.assicurati.length === prima.partecipanti.length &&
      v2?.versione === 2 &&
      v2.operazioneId === a.operazioneId &&
      JSON.stringify((v2.modifiche as Array<{ tipoModifica: string }>).map((x) => x.tipoModifica).sort()) ===
        JSON.stringify([...areeCambiate].sort()) &&
      dati2?.adesione.versione === 2 &&
      cent(dati2.adesione.totalePremioDaPagare) === cent(p1.totalePremioDaPagare) &&
      dati2.assicurati.length === nuovo.numeroPartecipanti,
  );
  controlla('richieste', dopo.richieste === 0);
  return d;
}

/**
 * kill -9 of a real server process in the middle of `POST carrello/modifiche/abilitazione` (issue 26):
 * after a restart on the same database the change is all there or not at all — the policy, its
 * practice and insured, the history rows of the operation, its money movement and credit, the
 * certificate versions — and the same press again (same Idempotency-Key) applies it exactly once.
 * PGlite lives in a folder of its own, read only while no server runs (it has one process at a time);
 * PostgreSQL is a scratch database.
 */
describe.each(drivers)('a change of an issued policy killed with SIGKILL, on %s', (driver) => {
  const RUNS = Number(process.env.MODCRASH_RUNS) || RUNS_DI[driver];
  const dataDir = mkdtempSync(path.join(tmpdir(), 'overins-modifica-crash-'));
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>> | undefined;
  let env: Record<string, string>;
  /** PostgreSQL: one pool for the whole file. PGlite: opened for each read or write, then closed. */
  let aperto: Awaited<ReturnType<typeof openDatabase>> | undefined;
  let userId = 0;
  let distributoreId = 0;

  const open = () => openDatabase({ url: scratch?.url, dataDir, thread: 'same' });
  async function conDb<T>(fn: (db: Db) => Promise<T>): Promise<T> {
    if (aperto) return fn(aperto.db);
    const database = await open();
    try {
      return await fn(database.db);
    } finally {
      await database.close();
    }
  }

  beforeAll(async () => {
    if (driver === 'postgres') scratch = await createScratchDatabase('modcrash');
    const config = testConfig({ dataDir, databaseUrl: scratch?.url, seedDemo: true });
    const database = await setupDatabase(config, () => {}, open());
    const db = database.db;
    const [u] = await db.select().from(users).where(eq(users.username, 'agenzia'));
    userId = u!.id;
    distributoreId = u!.distributoreId!;
    // Enough credit that every supplement is paid with it (so it writes a credit movement).
    await db.insert(crediti).values({
      distributoreId,
      data: new Date(),
      causale: 'Ricarica per la prova',
      importo: '100000.00',
      residuo: ((await creditoResiduo(db, distributoreId)) / 100 + 100000).toFixed(2),
    });
    if (driver === 'postgres') aperto = database;
    else await database.close();
    env = { DATA_DIR: dataDir, ...(scratch ? { DATABASE_URL: scratch.url } : {}) };
  }, 180_000);

  afterAll(async () => {
    await aperto?.close();
    await scratch?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }, 30_000);

  /** PostgreSQL: waits until every session of the killed process has ended (aborting its transaction). */
  async function sessioniChiuse(appName: string) {
    if (!aperto) return;
    const deadline = Date.now() + 15_000;
    for (;;) {
      const [r] = await rowsOf<{ n: number }>(
        aperto.db,
        sql`select count(*)::int as n from pg_stat_activity where application_name = ${appName}`,
      );
      if (r!.n === 0) return;
      if (Date.now() > deadline) throw new Error(`sessions of ${appName} still open`);
      await new Promise((r) => setTimeout(r, 20));
    }
  }

  async function richiesta(
    baseUrl: string,
    metodo: 'GET' | 'POST',
    url: string,
    auth: object,
    body?: object,
  ) {
    const res = await fetch(`${baseUrl}/api${url}`, {
      method: metodo,
      headers: { ...auth, ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    const text = await res.text();
    if (res.status !== 200) throw new Error(`${metodo} ${url}: ${res.status} ${text}`);
    return JSON.parse(text) as { item1: unknown; item2: unknown; data: { token: string } };
  }

  /**
   * The change of run `n`: even runs raise the trip amount and add an insured on a policy paid with
   * credit (a supplement taken from the credit); odd runs lower the amount of a policy on the
   * statement (a refund on the statement).
   */
  const supplemento = (n: number) => n % 2 === 0;

  /** One run: a fresh policy, the change in a new server process, SIGKILL after `killAfterMs`. */
  async function run(n: number, killAfterMs: number | null) {
    const numero = `CRASH-${driver}-${n}`;
    const { id, prima } = await conDb(async (db) => {
      const { id } = await creaPolizzaDiProva(db, {
        username: 'agenzia',
        pacchettoCodice: 'ANN-PLUS',
        assicurati: 2,
        credito: supplemento(n),
        numero,
      });
      return { id, prima: await statoDi(db, id, distributoreId) };
    });
    const appName = `modcrash_${n < 0 ? `c${-n}` : n}`;
    const server = await startServerProcess({ ...env, PGAPPNAME: appName }, START_MS);
    const login = await richiesta(
      server.baseUrl,
      'POST',
      '/account/login',
      {},
      {
        username: 'agenzia',
        password: 'Viaggi2026!',
      },
    );
    const auth = { authorization: `Bearer ${login.data.token}` };
    const p = (await richiesta(server.baseUrl, 'GET', `/carrello/modifiche/abilitazione/${id}`, auth))
      .item2 as ModificaRichiesta['adesioneModificata'] & { versione: number };
    const corpo: ModificaRichiesta = {
      adesioneModificata: {
        itemID: p.itemID,
        inizioViaggio: p.inizioViaggio,
        fineViaggio: p.fineViaggio,
        importoViaggio: supplemento(n) ? 3000 + 10 * n : 1500 - 10 * n,
        numeroPartecipanti: supplemento(n) ? p.numeroPartecipanti + 1 : p.numeroPartecipanti,
        partecipantiElenco: supplemento(n)
          ? [
              ...p.partecipantiElenco,
              {
                ItemID: null,
                Cognome: 'Aggiunto',
                Nome: 'Nuovo',
                CodiceFiscale: null,
                DataNascita: '1990-05-05',
              },
            ]
          : p.partecipantiElenco,
      },
      richiestaModifica: false,
      versione: p.versione,
      chImportoViaggioCausale: 'Adeguamento del costo del viaggio',
      ...(supplemento(n) ? { chNumeroAssicuratiCausale: 'Aggiunta di un partecipante' } : {}),
    };
    const anteprima = (
      await richiesta(server.baseUrl, 'POST', `/carrello/modifiche/anteprima/${id}`, auth, corpo)
    ).item1 as Anteprima;
    expect(anteprima.modo).toBe(supplemento(n) ? 'credito' : 'estrattoConto');
    expect(Math.sign(anteprima.differenza)).toBe(supplemento(n) ? 1 : -1);

    const chiave = `modcrash-${driver}-${n}`;
    const salva = (baseUrl: string) => {
      const start = performance.now();
      return fetch(`${baseUrl}/api/carrello/modifiche/abilitazione/${id}`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json', 'idempotency-key': chiave },
        body: JSON.stringify(corpo),
      }).then(
        async (r) => ({ status: r.status, body: await r.text(), ms: performance.now() - start }),
        () => null,
      );
    };
    const answer = salva(server.baseUrl);
    if (killAfterMs !== null) {
      await new Promise((r) => setTimeout(r, killAfterMs));
      process.kill(server.pid!, 'SIGKILL');
    }
    const risposta = await answer;
    await server.stop();
    await server.exited;
    await sessioniChiuse(appName);

    const atteso = { operazioneId: operazioneIdDi(userId, chiave), corpo, anteprima };
    // The restart: PGlite opens its folder again (recovering what the killed process left).
    const dopo = await conDb((db) => statoDi(db, id, distributoreId));
    const nonNiente = difformeDaPrima(prima, dopo);
    const nonTutto = difformeDaApplicata(prima, dopo, atteso);
    const esito: Esito = nonNiente.length === 0 ? 'niente' : nonTutto.length === 0 ? 'tutto' : 'parte';

    // The same press again, on a restarted server: applied now, or answered as done; once either way.
    const riavvio = await startServerProcess(env, START_MS);
    let retry: Awaited<ReturnType<typeof salva>>;
    try {
      retry = await salva(riavvio.baseUrl);
    } finally {
      await riavvio.stop();
    }
    const finale = await conDb((db) => statoDi(db, id, distributoreId));
    return { esito, risposta, retry, prima, dopo, finale, atteso, nonNiente, nonTutto };
  }

  /** The retry's answer and the state after it: the change applied exactly once, whatever the kill left. */
  function verificaRetry(r: Awaited<ReturnType<typeof run>>) {
    expect(r.retry?.status, r.retry?.body).toBe(200);
    const item1 = (JSON.parse(r.retry!.body) as { item1: Record<string, unknown> }).item1;
    expect(item1).toMatchObject({ esito: 'applicata', versione: 2, operazioneId: r.atteso.operazioneId });
    expect(item1.anteprima).toMatchObject({
      differenza: r.atteso.anteprima.differenza,
      modo: r.atteso.anteprima.modo,
    });
    expect(difformeDaApplicata(r.prima, r.finale, r.atteso)).toEqual([]);
    // Killed after the commit: the retry wrote nothing more.
    if (r.esito === 'tutto') expect(JSON.stringify(r.finale)).toBe(JSON.stringify(r.dopo));
  }

  it(`leaves all of the change or none of it in ${RUNS} runs killed at random points, and a retry applies it once`, async () => {
    const t0 = performance.now();
    // How long the save takes in a fresh server process (after the form's GET and preview, as below);
    // one run, as each costs two server starts.
    const durate: number[] = [];
    for (let i = 0; i < 1; i++) {
      const r = await run(-1 - i, null);
      expect(r.esito, JSON.stringify({ nonTutto: r.nonTutto, risposta: r.risposta })).toBe('tutto');
      expect(r.risposta?.status, r.risposta?.body).toBe(200);
      verificaRetry(r);
      durate.push(r.risposta!.ms);
    }
    // Kill instants span the whole request, from before it reaches the server to after it answered.
    const finestra = Math.ceil(Math.max(...durate) * 1.3);
    const conteggio: Record<Esito, number> = { tutto: 0, niente: 0, parte: 0 };
    const parziali: string[] = [];
    const visti: string[] = [];
    for (let n = 0; n < RUNS; n++) {
      // One random instant in each 1/RUNS of the window, so the kills cover all of it.
      const ritardo = Math.floor(((n + Math.random()) * finestra) / RUNS);
      const r = await run(n, ritardo);
      conteggio[r.esito]++;
      visti.push(`${ritardo}:${r.esito}`);
      if (r.esito === 'parte')
        parziali.push(
          `run ${n} at ${ritardo} ms: not before (${r.nonNiente.join(',')}), not after (${r.nonTutto.join(',')})`,
        );
      verificaRetry(r);
    }
    console.info(
      `modifica crash on ${driver}: save ${durate.map((d) => d.toFixed(0)).join('/')} ms, kill within ` +
        `0–${finestra} ms; ${RUNS} runs → all ${conteggio.tutto}, none ${conteggio.niente}, ` +
        `part ${conteggio.parte}; ${((performance.now() - t0) / 1000).toFixed(0)} s\n${visti.join(' ')}`,
    );
    expect(parziali).toEqual([]);
    expect(conteggio.tutto + conteggio.niente).toBe(RUNS);
  }, 900_000);
});
