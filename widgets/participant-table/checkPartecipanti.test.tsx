import { describe, expect, it } from 'vitest';
import type { ProdottoDettaglio } from '../../schemas/types';
import { dettaglio } from '../shopping/stories/fixtures';
import type { DatiViaggioInseriti } from '../shopping/tripState';
import { checkPartecipanti } from './checkPartecipanti';
import { accodaImportati, ridimensiona } from './righe';

const dati = (
  partecipanti: DatiViaggioInseriti['partecipanti'],
  over: Partial<DatiViaggioInseriti> = {},
) => ({
  pacchettoID: 12,
  parametri: { numeroPartecipanti: partecipanti?.length ?? 1 },
  partecipanti,
  ...over,
});
const prodotto = (labels: number[] = []): ProdottoDettaglio => ({
  ...dettaglio,
  extraInfo: labels.map((labelID) => ({ labelID, valore: null })),
});

describe('checkPartecipanti', () => {
  it('accepts complete participants, typed or imported', () => {
    expect(
      checkPartecipanti(
        dati([
          { Cognome: 'Rossi', Nome: 'Mario', DataNascita: '1980-02-01', CodiceFiscale: 'RSSMRA80B01H501T' },
          { cognome: 'Bianchi', nome: 'Anna', dataNascita: '1990-03-01', codiceFiscale: 'X' },
        ]),
        prodotto([2, 11]),
      ),
    ).toEqual([]);
  });

  it('asks surname and name, and birth date and tax code when the product does', () => {
    const rows = [
      { Cognome: 'Rossi', Nome: '' },
      { Cognome: 'Verdi', Nome: 'Luca' },
    ];
    expect(checkPartecipanti(dati(rows), prodotto())).toEqual([
      'Cognome e nome obbligatori per il partecipante 1',
    ]);
    expect(checkPartecipanti(dati(rows), prodotto([2, 11]))).toEqual([
      'Cognome e nome obbligatori per il partecipante 1',
      'Data di nascita obbligatoria per il partecipante 1',
      'Codice fiscale obbligatorio per il partecipante 1',
      'Data di nascita obbligatoria per il partecipante 2',
      'Codice fiscale obbligatorio per il partecipante 2',
    ]);
  });

  it('refuses a tax code over 16 characters with the spec’s text', () => {
    expect(
      checkPartecipanti(
        dati([{ Cognome: 'Rossi', Nome: 'Mario', CodiceFiscale: 'RSSMRA80B01H501TT' }]),
        prodotto(),
      ),
    ).toEqual(["Il codice fiscale del passeggero Mario Rossi ha piu' di 16 caratteri. Correggerlo"]);
  });

  it('with a group file checks only the head of the group', () => {
    const rows = [{ Cognome: 'Rossi', Nome: 'Mario' }, {}];
    expect(checkPartecipanti(dati(rows, { immaginePartecipanti: '7' }), prodotto())).toEqual([]);
  });
});

describe('rows', () => {
  it('resize adds blank rows or trims from the end, at least one', () => {
    const rows = [{ Cognome: 'A' }, { Cognome: 'B' }];
    expect(ridimensiona(rows, 3)).toHaveLength(3);
    expect(ridimensiona(rows, 1)).toEqual([{ Cognome: 'A' }]);
    expect(ridimensiona(rows, 0)).toEqual([{ Cognome: 'A' }]);
  });

  it('an import keeps the complete rows as they are and appends the imported ones in PascalCase', () => {
    expect(
      accodaImportati(
        [{ Cognome: 'Rossi', Nome: 'Mario' }, { Cognome: 'Solo' }],
        [{ cognome: 'Bianchi', nome: 'Anna', codiceFiscale: 'x', dataNascita: '1990-03-01', Email: '' }],
      ),
    ).toEqual([
      { Cognome: 'Rossi', Nome: 'Mario' },
      { Cognome: 'Bianchi', Nome: 'Anna', CodiceFiscale: 'X', DataNascita: '1990-03-01', Email: '' },
    ]);
  });
});
