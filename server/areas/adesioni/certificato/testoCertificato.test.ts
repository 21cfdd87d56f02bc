import { describe, expect, it } from 'vitest';
import { testConfig } from '../../../test/testDatabase';
import type { DatiCertificato } from './datiCertificato';
import { testoCertificato } from './testoCertificato';

/** Issue 23 defect 9: rows stored before names were kept on one line still print one line each. */
describe('testoCertificato with texts stored on several lines', () => {
  const adesione = {
    numero: 'AG0001-2026-000001',
    pacchetto: 'Medico Bagaglio\r\nClassic',
    dataAcquisto: new Date('2026-11-25T09:30:00Z'),
    stato: 'emessa',
    contraente: 'Rossi\r\nMario',
    numeroPartecipanti: 2,
    inizioViaggio: '2027-01-05',
    fineViaggio: '2027-01-12',
    destinazione: 'Francia',
    nazionalita: 'Italia',
    riferimentoPratica: 'PR-1\nAssicurati (99)',
    totalePremioImposte: '80.92',
    totalePremio: '74.00',
    acquistataConCredito: false,
    datiAggiuntivi: [{ descrizione: 'Nome della nave', value: 'MSC\r\nFantasia' }],
  } as unknown as DatiCertificato['adesione'];
  const persona = (cognome: string, nome: string) =>
    ({
      cognome,
      nome,
      codiceFiscale: null,
      dataNascita: '1954-03-01',
    }) as unknown as DatiCertificato['assicurati'][number];
  const dati: DatiCertificato = {
    adesione,
    fornitore: 'Europa Assistance\nViaggi',
    distributore: 'Il Gabbiano',
    prodotto: null,
    assicurati: [persona('Rossi\r\n', 'Mario\tLuigi'), persona('Bianchi\u2028Neri', 'Anna')],
    garanzie: [],
    principale: null,
    integrative: [],
    dichiarazione: null,
    voli: [],
    documentoPartecipanti: null,
  };

  it('prints names, the practice reference and the further data as one line each', () => {
    const blocks = testoCertificato(dati, testConfig().brand).blocks.map((b) => b.text);
    for (const b of blocks) expect(b).not.toMatch(/[\p{Cc}\p{Zl}\p{Zp}]/u);
    expect(blocks).toContain('Rossi Mario Luigi - nato/a il 01/03/1954');
    expect(blocks).toContain('2. Bianchi Neri Anna - nato/a il 01/03/1954');
    expect(blocks).toContain('Riferimento pratica: PR-1 Assicurati (99)');
    expect(blocks).toContain('Nome della nave: MSC Fantasia');
    expect(blocks).toContain('Prodotto: Medico Bagaglio Classic');
    expect(blocks).toContain('Compagnia assicuratrice: Europa Assistance Viaggi');
  });

  it('names a group’s participants document on one line', () => {
    const blocks = testoCertificato(
      { ...dati, documentoPartecipanti: 'gruppo\r\ngita.pdf' },
      testConfig().brand,
    ).blocks.map((b) => b.text);
    expect(blocks.some((b) => b.endsWith('allegato alla polizza: gruppo gita.pdf.'))).toBe(true);
  });

  it('prints a stored contraente on one line when the insured are not listed', () => {
    const blocks = testoCertificato({ ...dati, assicurati: [] }, testConfig().brand).blocks.map(
      (b) => b.text,
    );
    expect(blocks).toContain('Rossi Mario');
  });
});
