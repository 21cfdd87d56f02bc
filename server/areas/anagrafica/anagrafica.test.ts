import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, ruoli, users } from '../../db/schema';
import { bearer, createTestApp, type TestApp } from '../../test/testApp';
import { sessionFor } from '../ruoli/sessionFor';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const URL = '/api/anagrafica/dati-azienda';
const as = async (username: string) => bearer(await sessionFor(t, username));
const read = async (username: string) =>
  t.app.inject({ method: 'GET', url: URL, headers: await as(username) });
const write = async (username: string, payload: Record<string, unknown>, headers?: Record<string, string>) =>
  t.app.inject({ method: 'PUT', url: URL, headers: headers ?? (await as(username)), payload });

const validation = (...texts: string[]) => ({
  messages: texts.map((text) => ({ code: 'errore.validazione', text, type: 'error' })),
});

describe('GET /api/anagrafica/dati-azienda', () => {
  it('gives an agency its own company data, in the spec’s field names', async () => {
    const res = await read('agenzia');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: {
        ragioneSociale: 'Agenzia Viaggi Il Gabbiano S.r.l.',
        email: 'info@ilgabbianoviaggi.it',
        email2: 'amministrazione@ilgabbianoviaggi.it',
        email3: null,
        telefono: '+39 06 4881 2233',
        fax: '+39 06 4881 2234',
        indirizzo: 'Via Nazionale 184',
        localita: 'Roma',
        codiceProvincia: 'RM',
        cAP: '00184',
        bannerHPInterna: null,
      },
    });
  });

  it('gives a network its network’s data and a member agency its own', async () => {
    const network = (await read('network')).json() as { data: Record<string, unknown> };
    expect(network.data).toMatchObject({
      ragioneSociale: 'Rete Agenzie Italiane Viaggiare Insieme S.c.a.r.l.',
      email3: 'contabilita@viaggiareinsieme.it',
      bannerHPInterna: 'banner-viaggiare-insieme.svg',
    });
    const member = (await read('agenzia.rete')).json() as { data: Record<string, unknown> };
    expect(member.data).toMatchObject({
      ragioneSociale: 'Sole e Mare Viaggi di Rossi Laura',
      localita: 'Napoli',
    });
  });

  it('gives a supplier its company and back office the provider', async () => {
    expect(
      ((await read('fornitore')).json() as { data: { ragioneSociale: string } }).data.ragioneSociale,
    ).toBe('Europa Assistance Viaggi Compagnia di Assicurazioni S.p.A.');
    expect(((await read('admin')).json() as { data: { ragioneSociale: string } }).data.ragioneSociale).toBe(
      'Overins Assicurazioni Viaggi S.r.l.',
    );
  });

  it('answers 404 in Italian for a user with no company, and 401 without a session', async () => {
    const [role] = await t.db
      .select({ id: ruoli.id })
      .from(ruoli)
      .where(eq(ruoli.descrizione, 'Operatore di agenzia'));
    await t.db
      .insert(users)
      .values({ username: 'senza.azienda', email: 'senza.azienda@example.it', ruoloId: role!.id });
    const res = await read('senza.azienda');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ text: 'Dati aziendali non trovati per questo utente' });
    expect((await t.app.inject({ method: 'GET', url: URL })).statusCode).toBe(401);
  });
});

