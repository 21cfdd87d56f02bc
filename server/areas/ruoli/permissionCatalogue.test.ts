import { describe, expect, it } from 'vitest';
import { permissionCatalogue } from '../../../schemas/catalogues/permissionCatalogue';

describe('the permission catalogue', () => {
  const catalogue = permissionCatalogue('overins');
  const codes = catalogue.map((p) => p.codice);

  it('holds every permission spec 1 §3 names, with the brand slug in the My-area codes', () => {
    const named = [
      'WEB_ANAGRAFICA_ACCESSO_CARRELLO',
      'WEB_MYOVERINS_UTENTI',
      'WEB_MYOVERINS_PAGAMENTI',
      'WEB_MYOVERINS_CREDITI',
      'WEB_MYOVERINS_ESTRATTICONTO',
      'WEB_MYOVERINS_ACQUISTI_POLIZZE',
      'WEB_MYOVERINS_TUOI_ACQUISTI',
      'WEB_MYOVERINS_COMMERCIALE_DISTRIBUTORI',
      'WEB_MYOVERINS_ACQUISTI_NETWORK',
      'WEB_MYOVERINS_ESTRATTICONTO_NETWORK',
      'BK_IMPOSTAZIONI_ACCEDICOME',
    ];
    expect(named.filter((c) => !codes.includes(c))).toEqual([]);
    expect(permissionCatalogue('viaggisicuri').map((p) => p.codice)).toContain('WEB_MYVIAGGISICURI_UTENTI');
  });

  it('has unique codes, back office exactly for BK_ codes, and a description and group for each', () => {
    expect(new Set(codes).size).toBe(codes.length);
    for (const p of catalogue) {
      expect(p.backOffice, p.codice).toBe(p.codice.startsWith('BK_'));
      expect(p.descrizione.trim(), p.codice).not.toBe('');
      expect(p.gruppo.trim(), p.codice).not.toBe('');
    }
  });

  it('offers for messages and notices only the permissions their routes check (BK_MESSAGGI, BK_AVVISI)', () => {
    // BK_IMPOSTAZIONI_AVVISI was catalogued first and never checked: a role granted it gained nothing
    // (migration 0031 removes it from existing databases).
    expect(codes.filter((c) => /MESSAGG|AVVIS/.test(c))).toEqual(['BK_MESSAGGI', 'BK_AVVISI']);
  });

  it('keeps the on/off switches single-action (cart access, sign-in-as)', () => {
    const single = catalogue.filter((p) => p.azioneSingola).map((p) => p.codice);
    expect(single).toContain('WEB_ANAGRAFICA_ACCESSO_CARRELLO');
    expect(single).toContain('BK_IMPOSTAZIONI_ACCEDICOME');
    expect(single).not.toContain('WEB_MYOVERINS_UTENTI');
  });
});
