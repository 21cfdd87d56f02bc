/**
 * Hand-computed golden cases of issue 23 defect 1: every package of the demo catalogue, bought by
 * `agenzia.rete` (a member of the network NW0001: 15 % of the net premium, the network's share 3 %;
 * flight packages 3,00 € per policy and 0,50 € to the network), for three travellers of mixed ages,
 * each priced at their own age; the one without a birth date takes the age band "Da 18 a 40 anni",
 * whose upper age (40) the tables read.
 *
 * Unless a case says otherwise: 8 days (start in 30 days, end 7 days later: both days count, F1),
 * destination FR (zone EUROPA, or the zone listing FR), departure area IT, 1.500 € a person, three
 * travellers aged 72 and 30 at the start and one without a birth date.
 *
 * Arithmetic as in server/domain/pricing/README.md: amounts in cents; tax per guarantee per person,
 * rounded half up (malattia and infortuni 2.5 %, assistenza 10 %, perditePecuniarie, danniBeni and
 * tutelaLegale 21.25 %, rcGenerale 22.25 %); commission and network share per line (one line per age),
 * rounded half up; withholding round(commissioni × 11.5 %); da pagare = totale − commissioni + ritenuta.
 * The tables read ages, so a 72-year-old costs more than the band: with everyone at the band the
 * cases of MB-CLASSIC, SAN-TOP, SAN-ITA, MULTI-MONDO, GRUPPI, PELLEG and ANNUALE-MULTI come out lower.
 */

/** One package's figures in cents: totaleViaggio, of which taxes, commission, network share, withholding, due. */
export interface Attesi {
  totale: number;
  imposte: number;
  commissioni: number;
  rete: number;
  ritenuta: number;
  daPagare: number;
}

export interface CasoGolden {
  codice: string;
  /** Ages at the start, null for a traveller without a birth date (the band). */
  eta: Array<number | null>;
  /** Trip parameters over the defaults. */
  parametri?: Record<string, unknown>;
  /** The trip starts this many days after the winter season opens (NEVE), instead of in 30 days. */
  inStagione?: boolean;
  /** The package asks every traveller's tax code (extra-info 11). */
  codiciFiscali?: boolean;
  collegati?: Array<{ codice: string; destinazioneID: string; nazionalitaID: string }>;
  /** By package code: the main package first, then each supplementary policy. */
  attesi: Record<string, Attesi>;
}

const A = (
  totale: number,
  imposte: number,
  commissioni: number,
  rete: number,
  ritenuta: number,
  daPagare: number,
): Attesi => ({ totale, imposte, commissioni, rete, ritenuta, daPagare });

const MISTI = [72, 30, null];

