import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  crediti,
  distributori,
  messaggi,
  pacchettiDistributori,
  registrazioniAgenzia,
  ruoli,
  users,
} from '../../db/schema';
import { startSmtpCapture } from '../../test/smtpCapture';
import { bearer, createTestApp, login, type TestApp } from '../../test/testApp';
import { mailTo, tokenFromMail } from '../account/testUtils';
import { pacchettoIds, viaggioInFrancia } from '../carrello/testUtils';
import { multipartBody, registrationParts, validRegistration } from '../registrazione/testParts';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
let dataDir: string;
let admin: Record<string, string>;
let ids: Record<string, number>;
let modelloId: number;
let n = 0;

/** An 11-digit partita IVA with its right check digit, different for each `seed`. */
function partitaIva(seed: number): string {
  const base = `0${String(7000000 + seed).padStart(9, '0')}`.slice(-10);
  const sum = [...base].reduce((s, ch, i) => {
    const d = Number(ch);
    if (i % 2 === 0) return s + d;
    const doubled = d * 2;
    return s + (doubled > 9 ? doubled - 9 : doubled);
  }, 0);
  return `${base}${(10 - (sum % 10)) % 10}`;
}

/** Registers a new agency through /register's API and answers its distributor id and username. */
async function registra(): Promise<{ distributoreId: number; username: string; email: string }> {
  n += 1;
  const username = `nuova.agenzia${n}`;
  const email = `nuova${n}@agenzia-approvazione.it`;
  const piva = partitaIva(n);
  const { payload, headers } = multipartBody(
    registrationParts(validRegistration({ username, email, partitaIva: piva, codiceFiscale: piva })),
  );
  const res = await t.app.inject({
    method: 'PUT',
    url: '/api/myoverins/agenzia',
    payload,
    headers,
    remoteAddress: `10.27.4.${n}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  const [user] = await t.db.select().from(users).where(eq(users.username, username));
  return { distributoreId: user!.distributoreId!, username, email };
}

const post = (url: string, payload: unknown, headers = admin) =>
  t.app.inject({
    method: 'POST',
    url: `/api/amministrazione/registrazioni/${url}`,
    headers,
    payload: payload as object,
  });

const approvazione = (over: Record<string, unknown> = {}) => ({
  networkId: null,
  modalitaPagamento: 'estratto',
  creditoIniziale: 150.5,
  modelloId,
  pacchetti: [ids['ANN-SP'], ids['CASA-VAC']],
  ...over,
});

/** What the database holds of a registration, to show a refused call changed nothing. */
async function fotografia(distributoreId: number) {
  const [dist] = await t.db.select().from(distributori).where(eq(distributori.id, distributoreId));
  const [reg] = await t.db
    .select()
    .from(registrazioniAgenzia)
    .where(eq(registrazioniAgenzia.distributoreId, distributoreId));
  const [user] = await t.db.select().from(users).where(eq(users.id, reg!.userId));
  const pacchetti = await t.db
    .select()
    .from(pacchettiDistributori)
    .where(eq(pacchettiDistributori.distributoreId, distributoreId));
  const movimenti = await t.db.select().from(crediti).where(eq(crediti.distributoreId, distributoreId));
  return { dist, reg, user, pacchetti, movimenti };
}

beforeAll(async () => {
  smtp = await startSmtpCapture();
  dataDir = mkdtempSync(path.join(tmpdir(), 'approvazione-'));
  t = await createTestApp({ smtpUrl: smtp.url, config: { dataDir } });
  admin = bearer(await login(t.app, 'admin'));
  ids = await pacchettoIds(t.db);
  const [ag] = await t.db.select().from(distributori).where(eq(distributori.codice, 'AG0001'));
  modelloId = ag!.id;
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('GET amministrazione/registrazioni (Richieste di registrazione)', () => {
  it('lists the pending registration with its data and a signed /agenzie/file link per document', async () => {
    const r = await registra();
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/amministrazione/registrazioni?filter=${encodeURIComponent(`(distributoreId[eq]!!n=${r.distributoreId})`)}`,
      headers: admin,
    });
    expect(res.statusCode, res.body).toBe(200);
    const { items } = res.json() as { items: Array<Record<string, unknown>> };
    expect(items).toHaveLength(1);
    const row = items[0]!;
    expect(row).toMatchObject({
      distributoreId: r.distributoreId,
      ragioneSociale: 'Viaggi del Golfo S.r.l.',
      citta: 'Napoli',
      email: r.email,
      username: r.username,
      stato: 'in_attesa',
      motivoRifiuto: null,
      visuraCamerale: 'visura.pdf',
      cartaIdentita: 'carta-identita.jpg',
    });
    // The token opens the document without sign-in; the file id alone is not in the row.
    const file = await t.app.inject({
      method: 'GET',
      url: `/api/agenzie/file?token=${encodeURIComponent(String(row.visuraCameraleToken))}`,
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('application/pdf');
    expect(String(row.codiceFiscaleDocToken)).toMatch(/^\d+\.\d+\.[A-Za-z0-9_-]{43}$/);
  });

  it('is back office’s only: a front-end user gets 403', async () => {
    const agenzia = bearer(await login(t.app, 'agenzia'));
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/amministrazione/registrazioni',
      headers: agenzia,
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('the approval form’s dropdowns', () => {
  it('offer networks, template distributors, packages and payment modes to back office only', async () => {
    const items = async (name: string, headers = admin) => {
      const res = await t.app.inject({ method: 'GET', url: `/api/dropdown/${name}`, headers });
      return {
        status: res.statusCode,
        items:
          res.statusCode === 200
            ? (res.json() as { items: Array<{ value: unknown; text: string }> }).items
            : [],
      };
    };
    expect((await items('network')).items.map((i) => i.text)).toEqual([expect.stringContaining('(NW0001)')]);
    expect((await items('distributoriModello')).items.map((i) => i.value)).toContain(modelloId);
    expect((await items('pacchetti')).items.map((i) => i.value)).toContain(ids['ANN-SP']);
    expect((await items('modalitaPagamento')).items.map((i) => i.value)).toEqual(['estratto', 'acquisto']);
    const agenzia = bearer(await login(t.app, 'agenzia'));
    for (const name of ['network', 'distributoriModello', 'pacchetti', 'modalitaPagamento'])
      expect((await items(name, agenzia)).status).toBe(403);
  });
});

describe('POST amministrazione/registrazioni/{id}/approva', () => {
  it('activates the agency, writes credit, packages and role, mails the password link; the agency signs in and sells exactly its packages', async () => {
    const r = await registra();
    const before = smtp.mails.length;
    const res = await post(`${r.distributoreId}/approva`, approvazione());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ messages: [{ code: 'registrazioni.approvata', type: 'info' }] });

    const s = await fotografia(r.distributoreId);
    expect(s.dist).toMatchObject({ stato: 'attivo', networkId: null, pagamentoAllAcquisto: false });
    // The registered user finds a message (issue 28), written in the approval's transaction.
    const avvisi = await t.db
      .select({ testo: messaggi.testo, origine: messaggi.origine })
      .from(messaggi)
      .innerJoin(users, eq(users.id, messaggi.userId))
      .where(eq(users.username, r.username));
    expect(avvisi).toEqual([
      {
        testo: expect.stringMatching(/^La registrazione di .+ è stata approvata: benvenuto nel portale\.$/),
        origine: 'registrazione',
      },
    ]);
    expect(s.reg).toMatchObject({ stato: 'approvata', motivoRifiuto: null });
    expect(s.reg!.decisaIl).not.toBeNull();
    expect(s.movimenti).toHaveLength(1);
    expect(Number(s.movimenti[0]!.importo)).toBe(150.5);
    expect(Number(s.movimenti[0]!.residuo)).toBe(150.5);
    const modello = await t.db
      .select()
      .from(pacchettiDistributori)
      .where(eq(pacchettiDistributori.distributoreId, modelloId));
    const attese = modello
      .filter((p) => [ids['ANN-SP'], ids['CASA-VAC']].includes(p.pacchettoId))
      .map(({ id: _id, ...p }) => ({ ...p, distributoreId: r.distributoreId }));
    // The copies are new rows (their own surrogate ids) with the template's package and commissions.
    const copiate = s.pacchetti.map(({ id: _id, ...p }) => p);
    expect(copiate.sort((a, b) => a.pacchettoId - b.pacchettoId)).toEqual(
      attese.sort((a, b) => a.pacchettoId - b.pacchettoId),
    );
    const [ruolo] = await t.db.select().from(ruoli).where(eq(ruoli.id, s.user!.ruoloId));
    expect(ruolo!.descrizione).toBe('Agenzia dettagliante');
    expect(s.user).toMatchObject({
      disabled: false,
      passwordHash: null,
      attributi: ['distributore', 'distributore_agenziadettagliante'],
    });
    const [riga] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'agenzia.approvata'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(riga!.detail).toMatchObject({ distributoreId: r.distributoreId, modalitaPagamento: 'estratto' });

    // The mail: the new user chooses its password from it, then signs in.
    const mail = await mailTo(smtp.mails, r.email, before);
    expect(mail.subject).toContain('Registrazione approvata');
    const token = tokenFromMail(mail, t.config.publicUrl, 'set-password');
    const set = await t.app.inject({
      method: 'POST',
      url: '/api/account/set-first-password',
      payload: { token, passwordNuova: 'Golfo2026!x', passwordConferma: 'Golfo2026!x' },
    });
    expect(set.statusCode, set.body).toBe(200);
    const agenzia = bearer(await login(t.app, r.username, 'Golfo2026!x'));
    const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
      t.app.inject({ method, url: `/api${url}`, headers: agenzia, ...(payload ? { payload } : {}) });

    // The catalogue the cart shows: exactly the two packages chosen, no other of the template's.
    const categorie = (await call('GET', '/carrello/pacchettiCategorie')).json() as {
      data: Array<{ itemID: number }>;
    };
    const offerti = new Set<number>();
    for (const c of categorie.data) {
      const prodotti = (await call('GET', `/carrello/prodottiCategoria?categoriaID=${c.itemID}`)).json() as {
        data: Array<{ pacchettoID: number }>;
      };
      for (const p of prodotti.data) offerti.add(p.pacchettoID);
    }
    expect([...offerti].sort()).toEqual([ids['ANN-SP']!, ids['CASA-VAC']!].sort());

    // It buys one of them.
    const eta = (await call('GET', '/dropdown/eta')).json() as {
      items: Array<{ value: number; text: string }>;
    };
    const banda = eta.items.find((i) => i.text === 'Da 18 a 40 anni')!.value;
    const item = {
      pacchettoID: ids['ANN-SP'],
      parametri: viaggioInFrancia(banda, 1, 900),
      partecipanti: [{ ItemID: 1, Cognome: 'Esposito', Nome: 'Anna' }],
      prodottiCollegati: [],
      parametriDichiarazione: { adeguatezza: true, checkPolizza: true, checkPrivacy: true },
    };
    const aggiunto = await call('POST', '/carrello', item);
    expect(aggiunto.statusCode, aggiunto.body).toBe(200);
    const acquisto = await call('POST', '/adesioni');
    expect(acquisto.statusCode, acquisto.body).toBe(200);
    expect((acquisto.json() as { data: { adesioni: unknown[] } }).data.adesioni).toHaveLength(1);
    // A package of the template that was not chosen is refused.
    const altro = await call('POST', '/carrello', { ...item, pacchettoID: ids['MB-CLASSIC'] });
    expect(altro.statusCode).toBeGreaterThanOrEqual(400);
    expect(altro.statusCode).toBeLessThan(500);
  });

  it('joins a network and pays at purchase when asked; no starting credit writes no movement', async () => {
    const r = await registra();
    const [nw] = await t.db.select().from(distributori).where(eq(distributori.codice, 'NW0001'));
    const res = await post(
      `${r.distributoreId}/approva`,
      approvazione({ networkId: nw!.id, modalitaPagamento: 'acquisto', creditoIniziale: 0 }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const s = await fotografia(r.distributoreId);
    expect(s.dist).toMatchObject({ stato: 'attivo', networkId: nw!.id, pagamentoAllAcquisto: true });
    expect(s.movimenti).toEqual([]);
    expect(s.pacchetti).toHaveLength(2);

    // networkId may be left out: no network.
    const senza = await registra();
    const { networkId: _omesso, ...corpo } = approvazione();
    expect((await post(`${senza.distributoreId}/approva`, corpo)).statusCode).toBe(200);
    expect((await fotografia(senza.distributoreId)).dist!.networkId).toBeNull();
  });

  it('deciding twice is a 409 with an Italian message, and changes nothing', async () => {
    const r = await registra();
    expect((await post(`${r.distributoreId}/approva`, approvazione())).statusCode).toBe(200);
    const prima = await fotografia(r.distributoreId);
    const again = await post(`${r.distributoreId}/approva`, approvazione({ creditoIniziale: 10 }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ messages: [{ code: 'registrazioni.giaDecisa' }] });
    const rifiuto = await post(`${r.distributoreId}/rifiuta`, { motivo: 'Troppo tardi' });
    expect(rifiuto.statusCode).toBe(409);
    expect(await fotografia(r.distributoreId)).toEqual(prima);
  });

  it('an unknown registration is a 404; a demo distributor that never registered too', async () => {
    expect((await post('999999/approva', approvazione())).statusCode).toBe(404);
    expect((await post(`${modelloId}/rifiuta`, { motivo: 'x' })).statusCode).toBe(404);
  });

  it('a bad body is an Italian 400 and nothing changes', async () => {
    const r = await registra();
    const prima = await fotografia(r.distributoreId);
    const [nw] = await t.db.select().from(distributori).where(eq(distributori.tipo, 'agenziadettagliante'));
    const casi: Array<[Record<string, unknown>, string | RegExp]> = [
      [approvazione({ creditoIniziale: -1 }), /credito|creditoIniziale|0/i],
      [approvazione({ creditoIniziale: 10.005 }), 'due decimali'],
      [approvazione({ modalitaPagamento: 'bonifico' }), /modalit/i],
      [approvazione({ pacchetti: [] }), /pacchett/i],
      [approvazione({ pacchetti: [ids['GITE']] }), 'non sono venduti dal distributore modello'],
      [approvazione({ networkId: nw!.id }), 'Il network scelto non esiste'],
      [approvazione({ modelloId: 999999 }), 'distributore modello non esiste'],
      [approvazione({ modelloId: r.distributoreId }), 'distributore modello non esiste'],
      [{ networkId: null }, /obbligatori|richiest|manca/i],
    ];
    for (const [body, text] of casi) {
      const res = await post(`${r.distributoreId}/approva`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      const testi = (res.json() as { messages: Array<{ text: string }> }).messages
        .map((m) => m.text)
        .join(' | ');
      if (typeof text === 'string') expect(testi).toContain(text);
      else expect(testi).toMatch(text);
    }
    for (const body of [{}, { motivo: '' }, { motivo: '   ' }, { motivo: 'x'.repeat(501) }]) {
      const res = await post(`${r.distributoreId}/rifiuta`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await fotografia(r.distributoreId)).toEqual(prima);
  });

  it('a front-end user gets 403 and nothing changes', async () => {
    const r = await registra();
    const prima = await fotografia(r.distributoreId);
    for (const username of ['agenzia', 'network', 'fornitore']) {
      const headers = bearer(await login(t.app, username));
      expect((await post(`${r.distributoreId}/approva`, approvazione(), headers)).statusCode).toBe(403);
      expect((await post(`${r.distributoreId}/rifiuta`, { motivo: 'No' }, headers)).statusCode).toBe(403);
    }
    expect(await fotografia(r.distributoreId)).toEqual(prima);
  });
});

describe('POST amministrazione/registrazioni/{id}/rifiuta', () => {
  it('stores the reason, mails it, audits it; the user still cannot sign in', async () => {
    const r = await registra();
    const before = smtp.mails.length;
    const res = await post(`${r.distributoreId}/rifiuta`, { motivo: '  Visura camerale illeggibile  ' });
    expect(res.statusCode, res.body).toBe(200);
    const s = await fotografia(r.distributoreId);
    expect(s.reg).toMatchObject({ stato: 'rifiutata', motivoRifiuto: 'Visura camerale illeggibile' });
    expect(s.dist!.stato).toBe('in_attesa');
    expect(s.user!.disabled).toBe(true);
    expect(s.pacchetti).toEqual([]);
    const mail = await mailTo(smtp.mails, r.email, before);
    expect(mail.subject).toContain('Registrazione non approvata');
    expect(mail.text).toContain('Motivo: Visura camerale illeggibile');
    const [riga] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'agenzia.rifiutata'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(riga!.detail).toMatchObject({
      distributoreId: r.distributoreId,
      motivo: 'Visura camerale illeggibile',
    });
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/account/login',
      payload: { username: r.username, password: 'Qualsiasi2026!' },
    });
    expect(signIn.statusCode).toBeGreaterThanOrEqual(400);
    expect(signIn.statusCode).toBeLessThan(500);
  });
});
