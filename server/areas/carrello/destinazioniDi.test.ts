import { describe, expect, it } from 'vitest';
import { tariffa } from '../../domain/pricing/testFixtures';
import { destinazioniDi, type Geografia } from './dettagli';

const geo: Geografia = {
  gruppi: [
    { codice: 'ITALIA', descrizione: 'Italia' },
    { codice: 'EUROPA', descrizione: 'Europa' },
  ],
  stati: new Map([
    ['IT', { nome: 'Italia', gruppo: 'ITALIA' }],
    ['FR', { nome: 'Francia', gruppo: 'EUROPA' }],
    ['ES', { nome: 'Spagna', gruppo: 'EUROPA' }],
  ]),
};

describe('destinazioniDi', () => {
  it('lists each state group with its states, so a trip to Francia can be carried to Europa (issue 24)', () => {
    expect(destinazioniDi(null, geo)).toEqual([
      { code: 'ITALIA', nazione: 'Italia', stati: ['IT'] },
      { code: 'EUROPA', nazione: 'Europa', stati: ['FR', 'ES'] },
    ]);
  });

  it('gives a zone’s own states without a list of their own', () => {
    const zona = tariffa({
      zone: [{ codice: 'EU', descrizione: 'Europa', stati: ['FR'], gruppiStato: ['EUROPA'] }],
    });
    expect(destinazioniDi(zona, geo)).toEqual([
      { code: 'EUROPA', nazione: 'Europa', stati: ['FR', 'ES'] },
      { code: 'FR', nazione: 'Francia' },
    ]);
  });
});
