import { describe, expect, it } from 'vitest';
import type { UlterioreDato } from '../../../../schemas/types';
import { opzioniCombo } from './opzioniCombo';
import { validaUlterioriDati } from './validaUlterioriDati';

const SISTEMAZIONE =
  'combo[{"Codice":"HOT","Descrizione":"Hotel"},{"Codice":"APP","Descrizione":"Appartamento"}]';
const definiti: UlterioreDato[] = [
  { itemID: 1, descrizione: 'Nome della nave', tipo: 'testo', obbligatorio: true },
  { itemID: 2, descrizione: 'Cabina', tipo: 'testo', obbligatorio: false },
  { itemID: 3, descrizione: 'Tipo di sistemazione', tipo: SISTEMAZIONE, obbligatorio: true },
];

describe('opzioniCombo', () => {
  it('reads the options of a combo, and nothing for free text or a malformed list', () => {
    expect(opzioniCombo(SISTEMAZIONE)).toEqual([
      { Codice: 'HOT', Descrizione: 'Hotel' },
      { Codice: 'APP', Descrizione: 'Appartamento' },
    ]);
    expect(opzioniCombo('combo [{"Codice":7}]')).toEqual([{ Codice: '7', Descrizione: '7' }]);
    expect(opzioniCombo('testo')).toBeNull();
    expect(opzioniCombo(null)).toBeNull();
    expect(opzioniCombo('combo[{"Codice":"HOT",')).toBeNull();
    expect(opzioniCombo('combo{"Codice":"HOT"}')).toBeNull();
    expect(opzioniCombo('combo[]')).toBeNull();
    expect(opzioniCombo('combo[{"Descrizione":"senza codice"}]')).toBeNull();
  });
});

describe('validaUlterioriDati', () => {
  it('names each missing mandatory item and keeps the definitions in order', () => {
    const { dati, errori } = validaUlterioriDati(null, definiti);
    expect(errori).toEqual([
      'Ulteriore dato obbligatorio: Nome della nave',
      'Ulteriore dato obbligatorio: Tipo di sistemazione',
    ]);
    expect(dati.map((d) => [d.itemID, d.valore])).toEqual([
      [1, null],
      [2, null],
      [3, null],
    ]);
  });

  it('treats a blank value as missing and trims the others', () => {
    const { dati, errori } = validaUlterioriDati(
      [
        { itemID: 1, descrizione: 'x', valore: '   ' },
        { itemID: 2, descrizione: 'x', valore: '  B12 ' },
        { itemID: 3, descrizione: 'x', valore: ' APP ' },
      ],
      definiti,
    );
    expect(errori).toEqual(['Ulteriore dato obbligatorio: Nome della nave']);
    expect(dati[1]!.valore).toBe('B12');
    expect(dati[2]!.valore).toBe('APP');
  });

  it('takes description, type and mandatory flag from the package, never from the client', () => {
    const { dati, errori } = validaUlterioriDati(
      [
        { itemID: 1, descrizione: 'Falso', tipo: 'combo[]', obbligatorio: false, valore: 'Costa Smeralda' },
        { itemID: 3, descrizione: 'Falso', tipo: 'testo', valore: 'HOT' },
        { itemID: 99, descrizione: 'Non richiesto', valore: 'ignorato' },
      ],
      definiti,
    );
    expect(errori).toEqual([]);
    expect(dati).toEqual([
      {
        itemID: 1,
        descrizione: 'Nome della nave',
        tipo: 'testo',
        obbligatorio: true,
        valore: 'Costa Smeralda',
      },
      { itemID: 2, descrizione: 'Cabina', tipo: 'testo', obbligatorio: false, valore: null },
      {
        itemID: 3,
        descrizione: 'Tipo di sistemazione',
        tipo: SISTEMAZIONE,
        obbligatorio: true,
        valore: 'HOT',
      },
    ]);
  });

  it('refuses a dropdown value that is not one of its codes, and an over-long value', () => {
    const { errori } = validaUlterioriDati(
      [
        { itemID: 1, descrizione: '', valore: 'x'.repeat(501) },
        { itemID: 3, descrizione: '', valore: 'Hotel' },
      ],
      definiti,
    );
    expect(errori).toEqual([
      "L'ulteriore dato Nome della nave supera i 500 caratteri consentiti",
      "Valore non valido per l'ulteriore dato: Tipo di sistemazione",
    ]);
    expect(
      validaUlterioriDati([{ itemID: 1, descrizione: '', valore: 'x'.repeat(500) }], definiti).errori,
    ).toEqual(['Ulteriore dato obbligatorio: Tipo di sistemazione']);
  });

  it('asks a malformed combo as free text', () => {
    const rotto = [{ itemID: 5, descrizione: 'Compagnia', tipo: 'combo[{', obbligatorio: true }];
    expect(validaUlterioriDati([{ itemID: 5, descrizione: '', valore: 'MSC' }], rotto).errori).toEqual([]);
  });

  it('answers nothing for a package without items', () => {
    expect(validaUlterioriDati([{ itemID: 1, descrizione: 'x', valore: 'y' }], [])).toEqual({
      dati: [],
      errori: [],
    });
  });
});
