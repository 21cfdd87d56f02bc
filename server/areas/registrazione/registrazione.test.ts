import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anagrafiche, distributori, files, registrazioniAgenzia, ruoli, users } from '../../db/schema';
import { startSmtpCapture } from '../../test/smtpCapture';
import { createTestApp, type TestApp } from '../../test/testApp';
import { EXE, PDF, multipartBody, registrationParts, validRegistration, type Part } from './testParts';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
let dataDir: string;
let ipCounter = 0;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  dataDir = mkdtempSync(path.join(tmpdir(), 'registrazione-'));
  t = await createTestApp({ smtpUrl: smtp.url, config: { dataDir } });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Each test gets its own (socket) address, so the per-address limit only bites where a test wants it to. */
function register(parts: Part[], ip = `10.0.0.${++ipCounter}`) {
  const { payload, headers } = multipartBody(parts);
  return t.app.inject({
    method: 'PUT',
    url: '/api/myoverins/agenzia',
    payload,
    headers,
    remoteAddress: ip,
  });
}

const error = (field: string, text: string) => ({ code: `registrazione.${field}`, text, type: 'error' });

describe('PUT myoverins/agenzia (agency registration)', () => {
  it('creates a pending agency with a disabled user, stores the four documents and mails the agency', async () => {
    const res = await register(registrationParts());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: { status: 'ok' },
      messages: [
        {
          code: 'registrazione.inviata',
          text: 'Richiesta di registrazione inviata. Ti abbiamo scritto all’indirizzo indicato: potrai accedere al portale dopo l’approvazione della tua agenzia.',
          type: 'info',
        },
      ],
    });

    const [user] = await t.db.select().from(users).where(eq(users.username, 'viaggidelgolfo'));
    expect(user).toMatchObject({
      email: 'info@viaggidelgolfo.it',
      firstName: 'Anna',
      lastName: 'Esposito',
      passwordHash: null,
      disabled: true,
      emailConfirmed: false,
      attributi: ['distributore', 'distributore_agenziadettagliante'],
    });
    const [role] = await t.db.select().from(ruoli).where(eq(ruoli.id, user!.ruoloId));
    expect(role).toMatchObject({
      descrizione: 'Agenzia in attesa di approvazione',
      superAdmin: false,
      backOffice: false,
    });
    const [dist] = await t.db.select().from(distributori).where(eq(distributori.id, user!.distributoreId!));
    expect(dist).toMatchObject({ stato: 'in_attesa', tipo: 'agenziadettagliante' });
    expect(dist!.codice).toMatch(/^RG[0-9A-F]{8}$/);
    const [anag] = await t.db.select().from(anagrafiche).where(eq(anagrafiche.id, dist!.anagraficaId));
    expect(anag).toMatchObject({
      ragioneSociale: 'Viaggi del Golfo S.r.l.',
      partitaIva: '12345678903',
      codiceFiscale: '12345678903',
      indirizzo: 'Via Partenope 12',
      localita: 'Napoli',
      codiceProvincia: 'NA',
      cap: '80121',
      telefono: '+39 081 764 1122',
      email: 'info@viaggidelgolfo.it',
    });
    const [reg] = await t.db
      .select()
      .from(registrazioniAgenzia)
      .where(eq(registrazioniAgenzia.distributoreId, dist!.id));
    expect(reg).toMatchObject({
      autorizzazioneRegione: 'Det. Regione Campania n. 245/2019',
      cittaLeg: '',
      provLeg: '',
    });

    const stored = await t.db.select().from(files).where(eq(files.ownerId, dist!.id));
    expect(stored.map((f) => [f.ownerKind, f.tipo, f.nomeOriginale, f.contentType]).sort()).toEqual([
      ['distributore', 'autorizzazione', 'autorizzazione.pdf', 'application/pdf'],
      ['distributore', 'cartaIdentita', 'carta-identita.jpg', 'image/jpeg'],
      ['distributore', 'codiceFiscale', 'codice-fiscale.png', 'image/png'],
      ['distributore', 'visuraCamerale', 'visura.pdf', 'application/pdf'],
    ]);
    const visura = stored.find((f) => f.tipo === 'visuraCamerale')!;
    expect(visura.size).toBe(PDF.length);
    expect(visura.sha256).toBe(createHash('sha256').update(PDF).digest('hex'));
    const bytes = readFileSync(path.join(dataDir, 'files', ...visura.storageKey.split('/')));
    expect(bytes.equals(PDF)).toBe(true);

    const mail = smtp.mails.find((m) => m.to.includes('info@viaggidelgolfo.it'));
    expect(mail?.subject).toBe('Overins — Richiesta di registrazione ricevuta');
    expect(mail?.text).toContain(
      'abbiamo ricevuto la richiesta di registrazione dell\'agenzia "Viaggi del Golfo S.r.l."',
    );
    const link = /https:\/\/portale\.example\.test\/confirm-email\?token=(\S+)/.exec(mail!.text);
    expect(link).not.toBeNull();

    // The link in the mail confirms the address, although the user stays disabled until approval.
    const confirm = await t.app.inject({ method: 'GET', url: `/api/account/confirmemail?token=${link![1]}` });
    expect(confirm.statusCode).toBe(200);
    const [after] = await t.db.select().from(users).where(eq(users.id, user!.id));
    expect(after).toMatchObject({ emailConfirmed: true, disabled: true });
  });

  it('keeps the registered office when given', async () => {
    const res = await register(
      registrationParts(
        validRegistration({
          partitaIva: '00000010215',
          codiceFiscale: 'RSSMRA80A01H501U',
          username: 'rossi.viaggi',
          cittaLeg: 'Caserta',
          provLeg: 'CE',
        }),
      ),
    );
    expect(res.statusCode).toBe(200);
    const [user] = await t.db.select().from(users).where(eq(users.username, 'rossi.viaggi'));
    const [reg] = await t.db
      .select()
      .from(registrazioniAgenzia)
      .where(eq(registrazioniAgenzia.userId, user!.id));
    expect(reg).toMatchObject({ cittaLeg: 'Caserta', provLeg: 'CE' });
  });

  it('refuses an executable renamed .pdf, naming the file and the document', async () => {
    const res = await register(
      registrationParts(validRegistration({ username: 'exe.user', partitaIva: '11111111115' }), {
        visuraCameraleFile: { filename: 'visura.pdf', contentType: 'application/pdf', content: EXE },
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      messages: [
        error(
          'visuraCameraleFile',
          'Il file "visura.pdf" (Visura camerale) non è di un tipo ammesso: caricare un PDF o un’immagine JPEG o PNG.',
        ),
      ],
    });
    expect(await t.db.select().from(users).where(eq(users.username, 'exe.user'))).toEqual([]);
  });

  it('refuses a document over 5 MB', async () => {
    const big = Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024, 0x20)]);
    const res = await register(
      registrationParts(validRegistration({ username: 'big.user' }), {
        autorizzazioneFile: { filename: 'autorizzazione.pdf', contentType: 'application/pdf', content: big },
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      messages: [
        error(
          'autorizzazioneFile',
          'Il file "autorizzazione.pdf" (Autorizzazione all’esercizio dell’attività) supera la dimensione massima di 5 MB.',
        ),
      ],
    });
  });

  it('names every missing or malformed field and every missing document, in the form’s order', async () => {
    const data = validRegistration({ partitaIva: '1234', cap: '801', email: 'non-una-mail' });
    delete data.ragioneSociale;
    delete data.username;
    const res = await register(
      registrationParts(data, { cartaIdentitaFile: undefined, codiceFiscaleFile: undefined }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      messages: [
        error('ragioneSociale', 'Il campo "Ragione sociale" è obbligatorio.'),
        error('partitaIva', 'La partita IVA deve essere composta da 11 cifre.'),
        error('cap', 'Il CAP deve essere composto da 5 cifre.'),
        error('email', 'L’indirizzo e-mail non è valido.'),
        error('username', 'Il campo "Nome utente" è obbligatorio.'),
        error(
          'cartaIdentitaFile',
          'Il documento "Carta d’identità del legale rappresentante" è obbligatorio.',
        ),
        error('codiceFiscaleFile', 'Il documento "Codice fiscale (documento)" è obbligatorio.'),
      ],
    });
  });

  it('checks the check digits, the provinces, and refuses unknown properties', async () => {
    const res = await register(
      registrationParts({
        ...validRegistration({
          partitaIva: '12345678901',
          codiceFiscale: 'RSSMRA80A01H501A',
          provincia: 'XX',
          provLeg: 'ZZ',
        }),
        sconto: '10',
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      messages: [
        error('partitaIva', 'La partita IVA non è valida: controllare le cifre.'),
        error('codiceFiscale', 'Il codice fiscale non è valido: controllare i caratteri.'),
        error('provincia', 'La provincia indicata non esiste: selezionarla dall’elenco.'),
        error('provLeg', 'La provincia indicata non esiste: selezionarla dall’elenco.'),
        { code: 'registrazione.campoNonPrevisto', text: 'Il campo "sconto" non è previsto.', type: 'error' },
      ],
    });
  });

  it('refuses a username or a partita IVA already registered', async () => {
    const sameUser = await register(
      registrationParts(validRegistration({ username: 'AGENZIA', partitaIva: '22222222220' })),
    );
    expect(sameUser.statusCode).toBe(400);
    expect(sameUser.json()).toEqual({
      messages: [error('username', 'Il nome utente scelto è già in uso: scegline un altro.')],
    });
    const sameVat = await register(registrationParts(validRegistration({ username: 'altra.agenzia' })));
    expect(sameVat.statusCode).toBe(400);
    expect(sameVat.json()).toEqual({
      messages: [
        error(
          'partitaIva',
          'Esiste già un’agenzia registrata con questa partita IVA. Per assistenza contatta il supporto.',
        ),
      ],
    });
  });

  it('refuses a body that is not multipart, or has no data part', async () => {
    const json = await t.app.inject({
      method: 'PUT',
      url: '/api/myoverins/agenzia',
      payload: validRegistration(),
      remoteAddress: '10.1.0.1',
    });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toEqual({
      messages: [
        {
          code: 'registrazione.richiesta',
          text: 'La registrazione va inviata come multipart/form-data con i quattro documenti.',
          type: 'error',
        },
      ],
    });
    const noData = await register(registrationParts().slice(1));
    expect(noData.statusCode).toBe(400);
    expect(noData.json()).toEqual({
      messages: [
        {
          code: 'registrazione.richiesta',
          text: 'Dati della registrazione mancanti: la richiesta deve contenere la parte "data".',
          type: 'error',
        },
      ],
    });
  });

  it('limits one address to 10 registrations an hour', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 11; i++)
      codes.push((await register([{ name: 'data', content: '{}' }], '10.9.9.9')).statusCode);
    expect(codes).toEqual([...Array(10).fill(400), 429]);
    const last = await register([{ name: 'data', content: '{}' }], '10.9.9.9');
    expect(last.headers['retry-after']).toMatch(/^\d+$/);
    expect(last.json().messages[0].code).toBe('errore.troppeRichieste');
  });

  it('limits username probing per address: the 11th "già in uso" answer in an hour is a 429', async () => {
    const probe = (username: string) =>
      register(registrationParts(validRegistration({ username, partitaIva: '22222222220' })), '10.9.9.10');
    const taken = ['admin', 'agenzia', 'tour', 'network', 'agenzia.rete', 'fornitore', 'commerciale'];
    for (const username of [...taken, 'moroso', 'avviso', 'gabbiano.front']) {
      const res = await probe(username);
      expect(res.json().messages[0].text).toBe('Il nome utente scelto è già in uso: scegline un altro.');
    }
    const refused = await probe('agenzia');
    expect(refused.statusCode).toBe(429);
    expect(refused.body).not.toContain('già in uso');
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
  });

  it('leaves no stored file behind when a registration is refused', async () => {
    const dir = path.join(dataDir, 'files');
    const count = () =>
      (readdirSync(dir, { recursive: true }) as string[]).filter((f) => f.split(path.sep).length === 3)
        .length;
    expect(count()).toBe(8);
  });
});

describe('dropdown/province and dropdown/comuni', () => {
  it('lists the 107 provinces by sigla, anonymously', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/dropdown/province' });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { items: Array<{ value: string; text: string }>; total: number };
    expect(body.total).toBe(107);
    expect(new Set(body.items.map((i) => i.value)).size).toBe(107);
    expect(body.items).toContainEqual({ value: 'MB', text: 'Monza e della Brianza' });
    expect(body.items).toContainEqual({ value: 'SU', text: 'Sud Sardegna' });
  });

  it('lists the comuni of a province, capoluoghi included', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/dropdown/comuni?provincia=BT' });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { items: Array<{ value: string; text: string }>; total: number };
    expect(body.items.map((i) => i.value)).toEqual(expect.arrayContaining(['Andria', 'Barletta', 'Trani']));
    const none = await t.app.inject({ method: 'GET', url: '/api/dropdown/comuni?provincia=XX' });
    expect(none.json()).toEqual({ items: [], total: 0 });
    const bad = await t.app.inject({ method: 'GET', url: '/api/dropdown/comuni' });
    expect(bad.statusCode).toBe(400);
  });
});
