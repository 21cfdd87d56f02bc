import { describe, expect, it } from 'vitest';
import { caricaCodiceFiscale, dataNascitaDa, esitoCodiceFiscale } from './avvisoCodiceFiscale';

describe('the tax code of a participant', () => {
  it('gives the birth date of a valid code only', async () => {
    const cf = await caricaCodiceFiscale();
    expect(dataNascitaDa(cf, 'rssmra80a01h501u')).toBe('1980-01-01');
    expect(dataNascitaDa(cf, 'RSSMRA80A01H501X')).toBeNull();
    expect(dataNascitaDa(cf, 'RSSMRA80A01H501')).toBeNull();
  });

  it('calls a wrong check character an error, a mismatch with the name a warning', async () => {
    const cf = await caricaCodiceFiscale();
    expect(esitoCodiceFiscale(cf, { CodiceFiscale: 'RSSMRA80A01H501X' })?.livello).toBe('errore');
    expect(esitoCodiceFiscale(cf, { Cognome: 'Bianchi', CodiceFiscale: 'RSSMRA80A01H501U' })?.livello).toBe(
      'avviso',
    );
    expect(
      esitoCodiceFiscale(cf, { Cognome: 'Rossi', Nome: 'Mario', CodiceFiscale: 'RSSMRA80A01H501U' }),
    ).toBe(undefined);
  });
});
