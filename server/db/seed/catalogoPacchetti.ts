/**
 * The demo catalogue as data: categories, products, comparison parameters and packages. The seed
 * (catalogo.ts) turns codes into ids; nothing here depends on the database.
 */

export const CATEGORIE = [
  {
    nome: 'Annullamento',
    descrizione: 'Il rimborso delle penali se devi rinunciare al viaggio per un imprevisto',
    immagine: 'categoria-annullamento.svg',
    classeFronte: 'bg-primary text-white',
    classeRetro: 'bg-light text-primary-emphasis',
  },
  {
    nome: 'Medico e Bagaglio',
    descrizione: 'Spese mediche, assistenza 24 ore su 24 e bagaglio durante il viaggio',
    immagine: 'categoria-medico-bagaglio.svg',
    classeFronte: 'bg-success text-white',
    classeRetro: 'bg-light text-success-emphasis',
  },
  {
    nome: 'Multirischio',
    descrizione: 'Annullamento, spese mediche e bagaglio in un’unica polizza',
    immagine: 'categoria-multirischio.svg',
    classeFronte: 'bg-info text-dark',
    classeRetro: 'bg-light text-info-emphasis',
  },
  {
    nome: 'Studio e Lavoro',
    descrizione: 'Coperture lunghe per studenti, stagisti e working holiday all’estero',
    immagine: 'categoria-studio-lavoro.svg',
    classeFronte: 'bg-warning text-dark',
    classeRetro: 'bg-light text-warning-emphasis',
  },
  {
    nome: 'Gruppi',
    descrizione: 'Gite scolastiche, tour organizzati e viaggi di gruppo',
    immagine: 'categoria-gruppi.svg',
    classeFronte: 'bg-secondary text-white',
    classeRetro: 'bg-light text-secondary-emphasis',
  },
  {
    nome: 'Crociere',
    descrizione: 'Crociere in nave, fluviali e noleggio di imbarcazioni',
    immagine: 'categoria-crociere.svg',
    classeFronte: 'bg-primary text-white',
    classeRetro: 'bg-light text-primary-emphasis',
  },
  {
    nome: 'Annuali',
    descrizione: 'Un’unica polizza per tutti i viaggi dell’anno, per piacere o per lavoro',
    immagine: 'categoria-annuali.svg',
    classeFronte: 'bg-dark text-white',
    classeRetro: 'bg-light text-dark-emphasis',
  },
  {
    nome: 'Voli',
    descrizione: 'Ritardo, cancellazione, coincidenze perse e bagaglio in volo',
    immagine: 'categoria-voli.svg',
    classeFronte: 'bg-danger text-white',
    classeRetro: 'bg-light text-danger-emphasis',
  },
];

const CONDIZIONI_COMUNI = [
  {
    titolo: 'Definizioni',
    testo:
      'Assicurato: la persona fisica il cui interesse è protetto dall’assicurazione. Contraente: il soggetto che stipula il contratto. Centrale Operativa: la struttura che, 24 ore su 24, eroga le prestazioni di assistenza. Franchigia: la parte del danno che resta a carico dell’Assicurato. Scoperto: la percentuale del danno che resta a carico dell’Assicurato. Viaggio: lo spostamento prenotato presso un distributore autorizzato, comprensivo di trasporto e soggiorno.',
  },
  {
    titolo: 'Decorrenza e durata della garanzia',
    testo:
      'La garanzia annullamento decorre dalla data di emissione della polizza e termina al momento dell’inizio del viaggio. Le altre garanzie decorrono dal momento in cui ha inizio il primo servizio previsto dal contratto di viaggio e terminano al completo espletamento dell’ultimo servizio, comunque entro la data di fine viaggio indicata in polizza.',
  },
  {
    titolo: 'Esclusioni generali',
    testo:
      'Sono esclusi i sinistri provocati da dolo o colpa grave dell’Assicurato; guerre, atti di terrorismo, terremoti ed eruzioni vulcaniche, salvo quanto espressamente previsto; malattie croniche o preesistenti note all’Assicurato al momento della prenotazione; la pratica di sport aerei o estremi; l’abuso di alcolici e l’uso non terapeutico di stupefacenti; viaggi intrapresi contro il parere medico o allo scopo di sottoporsi a cure.',
  },
  {
    titolo: 'Obblighi in caso di sinistro',
    testo:
      'In caso di sinistro l’Assicurato deve contattare la Centrale Operativa prima di intraprendere qualsiasi iniziativa personale e denunciare il sinistro entro 30 giorni dal rientro, allegando la documentazione medica, le ricevute in originale, il contratto di viaggio e ogni altro documento utile alla valutazione del danno. La mancata denuncia può comportare la perdita totale o parziale del diritto all’indennizzo.',
  },
  {
    titolo: 'Reclami',
    testo:
      'Eventuali reclami relativi al rapporto contrattuale o alla gestione dei sinistri devono essere inoltrati per iscritto all’ufficio reclami della Compagnia. Qualora l’esponente non si ritenga soddisfatto dell’esito del reclamo o in caso di assenza di riscontro entro 45 giorni, potrà rivolgersi all’IVASS, Via del Quirinale 21, 00187 Roma.',
  },
  {
    titolo: 'Trattamento dei dati personali',
    testo:
      'I dati personali dell’Assicurato sono trattati dalla Compagnia in qualità di titolare ai sensi del Regolamento (UE) 2016/679 per le finalità connesse alla gestione del contratto e dei sinistri. L’informativa completa è disponibile presso il distributore e sul sito della Compagnia.',
  },
];

