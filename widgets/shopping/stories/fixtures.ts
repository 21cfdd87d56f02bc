import type {
  Categoria,
  ParametriViaggio,
  ParametroConfronto,
  ProdottoDettaglio,
  ProdottoLista,
  Totali,
} from '../../../schemas/types';

/** Realistic Italian catalogue data for the shopping stories and tests (never used by product code). */

export const categorie: Categoria[] = [
  {
    itemID: 1,
    categoria: 'Annullamento',
    descrizione: 'Rimborso della penale se rinunci al viaggio',
    image: 'cat-annullamento.jpg',
    classeFronte: 'bg-primary text-white',
    classeRetro: 'bg-primary-subtle',
    ordine: 1,
    numeroProdotti: 6,
  },
  {
    itemID: 2,
    categoria: 'Medico Bagaglio',
    descrizione: 'Spese mediche e bagaglio in viaggio',
    image: 'cat-medico.jpg',
    classeFronte: 'bg-success text-white',
    classeRetro: 'bg-success-subtle',
    ordine: 2,
    numeroProdotti: 6,
  },
  {
    itemID: 3,
    categoria: 'Multirischio',
    descrizione: 'Annullamento, spese mediche e bagaglio insieme',
    image: 'cat-multirischio.jpg',
    classeFronte: 'bg-info',
    classeRetro: 'bg-info-subtle',
    ordine: 3,
    numeroProdotti: 6,
  },
  {
    itemID: 4,
    categoria: 'Studio e Lavoro',
    descrizione: 'Lunghi soggiorni all’estero per studio o lavoro',
    image: 'cat-studio.jpg',
    classeFronte: 'bg-warning',
    classeRetro: 'bg-warning-subtle',
    ordine: 4,
    numeroProdotti: 6,
  },
  {
    itemID: 5,
    categoria: 'Crociere',
    descrizione: 'Coperture pensate per la crociera',
    image: 'cat-crociere.jpg',
    classeFronte: 'bg-danger text-white',
    classeRetro: 'bg-danger-subtle',
    ordine: 5,
    numeroProdotti: 6,
  },
];

/** A guarantee parameter with the fields a story does not care about filled in. */
const p = (
  row: Pick<ParametroConfronto, 'categoria' | 'nomeParametro' | 'valore' | 'fieldType'> &
    Partial<ParametroConfronto>,
): ParametroConfronto => ({ parametroID: 0, valoreTesto: null, tipo: 0, decimalSlot: null, ...row });

const garanzie = (variante: number): ParametroConfronto[] => [
  p({
    categoria: 'Spese mediche',
    nomeParametro: 'Massimale spese mediche',
    valore: variante === 3 ? -1 : 30000 * variante,
    fieldType: 3,
  }),
  p({
    categoria: 'Spese mediche',
    nomeParametro: 'Franchigia',
    valore: variante === 1 ? 10 : 0,
    fieldType: 2,
  }),
  p({
    categoria: 'Spese mediche',
    nomeParametro: 'Rientro sanitario',
    valore: variante > 1 ? 1 : 0,
    fieldType: 1,
  }),
  p({ categoria: 'Bagaglio', nomeParametro: 'Massimale bagaglio', valore: 500 * variante, fieldType: 3 }),
  p({ categoria: 'Bagaglio', nomeParametro: 'Scoperto', valore: variante === 2 ? -1 : 15, fieldType: 2 }),
  p({ categoria: 'Bagaglio', nomeParametro: 'Ritardo consegna (ore)', valore: 12, fieldType: 5 }),
  p({
    categoria: 'Annullamento',
    nomeParametro: 'Coefficiente rimborso',
    valore: 0.875 + variante / 100,
    fieldType: 4,
    decimalSlot: variante === 1 ? 3 : null,
  }),
  p({
    categoria: 'Annullamento',
    nomeParametro: 'Motivi coperti',
    valore: null,
    valoreTesto: variante > 1 ? 'Tutti i motivi documentabili' : 'Malattia e infortunio',
    fieldType: 6,
  }),
  p({
    categoria: 'Assistenza',
    nomeParametro: 'Centrale operativa',
    valore: null,
    valoreTesto: 'H24 in italiano',
    fieldType: 7,
  }),
  p({
    categoria: 'Assistenza',
    nomeParametro: 'Note',
    valore: null,
    valoreTesto: `<p><strong>Assistenza</strong> in tutto il mondo${variante === 4 ? ' <em>anche per malattie preesistenti</em>' : ''}</p><script>alert(1)</script>`,
    fieldType: -1,
  }),
];

