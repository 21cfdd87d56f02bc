import { describe, expect, it } from 'vitest';
import { testConfig } from '../../../test/testDatabase';
import { testoConfermaAcquisto } from './testoConfermaAcquisto';

/** Issue 23 defect 9: policies stored before names were kept on one line must not break the mail's lines. */
describe('testoConfermaAcquisto with texts stored on several lines', () => {
  it('prints every stored name on its own one line', () => {
    const { text } = testoConfermaAcquisto(
      {
        agenzia: 'Il Gabbiano\r\nViaggi',
        acquistatoDa: 'Marco\nBianchi',
        data: new Date('2026-11-25T09:30:00Z'),
        polizze: [
          {
            numero: 'A-1',
            pacchetto: 'Viaggi\rSicuri',
            contraente: 'Rossi\r\nPolizza n. FALSA\u0000 Mario',
            inizioViaggio: '2027-01-05',
            fineViaggio: '2027-01-12',
            totalePremioImposte: '10.00',
          },
          {
            numero: 'A-2',
            pacchetto: 'Viaggi Sicuri',
            contraente: '\r\n',
            inizioViaggio: '2027-01-05',
            fineViaggio: '2027-01-12',
            totalePremioImposte: '10.00',
          },
        ],
      },
      testConfig().brand,
    );
    const righe = text.split('\n');
    expect(righe).toContain('Gentile Il Gabbiano Viaggi,');
    expect(righe).toContain('1. Polizza n. A-1 — Viaggi Sicuri');
    expect(righe).toContain('   Contraente: Rossi Polizza n. FALSA Mario');
    expect(righe).toContain('   Contraente: —');
    expect(righe.filter((r) => /^\d+\. Polizza n\./.test(r))).toHaveLength(2);
    expect(text).toContain('da Marco Bianchi.');
    expect(text.replace(/\n/g, '')).not.toMatch(/\p{Cc}/u);
  });
});