const condizioni = (oggetto: string) => [
  {
    titolo: 'Oggetto dell’assicurazione',
    testo: oggetto,
  },
  ...CONDIZIONI_COMUNI,
];

export const PRODOTTI = [
  {
    chiave: 'EA-ANN',
    fornitore: 'FO0001',
    nome: 'Europa Viaggi Annullamento',
    logo: 'logo-europa-assistance-viaggi.svg',
    oggetto:
      'La Compagnia rimborsa la penale addebitata dall’operatore turistico quando l’Assicurato è costretto ad annullare il viaggio per malattia, infortunio o decesso suo o di un familiare, per danni materiali gravi alla sua abitazione, per licenziamento o nuova assunzione, o per citazione in tribunale.',
  },
  {
    chiave: 'EA-SAN',
    fornitore: 'FO0001',
    nome: 'Europa Viaggi Salute',
    logo: 'logo-europa-assistance-viaggi.svg',
    oggetto:
      'La Compagnia rimborsa le spese mediche, farmaceutiche e ospedaliere sostenute in viaggio a seguito di malattia o infortunio, entro i massimali indicati, e presta assistenza tramite la Centrale Operativa, compreso il rientro sanitario.',
  },
  {
    chiave: 'EA-MULTI',
    fornitore: 'FO0001',
    nome: 'Europa Viaggi Multirischio',
    logo: 'logo-europa-assistance-viaggi.svg',
    oggetto:
      'La polizza riunisce le garanzie annullamento, spese mediche, assistenza e bagaglio, ciascuna con i propri massimali e le proprie franchigie.',
  },
  {
    chiave: 'VS-CLASSIC',
    fornitore: 'FO0002',
    nome: 'Viaggi Sicuri Classic',
    logo: 'logo-viaggi-sicuri.svg',
    oggetto:
      'La Compagnia copre l’annullamento del viaggio e presta assistenza sanitaria in Italia e all’estero secondo le garanzie scelte dal Contraente.',
  },
  {
    chiave: 'VS-GIOVANI',
    fornitore: 'FO0002',
    nome: 'Viaggi Sicuri Giovani',
    logo: 'logo-viaggi-sicuri.svg',
    oggetto:
      'Coperture per studenti e gruppi scolastici: spese mediche, bagaglio e responsabilità civile per soggiorni di studio e gite.',
  },
  {
    chiave: 'VS-VOLO',
    fornitore: 'FO0002',
    nome: 'Viaggi Sicuri Volo',
    logo: 'logo-viaggi-sicuri.svg',
    oggetto:
      'La Compagnia indennizza l’Assicurato in caso di ritardo superiore a 3 ore o di cancellazione del volo monitorato, secondo gli importi indicati in polizza.',
  },
  {
    chiave: 'NE-CASA',
    fornitore: 'FO0003',
    nome: 'Nord Est Dolce Casa Vacanze',
    logo: 'logo-nord-est-assicurazioni.svg',
    oggetto:
      'La Compagnia rimborsa il canone di locazione della casa vacanze non goduto per rinuncia o interruzione del soggiorno, e presta assistenza all’abitazione in locazione.',
  },
  {
    chiave: 'NE-ORIZZONTE',
    fornitore: 'FO0003',
    nome: 'Nord Est Orizzonte',
    logo: 'logo-nord-est-assicurazioni.svg',
    oggetto:
      'Coperture per famiglie, gruppi e viaggiatori frequenti: annullamento, spese mediche, assistenza, tutela legale e responsabilità civile.',
  },
  {
    chiave: 'AT-MARE',
    fornitore: 'FO0004',
    nome: 'Adriatica Mare e Crociere',
    logo: 'logo-adriatica-tutela.svg',
    oggetto:
      'Coperture per il noleggio di imbarcazioni e le vacanze in mare: annullamento del noleggio, responsabilità civile del conduttore e assistenza.',
  },
  {
    chiave: 'AT-MONDO',
    fornitore: 'FO0004',
    nome: 'Adriatica Mondo Sanitario',
    logo: 'logo-adriatica-tutela.svg',
    oggetto:
      'Spese mediche con massimali elevati in tutto il mondo, assistenza 24 ore su 24 e coperture per la montagna e i viaggi di gruppo.',
  },
  {
    chiave: 'AT-VOLO',
    fornitore: 'FO0004',
    nome: 'Adriatica Volo Sicuro',
    logo: 'logo-adriatica-tutela.svg',
    oggetto:
      'La Compagnia indennizza il bagaglio smarrito, danneggiato o consegnato in ritardo dal vettore aereo, entro i massimali indicati.',
  },
].map((p) => ({ ...p, condizioni: condizioni(p.oggetto) }));

