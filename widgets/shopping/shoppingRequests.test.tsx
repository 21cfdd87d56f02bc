import { describe, expect, it } from 'vitest';
import { nascitePerTotali, totaliPer } from './shoppingRequests';

describe('the totals request carries the travellers’ birth dates (issue 23)', () => {
  it('sends each whole birth date, null for a traveller without one, and nothing else of them', () => {
    expect(
      nascitePerTotali([
        { Cognome: 'Rossi', Nome: 'Mario', CodiceFiscale: 'X', DataNascita: '1952-05-10', Email: 'm@x.it' },
        { Cognome: 'Neri', DataNascita: '' },
        { cognome: 'Gallo', dataNascita: '2001-01-09T00:00:00' },
        { Cognome: 'Blu', DataNascita: '04/07/1980' },
        { Cognome: 'Verdi', DataNascita: '1990-0' },
      ]),
    ).toEqual([
      { DataNascita: '1952-05-10' },
      { DataNascita: null },
      { DataNascita: '2001-01-09' },
      { DataNascita: '04/07/1980' },
      { DataNascita: null },
    ]);
  });

  it('leaves them out while no birth date is known, so the quote is the band’s as before', () => {
    expect(nascitePerTotali(undefined)).toBeUndefined();
    expect(nascitePerTotali([{ Cognome: 'Rossi', DataNascita: '' }])).toBeUndefined();
    const dati = {
      pacchettoID: 4,
      parametri: { numeroPartecipanti: 1 },
      partecipanti: [{ Cognome: 'Rossi' }],
    };
    expect(totaliPer(dati)).not.toHaveProperty('partecipanti');
    expect(
      totaliPer({ ...dati, partecipanti: [{ Cognome: 'Rossi', DataNascita: '1952-05-10' }] }).partecipanti,
    ).toEqual([{ DataNascita: '1952-05-10' }]);
  });
});
