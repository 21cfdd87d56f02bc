import alloggioEsempio from '../../domain/pricing/examples/alloggio-casa-vacanze.json';
import annullamentoEsempio from '../../domain/pricing/examples/annullamento-viaggio.json';
import imbarcazioneEsempio from '../../domain/pricing/examples/crociera-imbarcazione.json';
import medicoEsempio from '../../domain/pricing/examples/medico-bagaglio.json';
import type { Garanzia, RigaTariffa, Tariffa, Zona } from '../../domain/pricing';

/**
 * The demo tariffs, built from the pricing engine's examples (server/domain/pricing/examples) and
 * variations of them. Amounts in cents, rates in percent. Eligibility rules live in the packages'
 * extra-info rows, so the examples' `regole` are dropped here (one source of truth); only
 * `durataMassimaGiorni`, which has no extra-info kind, stays in a tariff.
 */

const clone = <T>(v: T): T => structuredClone(v);
const senzaRegole = (t: unknown): Tariffa => {
  const copy = clone(t) as Tariffa;
  delete copy.regole;
  return copy;
};

const MEDICO = senzaRegole(medicoEsempio);
const ZONE_STD: Zona[] = MEDICO.zone!;

/** Every fixed amount of a tariff times `factor`, rounded to 10 cents (premioMinimo too). */
function scala(t: Tariffa, factor: number): Tariffa {
  const r = (c: number) => Math.round((c * factor) / 10) * 10;
  const copy = clone(t);
  for (const g of copy.garanzie) {
    const prezzi = 'tabella' in g.premio ? g.premio.tabella.map((row) => row.prezzo) : [g.premio];
    for (const p of prezzi) {
      if ('importo' in p) p.importo = r(p.importo);
      else if (p.premioMinimo !== undefined) p.premioMinimo = r(p.premioMinimo);
    }
  }
  return copy;
}

const garanzia = (
  codice: string,
  descrizione: string,
  classeImposta: Garanzia['classeImposta'],
  premio: Garanzia['premio'],
): Garanzia => ({ codice, descrizione, classeImposta, premio });

const perGiorni = (zona: string | undefined, fasce: Array<[number, number]>): RigaTariffa[] =>
  fasce.map(([giorniMax, importo]) => ({ ...(zona ? { zona } : {}), giorniMax, prezzo: { importo } }));

const medicoGaranzie = (factor: number) => scala(MEDICO, factor).garanzie;