/** Comparison parameters: every field type of spec 2 §2 (1, 2, 3, 4, 5, 6, 7, -1). */
export const PARAMETRI = [
  { chiave: 'annullamento', categoria: 'Annullamento', nome: 'Annullamento viaggio', fieldType: 1 },
  { chiave: 'massAnn', categoria: 'Annullamento', nome: 'Massimale annullamento per persona', fieldType: 3 },
  { chiave: 'scoperto', categoria: 'Annullamento', nome: 'Scoperto a carico dell’assicurato', fieldType: 2 },
  { chiave: 'massMed', categoria: 'Spese mediche', nome: 'Massimale spese mediche', fieldType: 3 },
  { chiave: 'franchigia', categoria: 'Spese mediche', nome: 'Franchigia spese mediche', fieldType: 3 },
  { chiave: 'rimborso', categoria: 'Spese mediche', nome: 'Rimborso spese mediche in Italia', fieldType: 2 },
  { chiave: 'massBag', categoria: 'Bagaglio', nome: 'Massimale bagaglio', fieldType: 3 },
  {
    chiave: 'degrado',
    categoria: 'Bagaglio',
    nome: 'Coefficiente di indennizzo del bagaglio',
    fieldType: 4,
    decimalSlot: 2,
  },
  { chiave: 'centrale', categoria: 'Assistenza', nome: 'Centrale operativa 24 ore su 24', fieldType: 1 },
  { chiave: 'giorni', categoria: 'Assistenza', nome: 'Durata massima del viaggio (giorni)', fieldType: 5 },
  { chiave: 'etaMax', categoria: 'Assistenza', nome: 'Età massima assicurabile', fieldType: 5 },
  { chiave: 'rientro', categoria: 'Assistenza', nome: 'Rientro sanitario', fieldType: 6 },
  { chiave: 'ritardo', categoria: 'Volo', nome: 'Ritardo e cancellazione del volo', fieldType: 1 },
  { chiave: 'indRitardo', categoria: 'Volo', nome: 'Indennizzo per ritardo oltre 3 ore', fieldType: 3 },
  { chiave: 'covid', categoria: 'Altre garanzie', nome: 'Copertura COVID-19', fieldType: 7 },
  {
    chiave: 'soddisfazione',
    categoria: 'Altre garanzie',
    nome: 'Valutazione media dei clienti (su 5)',
    fieldType: 4,
    decimalSlot: 1,
  },
  { chiave: 'esclusioni', categoria: 'Altre garanzie', nome: 'Esclusioni principali', fieldType: -1 },
] as const;

export type ChiaveParametro = (typeof PARAMETRI)[number]['chiave'];

/** Input type code (spec 2 §3) of a comparison field type. */
export const tipoInputDi = (fieldType: number): number => (fieldType >= 1 && fieldType <= 5 ? fieldType : 0);

export interface PacchettoSeed {
  codice: string;
  nome: string;
  prodotto: string;
  categoria: number;
  tipologia: number;
  etichettaAlloggio?: number;
  sintetica: string;
  estesa: string;
  immagine?: string;
  caricaImmagine?: boolean;
  abilitaDatiVolo?: boolean;
  /** The participants table asks each participant's e-mail. */
  richiedeEmail?: boolean;
  soloIntegrativa?: boolean;
  /** labelID → valore; kind 14 lists package codes, turned into ids by the seed. */
  extraInfo?: Record<number, string | null>;
  testi?: Record<number, string>;
  nazionalita?: string[];
  parametri: Partial<Record<ChiaveParametro, number | string>>;
  complementari?: Array<{ codice: string; obbligatoria?: boolean }>;
}

const html = (intro: string, punti: string[], nota?: string) =>
  `<p>${intro}</p><ul>${punti.map((p) => `<li>${p}</li>`).join('')}</ul>${nota ? `<p><em>${nota}</em></p>` : ''}`;

const ESCLUSIONI_STD =
  '<p>Non sono coperti:</p><ul><li>malattie <strong>preesistenti</strong> note alla prenotazione</li><li>sport estremi e competizioni</li><li>viaggi contro il parere medico</li></ul>';

