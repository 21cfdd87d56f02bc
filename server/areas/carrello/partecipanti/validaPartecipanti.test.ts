import { describe, expect, it } from 'vitest';
import type { DatiViaggio, ExtraInfo, PartecipanteViaggio } from '../../../../schemas/types';
import { codiceFiscaleCorrisponde } from './codiceFiscale';
import { validaPartecipanti } from './validaPartecipanti';

const OGGI = new Date(2026, 10, 25);
const mario: PartecipanteViaggio = {
  Cognome: 'Rossi',
  Nome: 'Mario',
  CodiceFiscale: 'RSSMRA80B01H501T',
  DataNascita: '1980-02-01',
};
const dati = (partecipanti: PartecipanteViaggio[], over: Partial<DatiViaggio> = {}): DatiViaggio => ({
  pacchettoID: 1,
  parametri: { inizioViaggio: '2026-12-20', numeroPartecipanti: partecipanti.length },
  partecipanti,
  ...over,
});
const prodotto = (extraInfo: ExtraInfo[] = []) => ({ extraInfo, richiedeEmail: true, caricaImmagine: true });
const valida = (d: DatiViaggio, extra: ExtraInfo[] = []) => validaPartecipanti(d, prodotto(extra), OGGI);

describe('validaPartecipanti', () => {
  it('accepts typed (PascalCase) and imported (camelCase) participants', () => {
    const imported: PartecipanteViaggio = {
      cognome: 'Bianchi',
      nome: 'Anna',
      codiceFiscale: 'bncnna90c41f205a',
      dataNascita: '1990-03-01',
      Email: 'anna@esempio.it',
    };
    expect(
      valida(dati([mario, imported]), [
        { labelID: 2, valore: null },
        { labelID: 11, valore: null },
      ]),
    ).toEqual([]);
  });

  it('wants as many participants as the trip, at least one', () => {
    expect(valida(dati([mario], { parametri: { numeroPartecipanti: 3 } }))).toEqual([
      'Il numero dei partecipanti inseriti (1) non corrisponde al numero dei partecipanti del viaggio (3)',
    ]);
    expect(valida(dati([mario], { parametri: { numeroPartecipanti: 0 } }))).toEqual([]);
    expect(valida(dati([], { parametri: { numeroPartecipanti: 0 } }))).toEqual([
      'Il numero dei partecipanti inseriti (0) non corrisponde al numero dei partecipanti del viaggio (1)',
    ]);
  });

  it('with an image or PDF attached, wants exactly the head of the group', () => {
    const withFile = { immaginePartecipanti: '12', parametri: { numeroPartecipanti: 30 } };
    expect(valida(dati([{ Cognome: 'Rossi', Nome: 'Mario' }], withFile))).toEqual([]);
    const text = 'Con il file dei partecipanti allegato indicare solo il capogruppo, con cognome e nome';
    expect(valida(dati([mario, mario], withFile))).toEqual([text]);
    expect(valida(dati([{ Cognome: 'Rossi' }], withFile))).toEqual([
      text,
      'Cognome e nome obbligatori per il partecipante 1',
    ]);
  });

  it('requires surname and name', () => {
    expect(valida(dati([mario, { Cognome: ' ', Nome: 'Anna' }, { cognome: 'Verdi' }]))).toEqual([
      'Cognome e nome obbligatori per il partecipante 2',
      'Cognome e nome obbligatori per il partecipante 3',
    ]);
  });

  it('requires birth date (extra info 2) and tax code (extra info 11) only when the product does', () => {
    const bare = { Cognome: 'Verdi', Nome: 'Luca' };
    expect(valida(dati([bare]))).toEqual([]);
    expect(valida(dati([bare]), [{ labelID: 2, valore: '' }])).toEqual([
      'Data di nascita obbligatoria per il partecipante 1',
    ]);
    expect(valida(dati([bare]), [{ labelID: 11, valore: '' }])).toEqual([
      'Codice fiscale obbligatorio per il partecipante 1',
    ]);
  });

  it('keeps birth dates between 01/01/1900 and today', () => {
    const nato = (DataNascita: string) => dati([{ Cognome: 'Verdi', Nome: 'Luca', DataNascita }]);
    expect(valida(nato('1900-01-01'))).toEqual([]);
    expect(valida(nato('1899-12-31'))).toEqual([
      'La data di nascita del partecipante 1 non può essere precedente al 01/01/1900',
    ]);
    expect(valida(nato('2026-11-25'))).toEqual([]);
    expect(valida(nato('2026-11-26'))).toEqual([
      'La data di nascita del partecipante 1 non può essere successiva a oggi',
    ]);
    expect(valida(nato('2026-02-30'))).toEqual(['Data di nascita non valida per il partecipante 1']);
  });

  it('refuses a tax code over 16 characters with the spec’s text, and a wrong check character', () => {
    expect(valida(dati([{ ...mario, CodiceFiscale: 'RSSMRA80B01H501TX' }]))).toEqual([
      "Il codice fiscale del passeggero Mario Rossi ha piu' di 16 caratteri. Correggerlo",
    ]);
    expect(valida(dati([{ ...mario, CodiceFiscale: 'RSSMRA80B01H501A' }]))).toEqual([
      'Il codice fiscale del passeggero Mario Rossi non è valido: controllarne i caratteri',
    ]);
    expect(valida(dati([{ ...mario, CodiceFiscale: 'RSSMRA80' }]))).toEqual([
      'Il codice fiscale del passeggero Mario Rossi non è valido: controllarne i caratteri',
    ]);
  });

  it('accepts a valid tax code that belongs to someone else: a mismatch is only a warning', () => {
    const other = {
      Cognome: 'Smith',
      Nome: 'John',
      CodiceFiscale: 'RSSMRA80B01H501T',
      DataNascita: '1975-05-05',
    };
    expect(valida(dati([other]))).toEqual([]);
    expect(codiceFiscaleCorrisponde('RSSMRA80B01H501T', 'Smith', 'John', '1975-05-05')).toBe(false);
    expect(codiceFiscaleCorrisponde('RSSMRA80B01H501T', 'Rossi', 'Mario', '1980-02-01')).toBe(true);
    // Women's day of birth is +40; omocodia letters stand for digits.
    expect(codiceFiscaleCorrisponde('BNCNNA90C41F205A', 'Bianchi', 'Anna', '1990-03-01')).toBe(true);
    expect(codiceFiscaleCorrisponde('RSSMRA80B0MH501T', 'Rossi', 'Mario', '1980-02-01')).toBe(true);
  });

  it('applies the age limits (extra info 10 and 4) at the trip’s start', () => {
    const limits = [
      { labelID: 10, valore: '18' },
      { labelID: 4, valore: '75' },
    ];
    const nato = (DataNascita: string) => dati([{ Cognome: 'Verdi', Nome: 'Luca', DataNascita }]);
    expect(valida(nato('2008-12-20'), limits)).toEqual([]);
    expect(valida(nato('2008-12-21'), limits)).toEqual([
      "Il partecipante 1 ha 17 anni il 20/12/2026, inizio del viaggio: l'età minima per questo prodotto è 18 anni",
    ]);
    expect(valida(nato('1951-12-21'), limits)).toEqual([]);
    expect(valida(nato('1950-12-20'), limits)).toEqual([
      "Il partecipante 1 ha 76 anni il 20/12/2026, inizio del viaggio: l'età massima per questo prodotto è 75 anni",
    ]);
  });

  it('checks the email format when one is given', () => {
    expect(valida(dati([{ ...mario, Email: 'mario@esempio' }]))).toEqual([
      "L'indirizzo email del partecipante 1 non è valido",
    ]);
    expect(valida(dati([{ ...mario, Email: '' }]))).toEqual([]);
  });

  it('gives at most twenty messages and a count of the rest', () => {
    const blank = Array.from({ length: 30 }, () => ({}));
    const out = valida(dati(blank));
    expect(out).toHaveLength(21);
    expect(out[20]).toBe('Altri 10 errori nei dati dei partecipanti');
  });
});
