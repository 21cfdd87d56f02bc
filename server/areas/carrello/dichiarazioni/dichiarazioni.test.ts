import Ajv from 'ajv';
import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import questionarioSchema from '../../../../schemas/entities/questionarioAdeguatezza.schema.json';
import { dichiarazioniAdeguatezza } from '../../../db/schema';
import { findPgError } from '../../../db/pgError';
import { readPdf } from '../../../test/readPdf';
import { bearer, createTestApp, login, type TestApp } from '../../../test/testApp';
import { userId } from '../../account/testUtils';
import { clientOf, pacchettoIds } from '../testUtils';
import { chiDichiara } from './chiDichiara';
import { QUESTIONARIO } from './questionario';
import { registraDichiarazione, validaDichiarazione } from './registraDichiarazione';

let t: TestApp;
let ids: Record<string, number>;
let agenzia: Awaited<ReturnType<typeof clientOf>>;

beforeAll(async () => {
  t = await createTestApp();
  ids = await pacchettoIds(t.db);
  agenzia = await clientOf(t.app, 'agenzia');
});
afterAll(() => t?.close());

describe('GET carrello/questionarioAdeguatezza', () => {
  it('serves the questionnaire in force: seven statements, two choices, a version', async () => {
    const res = await agenzia('GET', '/api/carrello/questionarioAdeguatezza');
    expect(res.statusCode).toBe(200);
    const { data } = res.json() as { data: typeof QUESTIONARIO };
    expect(data).toEqual(QUESTIONARIO);
    expect(data.versione).toBe('2026-11');
    expect(data.dichiarazioni).toHaveLength(7);
    expect(new Set(data.dichiarazioni.map((d) => d.codice)).size).toBe(7);
    expect(data.introduzione).toContain('art. 20 della Direttiva (UE) 2016/97');
    expect(data.sceltaProcedi).toBe('Procedo con le dichiarazioni di adeguatezza');
    const validate = new Ajv().compile(questionarioSchema);
    expect(validate(data), JSON.stringify(validate.errors)).toBe(true);
  });

  it('needs the cart permission', async () => {
    const anonimo = await t.app.inject({ method: 'GET', url: '/api/carrello/questionarioAdeguatezza' });
    expect(anonimo.statusCode).toBe(401);
    const moroso = await clientOf(t.app, 'moroso');
    expect((await moroso('GET', '/api/carrello/questionarioAdeguatezza')).statusCode).toBe(403);
  });
});

describe('validaDichiarazione', () => {
  const ok = { adeguatezza: true, checkPolizza: true, checkPrivacy: true };
  it('needs both checkboxes and a suitability choice, either answer', () => {
    expect(validaDichiarazione(ok)).toEqual([]);
    expect(validaDichiarazione({ ...ok, adeguatezza: false })).toEqual([]);
    expect(validaDichiarazione(null)).toEqual([
      'Accettare le condizioni di polizza e il set informativo',
      "Confermare di aver raccolto il consenso al trattamento dei dati dell'assicurato",
      'Scegliere se procedere con le dichiarazioni di adeguatezza o non fornire informazioni',
    ]);
    expect(validaDichiarazione({ ...ok, checkPolizza: false, adeguatezza: null })).toEqual([
      'Accettare le condizioni di polizza e il set informativo',
      'Scegliere se procedere con le dichiarazioni di adeguatezza o non fornire informazioni',
    ]);
    expect(validaDichiarazione({ ...ok, checkPrivacy: null })).toEqual([
      "Confermare di aver raccolto il consenso al trattamento dei dati dell'assicurato",
    ]);
  });
});

