import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProdottoComplementare } from '../../../../schemas/types';
import { createTestApp, type TestApp } from '../../../test/testApp';
import { clientOf, pacchettoIds } from '../testUtils';
import { validaComplementari } from './validaComplementari';

const medica: ProdottoComplementare = {
  pacchettoID: 31,
  prodottoID: 301,
  pacchetto: 'Integrativa Spese Mediche Illimitate',
  descrizioneSintetica: '',
  descrizioneEstesa: '',
  testiCarrello: [],
  obbligatoria: false,
  destinazioni: [
    { code: 'EUROPA', nazione: 'Europa' },
    { code: 'USA', nazione: 'USA e Canada' },
  ],
  nazionalita: [{ codice: 'IT', nazione: 'Italia' }],
  extraInfo: [],
};
const legale: ProdottoComplementare = {
  ...medica,
  pacchettoID: 32,
  pacchetto: 'Integrativa Tutela Legale in Viaggio',
  testiCarrello: [
    { tipoID: 4, testo: 'Massimale' },
    { tipoID: 6, testo: 'Area di residenza' },
  ],
  destinazioni: [{ code: 'M5', nazione: '5.000 €' }],
  extraInfo: [{ labelID: 1, valore: null }],
};

describe('validaComplementari', () => {
  it('accepts policies offered once with the values they need, and no policies at all', () => {
    expect(validaComplementari([], [medica, legale])).toEqual([]);
    expect(
      validaComplementari(
        [
          { pacchettoID: 31, destinazioneID: 'USA', nazionalitaID: 'IT' },
          { pacchettoID: 32, destinazioneID: 'M5', nazionalitaID: 'IT', importoViaggio: 1 },
        ],
        [medica, legale],
      ),
    ).toEqual([]);
  });

  it('gives the spec 2 §5 messages, with the policy’s labels and the massimale wording', () => {
    expect(validaComplementari([{ pacchettoID: 31 }], [medica])).toEqual([
      'Seleziona la Destinazione per la polizza integrativa Integrativa Spese Mediche Illimitate',
      'Seleziona la Area di partenza per la polizza integrativa Integrativa Spese Mediche Illimitate',
    ]);
    expect(
      validaComplementari([{ pacchettoID: 32, destinazioneID: '', importoViaggio: 0.5 }], [legale]),
    ).toEqual([
      'Seleziona il massimale per la polizza integrativa Integrativa Tutela Legale in Viaggio',
      'Seleziona la Area di residenza per la polizza integrativa Integrativa Tutela Legale in Viaggio',
      "Inserisci l'importo del viaggio per la polizza integrativa Integrativa Tutela Legale in Viaggio",
    ]);
  });

  it('refuses a policy not offered, one linked twice, a missing mandatory one and choices outside its lists', () => {
    const obbligatoria = { ...medica, obbligatoria: true };
    expect(
      validaComplementari(
        [
          { pacchettoID: 99 },
          { pacchettoID: 32, destinazioneID: 'M5', nazionalitaID: 'IT', importoViaggio: 900 },
          { pacchettoID: 32, destinazioneID: 'M5', nazionalitaID: 'IT', importoViaggio: 900 },
        ],
        [obbligatoria, legale],
      ),
    ).toEqual([
      'La polizza integrativa scelta non è abbinabile a questo prodotto',
      'La polizza integrativa Integrativa Tutela Legale in Viaggio è indicata più di una volta',
      'La polizza integrativa Integrativa Spese Mediche Illimitate è obbligatoria per questo prodotto',
    ]);
    expect(
      validaComplementari([{ pacchettoID: 31, destinazioneID: 'ASIA', nazionalitaID: 'FR' }], [medica]),
    ).toEqual([
      'La Destinazione scelta non è prevista dalla polizza integrativa Integrativa Spese Mediche Illimitate',
      'La Area di partenza scelta non è prevista dalla polizza integrativa Integrativa Spese Mediche Illimitate',
    ]);
  });
});

describe('validaComplementari on the demo catalogue', () => {
  let t: TestApp;
  let ids: Record<string, number>;
  let offerti: (codice: string) => Promise<ProdottoComplementare[]>;

  beforeAll(async () => {
    t = await createTestApp();
    ids = await pacchettoIds(t.db);
    const agenzia = await clientOf(t.app, 'agenzia');
    offerti = async (codice) =>
      (
        (await agenzia('GET', `/api/carrello/prodotti/complementari/${ids[codice]}`)).json() as {
          data: ProdottoComplementare[];
        }
      ).data;
  });
  afterAll(() => t?.close());

  it('asks the cruise for its mandatory medical policy, and takes it with a destination it offers', async () => {
    const croc = await offerti('CROC');
    expect(validaComplementari([], croc)).toEqual([
      'La polizza integrativa Integrativa Spese Mediche Illimitate è obbligatoria per questo prodotto',
    ]);
    const [medicaCroc] = croc;
    const scelta = {
      pacchettoID: ids['INT-MED']!,
      destinazioneID: medicaCroc!.destinazioni[0]!.code,
      nazionalitaID: medicaCroc!.nazionalita[0]!.codice,
    };
    expect(validaComplementari([scelta], croc)).toEqual([]);
    // The COVID policy is not offered with the cruise.
    expect(validaComplementari([scelta, { pacchettoID: ids['INT-COVID']! }], croc)).toEqual([
      'La polizza integrativa scelta non è abbinabile a questo prodotto',
    ]);
  });
});
