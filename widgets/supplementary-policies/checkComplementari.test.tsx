import { describe, expect, it } from 'vitest';
import { parametriViaggio } from '../shopping/stories/fixtures';
import { checkComplementari } from './checkComplementari';
import { speseMediche, tutelaLegale } from './stories/fixtures';

const dati = (prodottiCollegati: Array<Record<string, unknown>>) => ({
  pacchettoID: 12,
  parametri: parametriViaggio,
  prodottiCollegati: prodottiCollegati as never,
});
const offerte = [speseMediche, tutelaLegale];

describe('checkComplementari', () => {
  it('passes policies with every value they need, and ignores policies not added', () => {
    expect(checkComplementari(dati([]), offerte)).toEqual([]);
    expect(
      checkComplementari(
        dati([
          { pacchettoID: 31, destinazioneID: 'FR', nazionalitaID: 'IT' },
          { pacchettoID: 32, destinazioneID: 'M5', nazionalitaID: 'IT', importoViaggio: 1 },
        ]),
        offerte,
      ),
    ).toEqual([]);
  });

  it('names the destination and departure area by the default labels', () => {
    expect(checkComplementari(dati([{ pacchettoID: 31 }]), offerte)).toEqual([
      'Seleziona la Destinazione per la polizza integrativa Integrativa Spese Mediche Illimitate',
      'Seleziona la Area di partenza per la polizza integrativa Integrativa Spese Mediche Illimitate',
    ]);
  });

  it('says massimale when the destination label does, uses the policy’s own labels, and asks an amount of at least 1', () => {
    const name = 'Integrativa Tutela Legale in Viaggio';
    expect(
      checkComplementari(
        dati([{ pacchettoID: 32, destinazioneID: '', nazionalitaID: null, importoViaggio: 0 }]),
        offerte,
      ),
    ).toEqual([
      `Seleziona il massimale per la polizza integrativa ${name}`,
      `Seleziona la Area di residenza per la polizza integrativa ${name}`,
      `Inserisci l'importo del viaggio per la polizza integrativa ${name}`,
    ]);
    const minuscolo = { ...tutelaLegale, testiCarrello: [{ tipoID: 4, testo: 'Scegli il massimale' }] };
    expect(
      checkComplementari(dati([{ pacchettoID: 32, nazionalitaID: 'IT', importoViaggio: 1500 }]), [minuscolo]),
    ).toEqual([`Seleziona il massimale per la polizza integrativa ${name}`]);
  });

  it('asks no amount of a policy not priced on it, nor a choice the policy does not offer', () => {
    const senzaListe = { ...speseMediche, destinazioni: [], nazionalita: [] };
    expect(checkComplementari(dati([{ pacchettoID: 31, importoViaggio: null }]), [senzaListe])).toEqual([]);
  });
});