describe('PUT /api/anagrafica/dati-azienda', () => {
  it('changes the given fields, trims them, clears empty ones, keeps the rest, and audits', async () => {
    const res = await write('tour', {
      email: ' prenotazioni@mediterraneotour.it ',
      email2: 'amministrazione@mediterraneotour.it',
      fax: '',
      telefono: '+39 02 8723 4499',
      cAP: '20125',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: {
        ragioneSociale: 'Mediterraneo Tour Operator S.p.A.',
        email: 'prenotazioni@mediterraneotour.it',
        email2: 'amministrazione@mediterraneotour.it',
        email3: null,
        telefono: '+39 02 8723 4499',
        fax: null,
        indirizzo: 'Corso Buenos Aires 52',
        localita: 'Milano',
        codiceProvincia: 'MI',
        cAP: '20125',
        bannerHPInterna: null,
      },
    });
    expect(((await read('tour')).json() as { data: { email: string } }).data.email).toBe(
      'prenotazioni@mediterraneotour.it',
    );
    const [tour] = await t.db.select({ id: users.id }).from(users).where(eq(users.username, 'tour'));
    const [row] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'anagrafica.datiAzienda'), eq(auditLog.userId, tour!.id)))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(row!.detail).toMatchObject({
      campi: {
        email: { prima: 'booking@mediterraneotour.it', dopo: 'prenotazioni@mediterraneotour.it' },
        email2: { prima: null, dopo: 'amministrazione@mediterraneotour.it' },
        telefono: { prima: '+39 02 8723 4410', dopo: '+39 02 8723 4499' },
        cAP: { prima: '20124', dopo: '20125' },
      },
    });
    expect(Object.keys((row!.detail as { campi: object }).campi).sort()).toEqual([
      'cAP',
      'email',
      'email2',
      'telefono',
    ]);
  });

  it('changes only the caller’s company: a network edits the network, not its agencies', async () => {
    const res = await write('network', { localita: 'Firenze Centro' });
    expect(res.statusCode).toBe(200);
    expect(((await read('network')).json() as { data: { localita: string } }).data.localita).toBe(
      'Firenze Centro',
    );
    expect(((await read('agenzia.rete')).json() as { data: { localita: string } }).data.localita).toBe(
      'Napoli',
    );
  });

  it('accepts back what GET gave, business name and banner included, when they are unchanged', async () => {
    const current = ((await read('network')).json() as { data: Record<string, unknown> }).data;
    const res = await write('network', { ...current, telefono: '055 2109989' });
    expect(res.statusCode).toBe(200);
    expect((res.json() as { data: Record<string, unknown> }).data).toEqual({
      ...current,
      telefono: '055 2109989',
    });
  });

  it('names every field in error, in Italian, one message each', async () => {
    const res = await write('agenzia', {
      email: 'info@',
      email2: 'amministrazione ilgabbiano.it',
      email3: 'a@b.c',
      telefono: 'chiamare',
      fax: '12',
      codiceProvincia: 'rm',
      cAP: '0018',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(
      validation(
        'Il campo "E-mail" non contiene un indirizzo e-mail valido.',
        'Il campo "E-mail 2" non contiene un indirizzo e-mail valido.',
        'Il campo "E-mail 3" non contiene un indirizzo e-mail valido.',
        'Il campo "Telefono" non contiene un numero di telefono valido.',
        'Il campo "Fax" non contiene un numero di telefono valido.',
        'Il campo "Provincia" deve contenere la sigla di 2 lettere maiuscole (es. RM).',
        'Il campo "CAP" deve contenere 5 cifre.',
      ),
    );
    expect(((await read('agenzia')).json() as { data: { cAP: string } }).data.cAP).toBe('00184');
  });

  it('requires the main e-mail and refuses fields too long or unknown', async () => {
    expect((await write('agenzia', { email: '  ' })).json()).toEqual(
      validation('Il campo "E-mail" è obbligatorio.'),
    );
    const long = await write('agenzia', { cAP: '001844' });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual(validation('Il campo cAP è troppo lungo'));
    const unknown = await write('agenzia', { partitaIva: '01234567890' });
    expect(unknown.json()).toEqual(validation('Campo non previsto: partitaIva'));
  });

  it('does not let the business name or the banner be changed here', async () => {
    const res = await write('agenzia', {
      ragioneSociale: 'Altra Ragione S.r.l.',
      bannerHPInterna: 'mio.png',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(
      validation(
        'La ragione sociale non è modificabile da qui: rivolgersi all’assistenza.',
        'Il banner del distributore non è modificabile da qui: rivolgersi all’assistenza.',
      ),
    );
  });

  it('is refused without the update permission (a supplier reads only)', async () => {
    const res = await write('fornitore', { telefono: '02 5838 4001' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      text: 'NO PERMISSIONS: Permesso mancante (almeno uno): WEB_ANAGRAFICA_DATI_AZIENDA|U',
    });
  });

  it('is refused to a session signed in as another user, who may still read', async () => {
    const headers = bearer(await sessionFor(t, 'agenzia', { impersonatedBy: 'admin' }));
    expect((await t.app.inject({ method: 'GET', url: URL, headers })).statusCode).toBe(200);
    const res = await write('agenzia', { email: 'nuova@ilgabbianoviaggi.it' }, headers);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ text: 'Operazione non consentita durante l’accesso come altro utente' });
  });
});