const TARIFFE_BASE: Record<string, Tariffa> = {
  'ANN-PLUS': senzaRegole(annullamentoEsempio),
  'ANN-SP': {
    versione: 1,
    descrizione: 'Annullamento 6,5% del costo del viaggio a persona, minimo 20 €',
    base: 'persona',
    garanzie: [
      garanzia('ANNULLAMENTO', 'Annullamento viaggio', 'perditePecuniarie', {
        aliquota: 6.5,
        premioMinimo: 2000,
        importoMassimo: 1500000,
      }),
      garanzia('ASSISTENZA', 'Assistenza alla persona', 'assistenza', { importo: 400 }),
    ],
    costiAccessori: [{ descrizione: 'Diritti di emissione', importo: 300, applicazione: 'polizza' }],
  },
  'CASA-VAC': senzaRegole(alloggioEsempio),
  'MB-CLASSIC': MEDICO,
  'SAN-TOP': {
    ...scala(MEDICO, 1.35),
    descrizione: 'Spese mediche con massimali elevati, premi a persona per durata, zona ed età',
    costiAccessori: [{ descrizione: 'Costi di gestione', importo: 200, applicazione: 'persona' }],
  },
  'SAN-ITA': {
    versione: 1,
    descrizione: 'Spese mediche e assistenza per viaggi in Italia',
    base: 'persona',
    zone: [ZONE_STD[0]!],
    garanzie: scala(MEDICO, 0.9).garanzie.map((g) =>
      'tabella' in g.premio
        ? { ...g, premio: { tabella: g.premio.tabella.filter((r) => !r.zona || r.zona === 'ITALIA') } }
        : g,
    ),
  },
  'MULTI-MONDO': {
    versione: 1,
    descrizione: 'Annullamento 4,5% più spese mediche e bagaglio per zona, durata ed età',
    base: 'persona',
    zone: ZONE_STD,
    garanzie: [
      garanzia('ANNULLAMENTO', 'Annullamento viaggio', 'perditePecuniarie', {
        aliquota: 4.5,
        premioMinimo: 2500,
        importoMassimo: 1200000,
      }),
      ...medicoGaranzie(1.1),
    ],
    coupon: [{ codice: 'MONDO15', tipo: 'percentuale', valore: 15 }],
  },
  'MULTI-FAM': {
    versione: 1,
    descrizione: "Per l'intero nucleo: annullamento 3,8% del costo totale del viaggio, assistenza e RC",
    base: 'viaggio',
    garanzie: [
      garanzia('ANNULLAMENTO', 'Annullamento viaggio', 'perditePecuniarie', {
        aliquota: 3.8,
        premioMinimo: 4000,
      }),
      garanzia('ASSISTENZA', 'Assistenza alla famiglia in viaggio', 'assistenza', { importo: 2500 }),
      garanzia('RC', 'Responsabilità civile del viaggiatore', 'rcGenerale', { importo: 1500 }),
    ],
    costiAccessori: [{ descrizione: 'Diritti di emissione', importo: 250, applicazione: 'polizza' }],
  },
  NEVE: {
    versione: 1,
    descrizione: 'Settimana bianca: spese mediche, soccorso sulle piste e RC dello sciatore',
    base: 'persona',
    zone: [
      ZONE_STD[0]!,
      { codice: 'ALPI', descrizione: 'Arco alpino', stati: ['FR', 'CH', 'AT', 'DE', 'SI'], gruppiStato: [] },
    ],
    garanzie: [
      garanzia('SPESE_MEDICHE', 'Spese mediche', 'malattia', {
        tabella: [
          ...perGiorni('ITALIA', [
            [4, 700],
            [8, 1100],
            [15, 1700],
          ]),
          ...perGiorni('ALPI', [
            [4, 1000],
            [8, 1500],
            [15, 2300],
          ]),
        ],
      }),
      garanzia('SOCCORSO_PISTE', 'Soccorso e recupero sulle piste', 'assistenza', { importo: 400 }),
      garanzia('RC_SCIATORE', 'Responsabilità civile dello sciatore', 'rcGenerale', { importo: 300 }),
    ],
  },
  STUDENTI: {
    versione: 1,
    descrizione: 'Soggiorni di studio fino a un anno: spese mediche, bagaglio e assistenza',
    base: 'persona',
    zone: ZONE_STD.slice(1),
    garanzie: [
      garanzia('SPESE_MEDICHE', 'Spese mediche', 'malattia', {
        tabella: [
          ...perGiorni('EUROPA', [
            [90, 9000],
            [180, 16000],
            [365, 28000],
          ]),
          ...perGiorni('USA', [
            [90, 21000],
            [180, 38000],
            [365, 65000],
          ]),
          ...perGiorni('MONDO', [
            [90, 14000],
            [180, 25000],
            [365, 44000],
          ]),
        ],
      }),
      garanzia('BAGAGLIO', 'Bagaglio', 'danniBeni', { importo: 2500 }),
    ],
    regole: { durataMassimaGiorni: 365 },
  },
  WORKING: {
    versione: 1,
    descrizione: 'Working holiday: spese mediche, infortuni e RC per periodi di lavoro all’estero',
    base: 'persona',
    zone: ZONE_STD.slice(1),
    garanzie: [
      garanzia('SPESE_MEDICHE', 'Spese mediche', 'malattia', {
        tabella: [
          ...perGiorni(undefined, [
            [180, 29000],
            [365, 49000],
          ]),
        ],
      }),
      garanzia('INFORTUNI', 'Infortuni sul lavoro', 'infortuni', { importo: 6000 }),
      garanzia('RC', 'Responsabilità civile', 'rcGenerale', { importo: 3500 }),
    ],
    regole: { durataMassimaGiorni: 365 },
  },
  ERASMUS: {
    versione: 1,
    descrizione: 'Erasmus e scambi in Europa: spese mediche e assistenza per semestre o anno',
    base: 'persona',
    zone: [{ codice: 'EUROPA', descrizione: 'Europa', gruppiStato: ['EUROPA', 'ITALIA'] }],
    garanzie: [
      garanzia('SPESE_MEDICHE', 'Spese mediche', 'malattia', {
        tabella: perGiorni('EUROPA', [
          [120, 6500],
          [240, 11000],
          [365, 15500],
        ]),
      }),
      garanzia('ASSISTENZA', 'Assistenza 24 ore su 24', 'assistenza', { importo: 1500 }),
    ],
    regole: { durataMassimaGiorni: 365 },
  },
  GRUPPI: {
    ...scala(MEDICO, 0.7),
    descrizione: 'Gruppi organizzati: spese mediche e bagaglio a tariffa di gruppo',
    costiAccessori: [{ descrizione: 'Diritti di emissione gruppo', importo: 1000, applicazione: 'polizza' }],
  },
  GITE: {
    versione: 1,
    descrizione: 'Gite scolastiche in Italia e in Europa: premio fisso a persona per durata',
    base: 'persona',
    zone: [ZONE_STD[0]!, { codice: 'EUROPA', descrizione: 'Europa', gruppiStato: ['EUROPA'] }],
    garanzie: [
      garanzia('ASSISTENZA_SANITARIA', 'Assistenza sanitaria e spese mediche', 'malattia', {
        tabella: [
          ...perGiorni('ITALIA', [
            [3, 250],
            [7, 400],
            [15, 650],
          ]),
          ...perGiorni('EUROPA', [
            [3, 450],
            [7, 700],
            [15, 1100],
          ]),
        ],
      }),
      garanzia('RC', 'Responsabilità civile degli studenti', 'rcGenerale', { importo: 100 }),
    ],
  },
  PELLEG: {
    versione: 1,
    descrizione: 'Tour organizzati e pellegrinaggi: annullamento 5% e spese mediche',
    base: 'persona',
    zone: ZONE_STD,
    garanzie: [
      garanzia('ANNULLAMENTO', 'Annullamento viaggio', 'perditePecuniarie', {
        aliquota: 5,
        premioMinimo: 1200,
      }),
      ...medicoGaranzie(0.8),
    ],
  },
  CROC: {
    versione: 1,
    descrizione: 'Crociera: annullamento 5% del costo a persona (minimo 25 €) e assistenza a bordo',
    base: 'persona',
    garanzie: [
      garanzia('ANNULLAMENTO', 'Annullamento crociera', 'perditePecuniarie', {
        aliquota: 5,
        premioMinimo: 2500,
        importoMassimo: 2000000,
      }),
      garanzia('ASSISTENZA', 'Assistenza a bordo e negli scali', 'assistenza', { importo: 900 }),
    ],
  },
  BARCA: senzaRegole(imbarcazioneEsempio),
  FLUV: {
    versione: 1,
    descrizione: 'Crociere fluviali in Europa: spese mediche, bagaglio e perdita della partenza',
    base: 'persona',
    zone: [{ codice: 'EUROPA', descrizione: 'Europa', gruppiStato: ['EUROPA', 'ITALIA'] }],
    garanzie: [
      garanzia('SPESE_MEDICHE', 'Spese mediche', 'malattia', {
        tabella: perGiorni('EUROPA', [
          [8, 1600],
          [15, 2400],
          [30, 3600],
        ]),
      }),
      garanzia('PERDITA_PARTENZA', 'Perdita della partenza', 'perditePecuniarie', { importo: 700 }),
    ],
  },
  'ANNUALE-MULTI': {
    versione: 1,
    descrizione: 'Annuale multiviaggio: premio annuo a persona per zona ed età, viaggi fino a 60 giorni',
    base: 'persona',
    zone: [
      {
        codice: 'EUROPA',
        descrizione: 'Italia ed Europa',
        gruppiStato: ['ITALIA', 'EUROPA', 'MEDITERRANEO'],
      },
      { codice: 'MONDO', descrizione: 'Mondo', stati: ['*'] },
    ],
    garanzie: [
      garanzia('SPESE_MEDICHE', 'Spese mediche', 'malattia', {
        tabella: [
          { zona: 'EUROPA', etaMax: 65, prezzo: { importo: 8900 } },
          { zona: 'EUROPA', prezzo: { importo: 13400 } },
          { zona: 'MONDO', etaMax: 65, prezzo: { importo: 15900 } },
          { zona: 'MONDO', prezzo: { importo: 23900 } },
        ],
      }),
      garanzia('BAGAGLIO', 'Bagaglio', 'danniBeni', { importo: 2000 }),
    ],
    regole: { durataMassimaGiorni: 366 },
  },
  BUSINESS: {
    versione: 1,
    descrizione: 'Viaggi di lavoro tutto l’anno: spese mediche, tutela legale, RC professionale',
    base: 'persona',
    zone: [{ codice: 'MONDO', descrizione: 'Mondo', stati: ['*'] }],
    garanzie: [
      garanzia('SPESE_MEDICHE', 'Spese mediche', 'malattia', { importo: 18900 }),
      garanzia('TUTELA_LEGALE', 'Tutela legale', 'tutelaLegale', { importo: 3000 }),
      garanzia('ASSISTENZA', 'Assistenza 24 ore su 24', 'assistenza', { importo: 3000 }),
    ],
    regole: { durataMassimaGiorni: 366 },
  },
  'ANN-FAM-EU': {
    versione: 1,
    descrizione: 'Annuale per tutta la famiglia in Italia ed Europa: premio unico a nucleo',
    base: 'viaggio',
    zone: [{ codice: 'EUROPA', descrizione: 'Italia ed Europa', gruppiStato: ['ITALIA', 'EUROPA'] }],
    garanzie: [
      garanzia('SPESE_MEDICHE', 'Spese mediche del nucleo familiare', 'malattia', { importo: 16900 }),
      garanzia('ASSISTENZA', 'Assistenza 24 ore su 24', 'assistenza', { importo: 3000 }),
    ],
    regole: { durataMassimaGiorni: 366 },
  },
  'VOLO-RC': {
    versione: 1,
    descrizione: 'Ritardo e cancellazione del volo: premio fisso a persona',
    base: 'persona',
    garanzie: [
      garanzia('RITARDO_VOLO', 'Ritardo e cancellazione del volo', 'perditePecuniarie', { importo: 1200 }),
    ],
  },
  'VOLO-BAG': {
    versione: 1,
    descrizione: 'Bagaglio smarrito o danneggiato in volo: premio fisso a persona',
    base: 'persona',
    garanzie: [garanzia('BAGAGLIO_VOLO', 'Bagaglio in volo', 'danniBeni', { importo: 900 })],
  },
  'VOLO-COINC': {
    versione: 1,
    descrizione: 'Perdita della coincidenza e riprotezione: premio fisso a persona',
    base: 'persona',
    garanzie: [
      garanzia('COINCIDENZA', 'Perdita della coincidenza', 'perditePecuniarie', { importo: 1500 }),
      garanzia('ASSISTENZA', 'Assistenza in aeroporto', 'assistenza', { importo: 200 }),
    ],
  },
  'INT-MED': {
    versione: 1,
    descrizione: 'Integrativa: spese mediche senza limite di massimale, premio per zona e durata',
    base: 'persona',
    zone: ZONE_STD,
    garanzie: [
      garanzia('SPESE_MEDICHE_ILLIMITATE', 'Spese mediche illimitate', 'malattia', {
        tabella: [
          ...perGiorni('ITALIA', [[30, 500]]),
          ...perGiorni('EUROPA', [
            [15, 1200],
            [30, 1900],
          ]),
          ...perGiorni('USA', [
            [15, 3900],
            [30, 5900],
          ]),
          ...perGiorni('MONDO', [
            [15, 2400],
            [30, 3600],
          ]),
        ],
      }),
    ],
  },
  'INT-COVID': {
    versione: 1,
    descrizione: 'Integrativa quarantena e COVID-19: premio fisso a persona',
    base: 'persona',
    garanzie: [
      garanzia('QUARANTENA', 'Quarantena e prolungamento del soggiorno', 'assistenza', { importo: 1500 }),
    ],
  },
  'INT-LEGALE': {
    versione: 1,
    descrizione: 'Integrativa tutela legale in viaggio: premio fisso a persona',
    base: 'persona',
    garanzie: [garanzia('TUTELA_LEGALE', 'Tutela legale in viaggio', 'tutelaLegale', { importo: 800 })],
  },
};

/**
 * The demo's two promo codes (README "Demo accounts"), on every package: BENVENUTO10 gives 10% off;
 * ESTATE2025 ended on 30/09/2025, so it shows the message of an expired code.
 */
export const CODICI_PROMO_DEMO = [
  { codice: 'BENVENUTO10', tipo: 'percentuale', valore: 10 },
  { codice: 'ESTATE2025', tipo: 'percentuale', valore: 15, validoAl: '2025-09-30' },
] as const satisfies NonNullable<Tariffa['coupon']>;

export const TARIFFE: Record<string, Tariffa> = Object.fromEntries(
  Object.entries(TARIFFE_BASE).map(([codice, t]) => [
    codice,
    { ...t, coupon: [...(t.coupon ?? []), ...CODICI_PROMO_DEMO] },
  ]),
);