export const CASI: CasoGolden[] = [
  {
    codice: 'ANN-PLUS',
    eta: MISTI,
    collegati: [{ codice: 'INT-LEGALE', destinazioneID: 'EUROPA', nazionalitaID: 'IT' }],
    attesi: {
      // A person: ANNULLAMENTO 5.5% × 150000 = 8250 (≥ minimum 1500), tax 21.25% 1753.125 → 1753;
      // ASSISTENZA 300, tax 30. Net 8550, tax 1783. Three: net 25650, tax 5349; issuing fee 200 (no tax):
      // 25650 + 5349 + 200 = 31199. Commission 8550 × 15% = 1282.5 → 1283, × 3 = 3849; share
      // 8550 × 3% = 256.5 → 257, × 3 = 771. Withholding 3849 × 11.5% = 442.635 → 443.
      // Due 31199 − 3849 + 443 = 27793. (No age rows: the ages only meet the 85 limit.)
      'ANN-PLUS': A(31199, 5349, 3849, 771, 443, 27793),
      // TUTELA_LEGALE 800, tax 170: 970 a person, 2910. Commission 120 × 3 = 360, share 24 × 3 = 72,
      // withholding 41.4 → 41; due 2910 − 360 + 41 = 2591.
      'INT-LEGALE': A(2910, 510, 360, 72, 41, 2591),
    },
  },
  {
    codice: 'ANN-SP',
    eta: MISTI,
    attesi: {
      // ANNULLAMENTO 6.5% × 150000 = 9750, tax 2071.875 → 2072; ASSISTENZA 400, tax 40. Net 10150,
      // tax 2112 a person; three: 30450 + 6336 + fee 300 = 37086. Commission 1522.5 → 1523 × 3 = 4569;
      // share 304.5 → 305 × 3 = 915; withholding 525.435 → 525; due 37086 − 4569 + 525 = 33042.
      'ANN-SP': A(37086, 6336, 4569, 915, 525, 33042),
    },
  },
  {
    codice: 'CASA-VAC',
    eta: MISTI,
    parametri: { destinazioneStato: 'IT', numeroAlloggi: 2 },
    attesi: {
      // Per accommodation, taxes included: ANNULLAMENTO_AFFITTO 3.5% × 150000 = 5250, tax
      // 5250 × 21.25/121.25 = 920.1 → 920, net 4330; ASSISTENZA_ABITAZIONE 500, tax 500 × 10/110 =
      // 45.45 → 45, net 455. Unit net 4785, tax 965; two units: 9570 + 1930 + charge 150 = 11650.
      // Commission 4785 × 15% = 717.75 → 718 × 2 = 1436; share 143.55 → 144 × 2 = 288; withholding
      // 165.14 → 165; due 11650 − 1436 + 165 = 10379.
      'CASA-VAC': A(11650, 1930, 1436, 288, 165, 10379),
    },
  },
  {
    codice: 'MB-CLASSIC',
    eta: MISTI,
    collegati: [{ codice: 'INT-COVID', destinazioneID: 'EUROPA', nazionalitaID: 'IT' }],
    attesi: {
      // EUROPA, 8 days. Aged 72 (row etaMin 71): SPESE_MEDICHE 2700, tax 67.5 → 68; BAGAGLIO 600, tax
      // 127.5 → 128; ASSISTENZA 500, tax 50: net 3800, tax 246 (4046). Aged 30 and the band (40):
      // 1800 + 45, 600 + 128, 500 + 50: net 2900, tax 223 (3123) each. Net 3800 + 5800 = 9600, tax
      // 246 + 446 = 692: 10292 (all at the band it would be 3 × 3123 = 9369). Commission 570 + 435 +
      // 435 = 1440; share 114 + 87 + 87 = 288; withholding 165.6 → 166; due 10292 − 1440 + 166 = 9018.
      'MB-CLASSIC': A(10292, 692, 1440, 288, 166, 9018),
      // QUARANTENA 1500, tax 150: 1650 a person, 4950. Commission 225 × 3 = 675, share 45 × 3 = 135,
      // withholding 77.625 → 78; due 4950 − 675 + 78 = 4353.
      'INT-COVID': A(4950, 450, 675, 135, 78, 4353),
    },
  },
  {
    codice: 'SAN-TOP',
    eta: MISTI,
    attesi: {
      // The medical table × 1.35 (to 10 cents): aged 72 SPESE_MEDICHE 3650, tax 91.25 → 91; BAGAGLIO
      // 810, tax 172.125 → 172; ASSISTENZA 680, tax 68: net 5140, tax 331. Aged 30 and 40: 2430 + 60.75 → 61,
      // 810 + 172, 680 + 68: net 3920, tax 301. Net 5140 + 7840 = 12980, tax 331 + 602 = 933, charges
      // 200 a person = 600: 14513. Commission 771 + 588 + 588 = 1947; share 154.2 → 154 + 117.6 → 118
      // × 2 = 390; withholding 223.905 → 224; due 14513 − 1947 + 224 = 12790.
      'SAN-TOP': A(14513, 933, 1947, 390, 224, 12790),
    },
  },
  {
    codice: 'SAN-ITA',
    eta: MISTI,
    parametri: { destinazioneStato: 'IT' },
    attesi: {
      // Italy only, the medical table × 0.9: aged 72 SPESE_MEDICHE 1220, tax 30.5 → 31; BAGAGLIO 540,
      // tax 114.75 → 115; ASSISTENZA (Italy) 230, tax 23: net 1990, tax 169. Aged 30 and 40: 810 + 20.25
      // → 20, 540 + 115, 230 + 23: net 1580, tax 158. Net 1990 + 3160 = 5150, tax 169 + 316 = 485: 5635.
      // Commission 298.5 → 299 + 237 + 237 = 773; share 59.7 → 60 + 47.4 → 47 × 2 = 154; withholding
      // 88.895 → 89; due 5635 − 773 + 89 = 4951.
      'SAN-ITA': A(5635, 485, 773, 154, 89, 4951),
    },
  },
  {
    codice: 'MULTI-MONDO',
    eta: MISTI,
    attesi: {
      // ANNULLAMENTO 4.5% × 150000 = 6750, tax 1434.375 → 1434, for everyone. The medical table × 1.1:
      // aged 72 SPESE_MEDICHE 2970, tax 74.25 → 74; BAGAGLIO 660, tax 140.25 → 140; ASSISTENZA 550, tax
      // 55: net 10930, tax 1703. Aged 30 and 40: SPESE_MEDICHE 1980, tax 49.5 → 50: net 9940, tax 1679.
      // Net 10930 + 19880 = 30810, tax 1703 + 3358 = 5061: 35871. Commission 1639.5 → 1640 + 1491 × 2 =
      // 4622; share 327.9 → 328 + 298.2 → 298 × 2 = 924; withholding 531.53 → 532; due 35871 − 4622 +
      // 532 = 31781.
      'MULTI-MONDO': A(35871, 5061, 4622, 924, 532, 31781),
    },
  },
  {
    codice: 'MULTI-FAM',
    eta: MISTI,
    attesi: {
      // One premium for the trip, on 1500 × 3 = 4500 €: ANNULLAMENTO 3.8% × 450000 = 17100, tax
      // 3633.75 → 3634; ASSISTENZA 2500, tax 250; RC 1500, tax 333.75 → 334. Net 21100, tax 4218, fee
      // 250: 25568. Commission 3165, share 633, withholding 363.975 → 364; due 25568 − 3165 + 364 = 22767.
      'MULTI-FAM': A(25568, 4218, 3165, 633, 364, 22767),
    },
  },
  {
    codice: 'NEVE',
    eta: MISTI,
    inStagione: true,
    attesi: {
      // In the season, zone ALPI (FR), 8 days: SPESE_MEDICHE 1500, tax 37.5 → 38; SOCCORSO_PISTE 400,
      // tax 40; RC_SCIATORE 300, tax 66.75 → 67. Net 2200, tax 145 a person; three 6600 + 435 = 7035.
      // Commission 330 × 3 = 990, share 66 × 3 = 198, withholding 113.85 → 114; due 7035 − 990 + 114 = 6159.
      NEVE: A(7035, 435, 990, 198, 114, 6159),
    },
  },
  {
    codice: 'STUDENTI',
    // From 14 to 35 (extra-info 10 and 4): no band fits, so every traveller has a birth date.
    eta: [34, 15, 20],
    codiciFiscali: true,
    attesi: {
      // EUROPA, up to 90 days: SPESE_MEDICHE 9000, tax 225; BAGAGLIO 2500, tax 531.25 → 531. Net 11500,
      // tax 756; three 34500 + 2268 = 36768. Commission 1725 × 3 = 5175, share 345 × 3 = 1035,
      // withholding 595.125 → 595; due 36768 − 5175 + 595 = 32188.
      STUDENTI: A(36768, 2268, 5175, 1035, 595, 32188),
    },
  },
  {
    codice: 'WORKING',
    // From 18 to 35, birth dates required (extra-info 2).
    eta: [34, 19, 25],
    attesi: {
      // Up to 180 days: SPESE_MEDICHE 29000, tax 725; INFORTUNI 6000, tax 150; RC 3500, tax 778.75 → 779.
      // Net 38500, tax 1654; three 115500 + 4962 = 120462. Commission 5775 × 3 = 17325, share 1155 × 3 =
      // 3465, withholding 1992.375 → 1992; due 120462 − 17325 + 1992 = 105129.
      WORKING: A(120462, 4962, 17325, 3465, 1992, 105129),
    },
  },
  {
    codice: 'ERASMUS',
    // From 16 to 35.
    eta: [34, 17, 22],
    attesi: {
      // Europe (group EUROPA), up to 120 days: SPESE_MEDICHE 6500, tax 162.5 → 163; ASSISTENZA 1500, tax
      // 150. Net 8000, tax 313; three 24000 + 939 = 24939. Commission 1200 × 3 = 3600, share 240 × 3 =
      // 720, withholding 414; due 24939 − 3600 + 414 = 21753.
      ERASMUS: A(24939, 939, 3600, 720, 414, 21753),
    },
  },
  {
    codice: 'GRUPPI',
    eta: MISTI,
    attesi: {
      // The medical table × 0.7: aged 72 SPESE_MEDICHE 1890, tax 47.25 → 47; BAGAGLIO 420, tax 89.25 →
      // 89; ASSISTENZA 350, tax 35: net 2660, tax 171. Aged 30 and 40: 1260 + 31.5 → 32, 420 + 89, 350 +
      // 35: net 2030, tax 156. Net 2660 + 4060 = 6720, tax 171 + 312 = 483, group fee 1000: 8203.
      // Commission 399 + 304.5 → 305 × 2 = 1009; share 79.8 → 80 + 60.9 → 61 × 2 = 202; withholding
      // 116.035 → 116; due 8203 − 1009 + 116 = 7310.
      GRUPPI: A(8203, 483, 1009, 202, 116, 7310),
    },
  },
  {
    codice: 'GITE',
    // Up to 70 (extra-info 4).
    eta: [69, 12, null],
    attesi: {
      // Europe (group EUROPA), 8 days: ASSISTENZA_SANITARIA 1100, tax 27.5 → 28; RC 100, tax 22.25 → 22.
      // Net 1200, tax 50; three 3600 + 150 = 3750. Commission 180 × 3 = 540, share 36 × 3 = 108,
      // withholding 62.1 → 62; due 3750 − 540 + 62 = 3272.
      GITE: A(3750, 150, 540, 108, 62, 3272),
    },
  },
  {
    codice: 'PELLEG',
    eta: MISTI,
    attesi: {
      // ANNULLAMENTO 5% × 150000 = 7500, tax 1593.75 → 1594, for everyone. The medical table × 0.8: aged
      // 72 SPESE_MEDICHE 2160, tax 54; BAGAGLIO 480, tax 102; ASSISTENZA 400, tax 40: net 10540, tax 1790.
      // Aged 30 and 40: SPESE_MEDICHE 1440, tax 36: net 9820, tax 1772. Net 10540 + 19640 = 30180, tax
      // 1790 + 3544 = 5334: 35514. Commission 1581 + 1473 × 2 = 4527; share 316.2 → 316 + 294.6 → 295 × 2
      // = 906; withholding 520.605 → 521; due 35514 − 4527 + 521 = 31508.
      PELLEG: A(35514, 5334, 4527, 906, 521, 31508),
    },
  },
  {
    codice: 'CROC',
    eta: MISTI,
    collegati: [{ codice: 'INT-MED', destinazioneID: 'EUROPA', nazionalitaID: 'IT' }],
    attesi: {
      // ANNULLAMENTO 5% × 150000 = 7500, tax 1594; ASSISTENZA 900, tax 90. Net 8400, tax 1684; three
      // 25200 + 5052 = 30252. Commission 1260 × 3 = 3780, share 252 × 3 = 756, withholding 434.7 → 435;
      // due 30252 − 3780 + 435 = 26907.
      CROC: A(30252, 5052, 3780, 756, 435, 26907),
      // Its mandatory policy, EUROPA up to 15 days: 1200, tax 30: 1230 a person, 3690. Commission 180 × 3
      // = 540, share 36 × 3 = 108, withholding 62.1 → 62; due 3690 − 540 + 62 = 3212.
      'INT-MED': A(3690, 90, 540, 108, 62, 3212),
    },
  },
  {
    codice: 'BARCA',
    eta: MISTI,
    parametri: { numeroAlloggi: 1, secondoImporto: 4000 },
    attesi: {
      // One boat of 4.000 €, priced at the oldest (72; from 18, extra-info 10): ANNULLAMENTO_NOLEGGIO 4% ×
      // 400000 = 16000, tax 3400; RC_NAUTICA up to 14 days 5500, tax 1223.75 → 1224. Net 21500, tax 4624;
      // charge 500 + tax 106.25 → 106 = 606: 26730, taxes 4624 + 106 = 4730. Commission 3225, share 645,
      // withholding 370.875 → 371; due 26730 − 3225 + 371 = 23876.
      BARCA: A(26730, 4730, 3225, 645, 371, 23876),
    },
  },
  {
    codice: 'FLUV',
    eta: MISTI,
    attesi: {
      // Europe, 8 days: SPESE_MEDICHE 1600, tax 40; PERDITA_PARTENZA 700, tax 148.75 → 149. Net 2300, tax
      // 189; three 6900 + 567 = 7467. Commission 345 × 3 = 1035, share 69 × 3 = 207, withholding 119.025
      // → 119; due 7467 − 1035 + 119 = 6551.
      FLUV: A(7467, 567, 1035, 207, 119, 6551),
    },
  },
  {
    codice: 'ANNUALE-MULTI',
    eta: MISTI,
    attesi: {
      // Zone EUROPA (group of FR): aged 72 (over 65) SPESE_MEDICHE 13400, tax 335; BAGAGLIO 2000, tax 425:
      // net 15400, tax 760. Aged 30 and 40: 8900, tax 222.5 → 223, + 2000 + 425: net 10900, tax 648. Net
      // 15400 + 21800 = 37200, tax 760 + 1296 = 2056: 39256. Commission 2310 + 1635 × 2 = 5580; share
      // 462 + 327 × 2 = 1116; withholding 641.7 → 642; due 39256 − 5580 + 642 = 34318.
      'ANNUALE-MULTI': A(39256, 2056, 5580, 1116, 642, 34318),
    },
  },
  {
    codice: 'BUSINESS',
    // Up to 70 (extra-info 4).
    eta: [69, 30, null],
    attesi: {
      // SPESE_MEDICHE 18900, tax 472.5 → 473; TUTELA_LEGALE 3000, tax 637.5 → 638; ASSISTENZA 3000, tax
      // 300. Net 24900, tax 1411; three 74700 + 4233 = 78933. Commission 3735 × 3 = 11205, share 747 × 3
      // = 2241, withholding 1288.575 → 1289; due 78933 − 11205 + 1289 = 69017.
      BUSINESS: A(78933, 4233, 11205, 2241, 1289, 69017),
    },
  },
  {
    codice: 'ANN-FAM-EU',
    eta: MISTI,
    attesi: {
      // One premium for the family: SPESE_MEDICHE 16900, tax 422.5 → 423; ASSISTENZA 3000, tax 300. Net
      // 19900, tax 723: 20623. Commission 2985, share 597, withholding 343.275 → 343; due 20623 − 2985 +
      // 343 = 17981.
      'ANN-FAM-EU': A(20623, 723, 2985, 597, 343, 17981),
    },
  },
  {
    codice: 'VOLO-RC',
    eta: MISTI,
    attesi: {
      // RITARDO_VOLO 1200, tax 255: 1455 a person, 4365. Commission 3,00 € a policy = 300, share 0,50 € =
      // 50, withholding 34.5 → 35; due 4365 − 300 + 35 = 4100.
      'VOLO-RC': A(4365, 765, 300, 50, 35, 4100),
    },
  },
  {
    codice: 'VOLO-BAG',
    eta: MISTI,
    attesi: {
      // BAGAGLIO_VOLO 900, tax 191.25 → 191: 1091 a person, 3273. Commission 300, share 50, withholding
      // 35; due 3273 − 300 + 35 = 3008.
      'VOLO-BAG': A(3273, 573, 300, 50, 35, 3008),
    },
  },
  {
    codice: 'VOLO-COINC',
    eta: MISTI,
    attesi: {
      // COINCIDENZA 1500, tax 318.75 → 319; ASSISTENZA 200, tax 20: net 1700, tax 339; three 5100 + 1017
      // = 6117. Commission 300, share 50, withholding 35; due 6117 − 300 + 35 = 5852.
      'VOLO-COINC': A(6117, 1017, 300, 50, 35, 5852),
    },
  },
];