/** 24 packages sold on their own, and 3 sold only as supplementary policies. */
export const PACCHETTI: PacchettoSeed[] = [
  {
    codice: 'ANN-PLUS',
    nome: 'Annullamento Viaggio Plus',
    prodotto: 'EA-ANN',
    categoria: 1,
    tipologia: 5,
    sintetica:
      '<p><strong>Annullamento Viaggio Plus</strong> rimborsa la penale fino a 10.000 € a persona se rinunci al viaggio per malattia, infortunio o motivi di lavoro.</p>',
    estesa: html(
      'La polizza di annullamento più completa della gamma Europa Viaggi:',
      [
        'rimborso della penale <strong>senza scoperto</strong> in caso di ricovero',
        'copertura anche per licenziamento o nuova assunzione',
        'assistenza alla persona durante il viaggio',
      ],
      'Da emettere contestualmente alla prenotazione del viaggio.',
    ),
    extraInfo: { 1: null, 4: '85' },
    parametri: {
      annullamento: 1,
      massAnn: 10000,
      scoperto: 10,
      centrale: 1,
      etaMax: 85,
      covid: 'Inclusa per malattia prima della partenza',
      soddisfazione: 4.6,
      esclusioni: ESCLUSIONI_STD,
    },
    complementari: [{ codice: 'INT-MED' }, { codice: 'INT-LEGALE' }],
  },
  {
    codice: 'ANN-SP',
    nome: 'Annullamento Senza Pensieri',
    prodotto: 'VS-CLASSIC',
    categoria: 1,
    tipologia: 5,
    sintetica:
      '<p>Rimborso della penale di annullamento per <strong>qualsiasi motivo documentabile</strong>, con scoperto del 20%.</p>',
    estesa: html('Annullamento per ogni motivo oggettivo e documentabile:', [
      'penale rimborsata all’80% per qualsiasi causa documentata',
      'penale rimborsata al 100% per ricovero ospedaliero',
      'massimale illimitato per persona',
    ]),
    extraInfo: { 1: null },
    parametri: {
      annullamento: 1,
      massAnn: -1,
      scoperto: 20,
      centrale: 1,
      covid: 'Inclusa',
      soddisfazione: 4.2,
      esclusioni: ESCLUSIONI_STD,
    },
  },
  {
    codice: 'CASA-VAC',
    nome: 'Casa Vacanze Protetta',
    prodotto: 'NE-CASA',
    categoria: 1,
    tipologia: 5,
    etichettaAlloggio: 4,
    sintetica:
      '<p>Annullamento dell’affitto della <strong>casa vacanze in Italia</strong>: premio per unità abitativa, imposte incluse.</p>',
    estesa: html('Pensata per chi affitta appartamenti e ville per le vacanze:', [
      'rimborso del canone non goduto per rinuncia o interruzione',
      'assistenza all’abitazione: idraulico, elettricista, fabbro',
      'premio calcolato per ciascuna unità abitativa',
    ]),
    extraInfo: { 9: null, 1: null },
    testi: { 5: 'Canone di locazione', 7: 'Numero unità abitative', 10: 'per unità abitativa' },
    parametri: {
      annullamento: 1,
      massAnn: 8000,
      scoperto: 15,
      centrale: 1,
      rientro: 'Non previsto',
      soddisfazione: 4.4,
    },
  },
  {
    codice: 'MB-CLASSIC',
    nome: 'Medico Bagaglio Classic',
    prodotto: 'EA-SAN',
    categoria: 2,
    tipologia: 1,
    sintetica:
      '<p>Spese mediche, assistenza 24 ore su 24 e bagaglio per viaggi <strong>fino a 30 giorni</strong> in tutto il mondo.</p>',
    estesa: html('La copertura sanitaria essenziale per ogni viaggio:', [
      'spese mediche fino a 50.000 € in Europa e 250.000 € negli USA',
      'bagaglio fino a 1.000 €',
      'rientro sanitario organizzato dalla Centrale Operativa',
    ]),
    extraInfo: { 8: null, 4: '80' },
    parametri: {
      massMed: 50000,
      franchigia: 50,
      rimborso: 100,
      massBag: 1000,
      degrado: 0.75,
      centrale: 1,
      giorni: 30,
      etaMax: 80,
      rientro: 'Organizzato dalla Centrale Operativa',
      covid: 'Spese mediche incluse',
      soddisfazione: 4.5,
      esclusioni: ESCLUSIONI_STD,
    },
    complementari: [{ codice: 'INT-COVID' }],
  },
  {
    codice: 'SAN-TOP',
    nome: 'Assistenza Sanitaria Mondo Top',
    prodotto: 'AT-MONDO',
    categoria: 2,
    tipologia: 1,
    sintetica:
      '<p>Massimale spese mediche <strong>illimitato</strong> anche negli Stati Uniti, senza franchigia.</p>',
    estesa: html('Per chi viaggia lontano e non vuole pensieri:', [
      'spese mediche senza limite di massimale',
      'nessuna franchigia',
      'anticipo delle spese ospedaliere direttamente dalla Centrale Operativa',
    ]),
    extraInfo: { 8: null, 4: '85' },
    parametri: {
      massMed: -1,
      franchigia: 0,
      rimborso: -1,
      massBag: 1500,
      degrado: 0.9,
      centrale: 1,
      giorni: 30,
      etaMax: 85,
      rientro: 'Aereo sanitario se necessario',
      covid: 'Inclusa, anche la quarantena',
      soddisfazione: 4.8,
      esclusioni: ESCLUSIONI_STD,
    },
  },
  {
    codice: 'SAN-ITA',
    nome: 'Salute in Viaggio Italia',
    prodotto: 'VS-CLASSIC',
    categoria: 2,
    tipologia: 1,
    sintetica:
      '<p>Spese mediche e assistenza per le vacanze <strong>in Italia</strong>, a partire da pochi euro.</p>',
    estesa: html('La soluzione economica per i viaggi in Italia:', [
      'spese mediche fino a 10.000 €',
      'bagaglio fino a 500 €',
      'medico a domicilio in tutta Italia',
    ]),
    extraInfo: { 8: null },
    nazionalita: ['IT', 'UE'],
    parametri: {
      massMed: 10000,
      franchigia: 75,
      rimborso: 80,
      massBag: 500,
      degrado: 0.7,
      centrale: 1,
      giorni: 30,
      rientro: 'In ambulanza fino a 300 km',
      soddisfazione: 4.1,
    },
  },
  {
    codice: 'MULTI-MONDO',
    nome: 'Multirischio Mondo',
    prodotto: 'EA-MULTI',
    categoria: 3,
    tipologia: 6,
    sintetica:
      '<p>Annullamento, spese mediche e bagaglio in un’unica polizza, per viaggi in <strong>tutto il mondo</strong>.</p>',
    estesa: html('Tutte le garanzie che servono in un solo documento:', [
      'annullamento fino a 12.000 € a persona',
      'spese mediche e assistenza 24 ore su 24',
      'bagaglio e ritardata consegna',
    ]),
    extraInfo: { 1: null, 8: null, 4: '80' },
    parametri: {
      annullamento: 1,
      massAnn: 12000,
      scoperto: 10,
      massMed: 100000,
      franchigia: 50,
      rimborso: 100,
      massBag: 1500,
      degrado: 0.8,
      centrale: 1,
      giorni: 30,
      etaMax: 80,
      rientro: 'Organizzato dalla Centrale Operativa',
      covid: 'Inclusa',
      soddisfazione: 4.7,
      esclusioni: ESCLUSIONI_STD,
    },
    complementari: [{ codice: 'INT-COVID' }],
  },
  {
    codice: 'MULTI-FAM',
    nome: 'Tutto Compreso Famiglia',
    prodotto: 'NE-ORIZZONTE',
    categoria: 3,
    tipologia: 6,
    sintetica:
      '<p>Un premio unico per <strong>tutta la famiglia</strong>: annullamento sul costo totale del viaggio, assistenza e RC.</p>',
    estesa: html('Per le famiglie che viaggiano insieme:', [
      'premio calcolato sul costo complessivo del viaggio',
      'bambini assicurati senza costi aggiuntivi',
      'responsabilità civile verso terzi fino a 100.000 €',
    ]),
    extraInfo: { 1: null },
    testi: { 5: 'Costo del viaggio a persona', 8: 'Componenti della famiglia' },
    parametri: {
      annullamento: 1,
      massAnn: 5000,
      scoperto: 15,
      massMed: 30000,
      centrale: 1,
      rientro: 'Rientro anticipato della famiglia incluso',
      soddisfazione: 4.3,
    },
  },
  {
    codice: 'NEVE',
    nome: 'Neve Sicura',
    prodotto: 'AT-MONDO',
    categoria: 3,
    tipologia: 2,
    sintetica:
      '<p>La polizza della <strong>settimana bianca</strong>: soccorso sulle piste, spese mediche e RC dello sciatore. Valida nella stagione invernale.</p>',
    estesa: html('Per sciatori e snowboarder in Italia e sull’arco alpino:', [
      'recupero con elicottero sulle piste',
      'rimborso dello skipass non goduto',
      'responsabilità civile dello sciatore obbligatoria per legge',
    ]),
    extraInfo: { 6: null, 7: null, 8: null },
    parametri: {
      massMed: 20000,
      franchigia: 50,
      centrale: 1,
      giorni: 15,
      rientro: 'Elisoccorso incluso',
      soddisfazione: 4.6,
    },
  },
  {
    codice: 'STUDENTI',
    nome: 'Studenti nel Mondo',
    prodotto: 'VS-GIOVANI',
    categoria: 4,
    tipologia: 4,
    sintetica:
      '<p>Per studenti dai 14 ai 35 anni in soggiorno di studio all’estero <strong>fino a un anno</strong>.</p>',
    estesa: html('Studiare all’estero in tutta tranquillità:', [
      'spese mediche con massimali adeguati al paese di destinazione',
      'bagaglio e documenti',
      'assistenza in italiano 24 ore su 24',
    ]),
    extraInfo: { 10: '14', 4: '35', 11: null },
    testi: { 6: 'Area di Residenza' },
    nazionalita: ['IT', 'UE'],
    parametri: {
      massMed: 500000,
      franchigia: 0,
      massBag: 1000,
      degrado: 0.6,
      centrale: 1,
      giorni: 365,
      etaMax: 35,
      rientro: 'Incluso anche per motivi familiari',
      soddisfazione: 4.4,
    },
  },
  {
    codice: 'WORKING',
    nome: 'Working Holiday Protetto',
    prodotto: 'NE-ORIZZONTE',
    categoria: 4,
    tipologia: 4,
    sintetica:
      '<p>Per chi parte con un visto <strong>working holiday</strong>: spese mediche, infortuni sul lavoro e RC.</p>',
    estesa: html('Lavorare e viaggiare dall’altra parte del mondo:', [
      'infortuni anche durante l’attività lavorativa',
      'spese mediche fino a 1.000.000 €',
      'conforme ai requisiti del visto per Australia e Nuova Zelanda',
    ]),
    extraInfo: { 10: '18', 4: '35', 2: null },
    parametri: {
      massMed: 1000000,
      franchigia: 100,
      centrale: 1,
      giorni: 365,
      etaMax: 35,
      rientro: 'Incluso',
      soddisfazione: 4.3,
    },
  },
  {
    codice: 'ERASMUS',
    nome: 'Erasmus Serenità',
    prodotto: 'EA-SAN',
    categoria: 4,
    tipologia: 4,
    sintetica:
      '<p>Per il semestre o l’anno <strong>Erasmus</strong> in Europa, integrativa della tessera sanitaria.</p>',
    estesa: html('Il complemento ideale alla tessera europea di assicurazione malattia:', [
      'spese mediche non coperte dal servizio sanitario locale',
      'visite di un familiare in caso di ricovero',
      'assistenza 24 ore su 24',
    ]),
    extraInfo: { 10: '16', 4: '35' },
    parametri: {
      massMed: 150000,
      franchigia: 0,
      centrale: 1,
      giorni: 365,
      etaMax: 35,
      rientro: 'Incluso',
      soddisfazione: 4.5,
    },
  },
  {
    codice: 'GRUPPI',
    nome: 'Gruppi in Viaggio',
    prodotto: 'AT-MONDO',
    categoria: 5,
    tipologia: 3,
    caricaImmagine: true,
    sintetica:
      '<p>Tariffa di gruppo per viaggi organizzati: carica l’elenco dei partecipanti anche come <strong>immagine o PDF</strong>.</p>',
    estesa: html('Per tour operator e agenzie che organizzano viaggi di gruppo:', [
      'tariffa ridotta a persona',
      'un’unica polizza per tutto il gruppo',
      'elenco dei partecipanti anche in formato immagine',
    ]),
    extraInfo: { 8: null },
    parametri: {
      massMed: 30000,
      franchigia: 50,
      massBag: 750,
      degrado: 0.75,
      centrale: 1,
      giorni: 30,
      rientro: 'Organizzato dalla Centrale Operativa',
      soddisfazione: 4.2,
    },
    complementari: [{ codice: 'INT-LEGALE' }],
  },
  {
    codice: 'GITE',
    nome: 'Gite Scolastiche Sicure',
    prodotto: 'VS-GIOVANI',
    categoria: 5,
    tipologia: 3,
    caricaImmagine: true,
    sintetica:
      '<p>Per le <strong>gite scolastiche</strong> in Italia e in Europa: studenti e accompagnatori.</p>',
    estesa: html('La polizza pensata per le scuole:', [
      'assistenza sanitaria e spese mediche',
      'responsabilità civile degli studenti',
      'accompagnatori assicurati fino a 70 anni',
    ]),
    extraInfo: { 8: null, 4: '70' },
    testi: { 8: 'Numero studenti e accompagnatori' },
    parametri: {
      massMed: 15000,
      franchigia: 0,
      centrale: 1,
      giorni: 15,
      etaMax: 70,
      rientro: 'Incluso',
      soddisfazione: 4.4,
    },
  },
  {
    codice: 'PELLEG',
    nome: 'Pellegrinaggi e Tour Organizzati',
    prodotto: 'NE-ORIZZONTE',
    categoria: 5,
    tipologia: 6,
    sintetica: '<p>Annullamento e spese mediche per <strong>tour organizzati e pellegrinaggi</strong>.</p>',
    estesa: html('Per parrocchie, associazioni e tour di gruppo:', [
      'annullamento al 5% del costo del viaggio',
      'spese mediche e assistenza in tutto il mondo',
      'rientro anticipato per lutto in famiglia',
    ]),
    extraInfo: { 1: null },
    parametri: {
      annullamento: 1,
      massAnn: 3000,
      scoperto: 10,
      massMed: 25000,
      centrale: 1,
      rientro: 'Incluso',
      soddisfazione: 4.0,
    },
  },
  {
    codice: 'CROC',
    nome: 'Crociera Serena',
    prodotto: 'EA-MULTI',
    categoria: 6,
    tipologia: 6,
    sintetica:
      '<p>Annullamento della crociera e assistenza a bordo, con l’<strong>integrativa spese mediche</strong> sempre inclusa.</p>',
    estesa: html('La polizza per le crociere in nave:', [
      'annullamento fino a 20.000 € a persona',
      'assistenza a bordo e negli scali',
      'spese mediche illimitate con l’integrativa obbligatoria',
    ]),
    extraInfo: { 1: null, 14: 'INT-MED' },
    parametri: {
      annullamento: 1,
      massAnn: 20000,
      scoperto: 10,
      massMed: -1,
      centrale: 1,
      rientro: 'Sbarco sanitario e rientro',
      covid: 'Inclusa',
      soddisfazione: 4.6,
      esclusioni: ESCLUSIONI_STD,
    },
    // Cruises often start with a flight to the port: its delay or cancellation is covered too.
    abilitaDatiVolo: true,
    richiedeEmail: true,
    complementari: [{ codice: 'INT-MED', obbligatoria: true }, { codice: 'INT-LEGALE' }],
  },
  {
    codice: 'BARCA',
    nome: 'Noleggio Barca Sereno',
    prodotto: 'AT-MARE',
    categoria: 6,
    tipologia: 2,
    etichettaAlloggio: 3,
    sintetica:
      '<p>Annullamento del <strong>noleggio di imbarcazioni</strong> e RC del conduttore, premio per imbarcazione.</p>',
    estesa: html('Per chi noleggia barche a vela e a motore nel Mediterraneo:', [
      'annullamento del noleggio al 4% del costo dell’imbarcazione',
      'responsabilità civile del conduttore',
      'skipper sostitutivo in caso di infortunio',
    ]),
    extraInfo: { 3: null, 10: '18' },
    testi: { 5: 'Importo viaggio', 7: 'Numero imbarcazioni', 9: 'Costo del noleggio per imbarcazione' },
    parametri: {
      annullamento: 1,
      massAnn: 50000,
      scoperto: 10,
      centrale: 1,
      giorni: 30,
      rientro: 'Non previsto',
      soddisfazione: 4.5,
    },
  },
  {
    codice: 'FLUV',
    nome: 'Crociere Fluviali Europa',
    prodotto: 'VS-CLASSIC',
    categoria: 6,
    tipologia: 1,
    sintetica:
      '<p>Spese mediche e perdita della partenza per le <strong>crociere sui fiumi europei</strong>.</p>',
    estesa: html('Danubio, Reno, Senna e Douro senza pensieri:', [
      'spese mediche fino a 30.000 €',
      'rimborso della quota per perdita della partenza',
      'assistenza in italiano',
    ]),
    extraInfo: { 8: null },
    parametri: { massMed: 30000, franchigia: 50, centrale: 1, giorni: 30, soddisfazione: 4.1 },
  },
  {
    codice: 'ANNUALE-MULTI',
    nome: 'Annuale Multiviaggio',
    prodotto: 'NE-ORIZZONTE',
    categoria: 7,
    tipologia: 7,
    sintetica:
      '<p>Tutti i viaggi dell’anno con un’unica polizza: spese mediche e bagaglio, <strong>viaggi fino a 60 giorni</strong>.</p>',
    estesa: html('Per chi viaggia spesso:', [
      'copertura per un anno dalla data di decorrenza',
      'numero illimitato di viaggi',
      'premio per zona ed età',
    ]),
    extraInfo: { 4: '75' },
    parametri: {
      massMed: 100000,
      franchigia: 50,
      massBag: 1000,
      degrado: 0.75,
      centrale: 1,
      giorni: 60,
      etaMax: 75,
      rientro: 'Incluso',
      soddisfazione: 4.5,
    },
  },
  {
    codice: 'BUSINESS',
    nome: 'Business Travel Annuale',
    prodotto: 'EA-MULTI',
    categoria: 7,
    tipologia: 7,
    sintetica:
      '<p>Per le trasferte di lavoro in tutto il mondo: spese mediche, <strong>tutela legale</strong> e assistenza.</p>',
    estesa: html('La polizza delle aziende per i dipendenti in trasferta:', [
      'spese mediche fino a 500.000 €',
      'tutela legale all’estero',
      'collega sostitutivo in caso di rientro anticipato',
    ]),
    extraInfo: { 4: '70' },
    parametri: {
      massMed: 500000,
      franchigia: 0,
      centrale: 1,
      giorni: 90,
      etaMax: 70,
      rientro: 'Incluso con collega sostitutivo',
      covid: 'Inclusa',
      soddisfazione: 4.7,
    },
  },
  {
    codice: 'ANN-FAM-EU',
    nome: 'Annuale Famiglia Europa',
    prodotto: 'AT-MONDO',
    categoria: 7,
    tipologia: 7,
    sintetica:
      '<p>Un premio unico per la famiglia, per tutti i viaggi dell’anno in <strong>Italia ed Europa</strong>.</p>',
    estesa: html('Per le famiglie che viaggiano in Europa:', [
      'tutto il nucleo familiare con un solo premio',
      'viaggi fino a 30 giorni ciascuno',
      'assistenza 24 ore su 24',
    ]),
    parametri: { massMed: 50000, franchigia: 50, centrale: 1, giorni: 30, soddisfazione: 4.3 },
  },
  {
    codice: 'VOLO-RC',
    nome: 'Volo Protetto Ritardo e Cancellazione',
    prodotto: 'VS-VOLO',
    categoria: 8,
    tipologia: 8,
    abilitaDatiVolo: true,
    sintetica:
      '<p>Indennizzo automatico se il volo monitorato <strong>ritarda oltre 3 ore</strong> o viene cancellato.</p>',
    estesa: html('Indica i voli da monitorare e pensiamo a tutto noi:', [
      '100 € a persona per ritardi oltre 3 ore',
      '250 € a persona per cancellazione',
      'fino a 6 voli per polizza',
    ]),
    parametri: { ritardo: 1, indRitardo: 100, centrale: 0, soddisfazione: 4.2 },
  },
  {
    codice: 'VOLO-BAG',
    nome: 'Bagaglio in Volo',
    prodotto: 'AT-VOLO',
    categoria: 8,
    tipologia: 8,
    abilitaDatiVolo: true,
    sintetica: '<p>Bagaglio <strong>smarrito, danneggiato o in ritardo</strong> sui voli assicurati.</p>',
    estesa: html('Per i voli con bagaglio in stiva:', [
      'fino a 1.500 € per bagaglio smarrito',
      'acquisti di prima necessità per consegna in ritardo',
      'nessuna franchigia',
    ]),
    parametri: { ritardo: 0, massBag: 1500, degrado: 1, soddisfazione: 3.9 },
  },
  {
    codice: 'VOLO-COINC',
    nome: 'Perdita Coincidenza Plus',
    prodotto: 'EA-ANN',
    categoria: 8,
    tipologia: 8,
    abilitaDatiVolo: true,
    sintetica:
      '<p>Riprotezione e spese extra se perdi la <strong>coincidenza</strong> per un ritardo del primo volo.</p>',
    estesa: html('Per i viaggi con scalo:', [
      'rimborso del nuovo biglietto fino a 1.000 €',
      'pasti e pernottamento in attesa del volo successivo',
      'assistenza in aeroporto',
    ]),
    parametri: { ritardo: 1, indRitardo: 150, centrale: 1, soddisfazione: 4.4 },
  },
  {
    codice: 'INT-MED',
    nome: 'Integrativa Spese Mediche Illimitate',
    prodotto: 'EA-SAN',
    categoria: 2,
    tipologia: 9,
    soloIntegrativa: true,
    sintetica: '<p>Porta il massimale delle spese mediche a <strong>illimitato</strong>.</p>',
    estesa: html('L’integrativa per chi vuole la massima tutela:', [
      'massimale spese mediche illimitato',
      'premio per zona e durata del viaggio',
    ]),
    parametri: { massMed: -1, franchigia: 0, centrale: 1 },
  },
  {
    codice: 'INT-COVID',
    nome: 'Integrativa Quarantena e COVID',
    prodotto: 'VS-CLASSIC',
    categoria: 2,
    tipologia: 9,
    soloIntegrativa: true,
    sintetica: '<p>Copre il prolungamento del soggiorno per <strong>quarantena</strong>.</p>',
    estesa: html('In caso di quarantena disposta dall’autorità sanitaria:', [
      'spese di albergo fino a 100 € al giorno per 14 giorni',
      'riprotezione del volo di rientro',
    ]),
    parametri: { covid: 'Quarantena e prolungamento del soggiorno', centrale: 1 },
  },
  {
    codice: 'INT-LEGALE',
    nome: 'Integrativa Tutela Legale in Viaggio',
    prodotto: 'NE-ORIZZONTE',
    categoria: 3,
    tipologia: 9,
    soloIntegrativa: true,
    sintetica: '<p>Spese legali e anticipo della cauzione penale <strong>all’estero</strong>.</p>',
    estesa: html('Assistenza legale durante il viaggio:', [
      'spese legali fino a 5.000 €',
      'anticipo della cauzione penale fino a 10.000 €',
      'interprete a disposizione',
    ]),
    parametri: { centrale: 1 },
  },
];
