import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InfoVoliRisposta } from '../../../../schemas/types';
import { createTestApp, type TestApp } from '../../../test/testApp';
import { clientOf } from '../testUtils';
import { TESTI_RICERCA } from './cercaVoli';

type Client = Awaited<ReturnType<typeof clientOf>>;
let t: TestApp;
let agenzia: Client;

beforeAll(async () => {
  t = await createTestApp();
  agenzia = await clientOf(t.app, 'agenzia');
});
afterAll(() => t?.close());

const infoVoli = async (query: Record<string, string>) => {
  const res = await agenzia('GET', `/api/carrello/infoVoli?${new URLSearchParams(query).toString()}`);
  expect(res.statusCode).toBe(200);
  return res.json() as InfoVoliRisposta;
};

describe('GET carrello/infoVoli', () => {
  it('finds a route’s flights and each of them again by its number', async () => {
    const perTratta = await infoVoli({
      aeroportoPartenza: 'FCO',
      aeroportoDestinazione: 'cdg',
      dataPartenza: '2026-12-01',
    });
    expect(perTratta.item2).toEqual([]);
    expect(perTratta.item1.scheduled.length).toBeGreaterThan(0);
    for (const volo of perTratta.item1.scheduled) {
      expect(volo).toMatchObject({ aeroportoPartenzaIata: 'FCO', aeroportoArrivoIata: 'CDG' });
      expect(volo.timestampPartenza.startsWith('2026-12-01T')).toBe(true);
      const perNumero = await infoVoli({ numeroVolo: volo.numeroVolo, dataPartenza: '2026-12-01' });
      expect(perNumero).toEqual({ item1: { scheduled: [volo] }, item2: [] });
    }
  });

  it('answers no flight for an unknown number', async () => {
    expect(await infoVoli({ numeroVolo: 'ZZ9999', dataPartenza: '2026-12-01' })).toEqual({
      item1: { scheduled: [] },
      item2: [],
    });
  });

  it('says in item2 what is missing, with the spec’s texts', async () => {
    expect((await infoVoli({})).item2).toEqual([TESTI_RICERCA.numero, TESTI_RICERCA.data]);
    expect((await infoVoli({ numeroVolo: 'AZ610' })).item2).toEqual(['Impostare la data di partenza']);
    expect((await infoVoli({ dataPartenza: '2026-12-01', numeroVolo: ' ' })).item2).toEqual([
      'Impostare il numero di volo',
    ]);
    expect((await infoVoli({ aeroportoPartenza: 'FCO' })).item2).toEqual([
      "Impostare l'aeroporto di destinazione",
      'Impostare la data di partenza',
    ]);
    expect((await infoVoli({ aeroportoDestinazione: 'FCO', dataPartenza: '2026-12-01' })).item2).toEqual([
      "Impostare l'aeroporto di partenza",
    ]);
  });

  it('refuses dates before 2000, impossible dates, unknown airports and bad numbers', async () => {
    expect((await infoVoli({ numeroVolo: 'AZ610', dataPartenza: '1999-12-31' })).item2).toEqual([
      TESTI_RICERCA.dataFuoriLimiti,
    ]);
    expect((await infoVoli({ numeroVolo: 'AZ610', dataPartenza: '2026-02-30' })).item2).toEqual([
      'La data di partenza non è valida',
    ]);
    expect(
      (await infoVoli({ aeroportoPartenza: 'XXQ', aeroportoDestinazione: 'FCO', dataPartenza: '2026-12-01' }))
        .item2,
    ).toEqual(['Aeroporto XXQ non trovato']);
    expect((await infoVoli({ numeroVolo: 'A-1', dataPartenza: '2026-12-01' })).item2).toEqual([
      'Il numero di volo A-1 non è valido',
    ]);
  });

  it('needs the cart permission', async () => {
    const url = '/api/carrello/infoVoli?numeroVolo=AZ610&dataPartenza=2026-12-01';
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const fornitore = await clientOf(t.app, 'fornitore');
    expect((await fornitore('GET', url)).statusCode).toBe(403);
  });
});

describe('GET carrello/aeroporti', () => {
  it('suggests at most 10 airports by code, Italian city or name', async () => {
    const cerca = async (testo: string) => {
      const res = await agenzia('GET', `/api/carrello/aeroporti?testo=${encodeURIComponent(testo)}`);
      expect(res.statusCode).toBe(200);
      return (res.json() as { data: Array<{ iata: string; citta: string }> }).data;
    };
    expect(
      (await cerca('Roma'))
        .slice(0, 2)
        .map((a) => a.iata)
        .sort(),
    ).toEqual(['CIA', 'FCO']);
    expect((await cerca('fco'))[0]).toEqual({
      iata: 'FCO',
      nome: 'Aeroporto di Roma Leonardo da Vinci–Fiumicino',
      citta: 'Roma',
      paese: 'Italia',
      fusoOrario: 'Europe/Rome',
    });
    expect(await cerca('b')).toHaveLength(10);
    expect(await cerca('')).toEqual([]);
  });
});