describe('the demands-and-needs record', () => {
  it('holds version, full text, choice, user and impersonator', async () => {
    const agenziaId = await userId(t.db, 'agenzia');
    const adminId = await userId(t.db, 'admin');
    const id = await registraDichiarazione(
      t.db,
      { userId: agenziaId, impersonatoreId: adminId, distributoreId: null },
      ids.CROC!,
      { adeguatezza: false, checkPolizza: true, checkPrivacy: true },
    );
    const [row] = await t.db
      .select()
      .from(dichiarazioniAdeguatezza)
      .where(eq(dichiarazioniAdeguatezza.id, id));
    expect(row).toMatchObject({
      userId: agenziaId,
      impersonatoreId: adminId,
      pacchettoId: ids.CROC,
      adeguatezza: false,
      checkPolizza: true,
      checkPrivacy: true,
      versioneQuestionario: '2026-11',
    });
    expect(row!.createdAt).toBeInstanceOf(Date);
    expect(row!.testoQuestionario).toEqual({
      versione: '2026-11',
      titolo: QUESTIONARIO.titolo,
      introduzione: QUESTIONARIO.introduzione,
      dichiarazioni: QUESTIONARIO.dichiarazioni,
      sceltaProcedi: QUESTIONARIO.sceltaProcedi,
      sceltaRifiuta: QUESTIONARIO.sceltaRifiuta,
      sceltaEffettuata: QUESTIONARIO.sceltaRifiuta,
    });
  });

  it('is written once: the database refuses to update or delete it, inside a transaction too', async () => {
    const agenziaId = await userId(t.db, 'agenzia');
    const id = await t.db.transaction((tx) =>
      registraDichiarazione(
        tx,
        { userId: agenziaId, impersonatoreId: null, distributoreId: null },
        ids.CROC!,
        {
          adeguatezza: true,
          checkPolizza: true,
          checkPrivacy: true,
        },
      ),
    );
    const appendOnly = (e: unknown) => {
      expect(findPgError(e, (c) => c === 'P0001')).not.toBeNull();
      expect(String((e as { cause?: unknown }).cause ?? e)).toContain(
        'dichiarazioni_adeguatezza is append-only',
      );
      return true;
    };
    const byId = eq(dichiarazioniAdeguatezza.id, id);
    await expect(
      t.db.update(dichiarazioniAdeguatezza).set({ adeguatezza: false }).where(byId),
    ).rejects.toSatisfy(appendOnly);
    await expect(t.db.delete(dichiarazioniAdeguatezza).where(byId)).rejects.toSatisfy(appendOnly);
    const [row] = await t.db.select().from(dichiarazioniAdeguatezza).where(byId);
    expect(row).toMatchObject({ adeguatezza: true, versioneQuestionario: '2026-11' });
    expect((row!.testoQuestionario as { sceltaEffettuata: string }).sceltaEffettuata).toBe(
      QUESTIONARIO.sceltaProcedi,
    );
  });
});

describe('GET carrello/moduloCliente', () => {
  it('is a PDF with the package, the statements, the choices and blanks for name, date and signature', async () => {
    const res = await agenzia('GET', `/api/carrello/moduloCliente?pacchettoId=${ids.CROC}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('inline; filename="modulo-cliente-croc.pdf"');
    const pdf = await readPdf(res.rawPayload);
    expect(pdf.info).toMatchObject({ Title: 'Modulo di dichiarazione del cliente', Language: 'it-IT' });
    const all = pdf.pages.flat().join(' ').replace(/\s+/g, ' ');
    expect(pdf.pages[0]![0]).toBe('Modulo di dichiarazione del cliente');
    expect(all).toContain('Polizza: Crociera Serena');
    expect(all).toMatch(/Cognome e nome: _{10,}/);
    expect(all).toMatch(/Luogo e data: _{10,}/);
    expect(all).toMatch(/Firma del contraente: _{10,}/);
    expect(all).toContain(QUESTIONARIO.titolo);
    QUESTIONARIO.dichiarazioni.forEach((d, i) => expect(all).toContain(`${i + 1}. ${d.testo}`));
    expect(all).toContain(QUESTIONARIO.sceltaProcedi);
    expect(all).toContain(QUESTIONARIO.sceltaRifiuta);
    expect(all).toContain(
      'Dichiaro di aver ricevuto e preso visione delle condizioni di assicurazione e del set informativo',
    );
    expect(all).toContain('Questionario versione 2026-11');
  });

  it('refuses a package the agency does not sell, and a malformed id, never with a 5xx', async () => {
    const assente = await agenzia('GET', '/api/carrello/moduloCliente?pacchettoId=999999');
    expect(assente.statusCode).toBe(404);
    expect(assente.json()).toEqual({ text: 'Il prodotto richiesto non è disponibile per la tua agenzia' });
    expect((await agenzia('GET', '/api/carrello/moduloCliente?pacchettoId=abc')).statusCode).toBe(400);
    expect((await agenzia('GET', '/api/carrello/moduloCliente')).statusCode).toBe(400);
  });

  it('needs a session', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/carrello/moduloCliente?pacchettoId=${ids.CROC}`,
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('GET carrello/informativaPrivacy', () => {
  it('is an Italian HTML page anyone may open, naming the controller', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/carrello/informativaPrivacy' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toContain('<html lang="it">');
    expect(res.body).toContain('Informativa sul trattamento dei dati personali');
    expect(res.body).toContain('Regolamento (UE) 2016/679');
    expect(res.body).toContain(t.config.brand.providerName);
    expect(res.body).not.toMatch(/<script/i);
  });

  it('is the same for a signed-in user', async () => {
    const token = await login(t.app, 'agenzia');
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/carrello/informativaPrivacy',
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('chiDichiara', () => {
  it('reads user, impersonator and distributor from the request’s session', async () => {
    const agenziaId = await userId(t.db, 'agenzia');
    const request = { auth: { user: { id: agenziaId, distributoreId: 7 }, impersonatorId: 1 } };
    expect(chiDichiara(request as unknown as FastifyRequest)).toEqual({
      userId: agenziaId,
      impersonatoreId: 1,
      distributoreId: 7,
    });
    expect(() => chiDichiara({ auth: null } as unknown as FastifyRequest)).toThrow();
  });
});