/** Totals with only the trip total and the commission of interest. */
const totaliDi = (totaleViaggio: number, commissioni: number): Totali => ({
  totaleViaggio,
  totaleViaggioImposte: 0,
  totaleViaggioPersona: totaleViaggio,
  totaleViaggioPersonaImposte: totaleViaggio,
  totaleMarkup: 0,
  commissioni,
  scontoCoupon: 0,
  totaleViaggioDaPagare: totaleViaggio - commissioni,
  ritenutaAcconto: 0,
  costiAccessori: 0,
  commissioneRete: 0,
});

const prodotto = (n: number, pacchetto: string, extra: Partial<ProdottoLista> = {}): ProdottoLista => ({
  itemID: 100 + n,
  pacchettoID: 10 + n,
  prodottoID: 200 + n,
  pacchetto,
  logoImageThumb: `logo-${n}.png`,
  categoriaImmagine: 'cat-medico.jpg',
  categoriaID: 2,
  preferito: n === 2,
  totali: totaliDi(38.5 * n, 7.7 * n),
  commissione: n % 2 === 0 ? 5 : 20,
  tipoCommissioneID: n % 2 === 0 ? 1 : 2,
  commissioneEred: null,
  tipoCommissioneEredID: null,
  extraInfo: [],
  parametri: garanzie(((n - 1) % 4) + 1),
  ...extra,
});

export const prodotti: ProdottoLista[] = [
  prodotto(1, 'Viaggio Sicuro Base'),
  prodotto(2, 'Viaggio Sicuro Plus'),
  prodotto(3, 'Medico Bagaglio Top'),
  prodotto(4, 'Globy Giallo'),
  prodotto(5, 'Europ Assistance Travel'),
  prodotto(6, 'Crociera Serena', { categoriaID: 5 }),
];

/** The same products before any trip was entered: no totals. */
export const prodottiSenzaPrezzo: ProdottoLista[] = prodotti.map((p) => ({ ...p, totali: null }));

export const parametriViaggio: ParametriViaggio = {
  inizioViaggio: '2026-08-01',
  fineViaggio: '2026-08-15',
  destinazioneStato: 'FR',
  eta: 2,
  numeroPartecipanti: 2,
  nazionalita: 'IT',
  importoViaggio: 1500,
};

export const dropdowns = {
  'GET dropdown/destinazioni': {
    items: [
      { value: 'IT', text: 'Italia' },
      { value: 'FR', text: 'Francia' },
      { value: 'US', text: 'Stati Uniti' },
      { value: 'TH', text: 'Thailandia' },
    ],
    total: 4,
  },
  'GET dropdown/nazionalita': {
    items: [
      { value: 'IT', text: 'Italia' },
      { value: 'UE', text: 'Unione Europea' },
    ],
    total: 2,
  },
  'GET dropdown/eta': {
    items: [
      { value: 1, text: 'Fino a 17 anni' },
      { value: 2, text: 'Da 18 a 65 anni' },
      { value: 3, text: 'Da 66 a 80 anni' },
    ],
    total: 3,
  },
  'GET dropdown/tipologiePolizza': {
    items: [
      { value: 1, text: 'Medico bagaglio' },
      { value: 5, text: 'Annullamento viaggio' },
      { value: 6, text: 'Multirischio' },
    ],
    total: 3,
  },
};

export const dettaglio: ProdottoDettaglio = {
  itemID: 112,
  pacchettoID: 12,
  prodottoID: 202,
  pacchetto: 'Viaggio Sicuro Plus',
  nomeProdotto: 'Viaggio Sicuro',
  descrizioneSintetica: '<p>Spese mediche fino a <strong>60.000 €</strong> e bagaglio.</p>',
  descrizioneEstesa:
    '<h3>Garanzie</h3><ul><li>Spese mediche in viaggio</li><li>Rientro sanitario</li><li>Bagaglio</li></ul><img src=x onerror="alert(1)">',
  destinazioni: [
    { code: 'IT', nazione: 'Italia' },
    { code: 'FR', nazione: 'Francia' },
    { code: 'US', nazione: 'Stati Uniti' },
  ],
  nazionalita: [{ codice: 'IT', nazione: 'Italia' }],
  testiCarrello: [],
  categoriaID: 2,
  caricaImmagine: false,
  abilitaDatiVolo: false,
  extraInfo: [],
};

export const totali: Totali = {
  totaleViaggio: 77,
  totaleViaggioImposte: 6.43,
  totaleViaggioPersona: 35.29,
  totaleViaggioPersonaImposte: 38.5,
  totaleMarkup: 0,
  commissioni: 15.4,
  scontoCoupon: 0,
  totaleViaggioDaPagare: 61.6,
  ritenutaAcconto: 1.77,
  costiAccessori: 4,
  commissioneRete: 0,
};
