/** Reference data of the catalogue: destinations, departure areas, age bands, types and labels. */

export const GRUPPI_STATO = [
  { codice: 'ITALIA', descrizione: 'Italia', ordine: 1 },
  { codice: 'EUROPA', descrizione: 'Europa', ordine: 2 },
  { codice: 'MEDITERRANEO', descrizione: 'Bacino del Mediterraneo', ordine: 3 },
  { codice: 'USA_CANADA', descrizione: 'USA e Canada', ordine: 4 },
  { codice: 'MONDO', descrizione: 'Mondo', ordine: 5 },
];

const byGroup: Record<string, Array<[string, string]>> = {
  ITALIA: [
    ['IT', 'Italia'],
    ['SM', 'San Marino'],
    ['VA', 'Città del Vaticano'],
  ],
  EUROPA: [
    ['AL', 'Albania'],
    ['AT', 'Austria'],
    ['BE', 'Belgio'],
    ['BG', 'Bulgaria'],
    ['CY', 'Cipro'],
    ['HR', 'Croazia'],
    ['DK', 'Danimarca'],
    ['FI', 'Finlandia'],
    ['FR', 'Francia'],
    ['DE', 'Germania'],
    ['GR', 'Grecia'],
    ['IE', 'Irlanda'],
    ['IS', 'Islanda'],
    ['LU', 'Lussemburgo'],
    ['MT', 'Malta'],
    ['ME', 'Montenegro'],
    ['NO', 'Norvegia'],
    ['NL', 'Paesi Bassi'],
    ['PL', 'Polonia'],
    ['PT', 'Portogallo'],
    ['GB', 'Regno Unito'],
    ['CZ', 'Repubblica Ceca'],
    ['RO', 'Romania'],
    ['RS', 'Serbia'],
    ['SK', 'Slovacchia'],
    ['SI', 'Slovenia'],
    ['ES', 'Spagna'],
    ['SE', 'Svezia'],
    ['CH', 'Svizzera'],
    ['HU', 'Ungheria'],
  ],
  MEDITERRANEO: [
    ['EG', 'Egitto'],
    ['IL', 'Israele'],
    ['JO', 'Giordania'],
    ['MA', 'Marocco'],
    ['TN', 'Tunisia'],
    ['TR', 'Turchia'],
  ],
  USA_CANADA: [
    ['CA', 'Canada'],
    ['US', 'Stati Uniti'],
  ],
  MONDO: [
    ['AR', 'Argentina'],
    ['AU', 'Australia'],
    ['BR', 'Brasile'],
    ['CN', 'Cina'],
    ['CU', 'Cuba'],
    ['AE', 'Emirati Arabi Uniti'],
    ['JP', 'Giappone'],
    ['IN', 'India'],
    ['ID', 'Indonesia'],
    ['KE', 'Kenya'],
    ['MV', 'Maldive'],
    ['MU', 'Mauritius'],
    ['MX', 'Messico'],
    ['NZ', 'Nuova Zelanda'],
    ['PE', 'Perù'],
    ['DO', 'Repubblica Dominicana'],
    ['SC', 'Seychelles'],
    ['LK', 'Sri Lanka'],
    ['ZA', 'Sudafrica'],
    ['TZ', 'Tanzania'],
    ['TH', 'Thailandia'],
    ['VN', 'Vietnam'],
  ],
};

export const STATI = Object.entries(byGroup).flatMap(([gruppoCodice, list]) =>
  list.map(([codice, nome]) => ({ codice, nome, gruppoCodice })),
);

export const NAZIONALITA = [
  { codice: 'IT', descrizione: 'Italia', ordine: 1 },
  { codice: 'UE', descrizione: 'Unione Europea', ordine: 2 },
  { codice: 'EXTRA_UE', descrizione: 'Resto del mondo', ordine: 3 },
];

export const FASCE_ETA = [
  { descrizione: 'Fino a 17 anni', etaMin: 0, etaMax: 17, ordine: 1 },
  { descrizione: 'Da 18 a 40 anni', etaMin: 18, etaMax: 40, ordine: 2 },
  { descrizione: 'Da 41 a 65 anni', etaMin: 41, etaMax: 65, ordine: 3 },
  { descrizione: 'Da 66 a 70 anni', etaMin: 66, etaMax: 70, ordine: 4 },
  { descrizione: 'Da 71 a 75 anni', etaMin: 71, etaMax: 75, ordine: 5 },
  { descrizione: 'Da 76 a 80 anni', etaMin: 76, etaMax: 80, ordine: 6 },
  { descrizione: 'Da 81 a 85 anni', etaMin: 81, etaMax: 85, ordine: 7 },
  { descrizione: 'Oltre 85 anni', etaMin: 86, etaMax: 99, ordine: 8 },
];

/** Policy types; 5 and 6 need the trip amount (spec 2 §9); 9 is only sold as a supplementary policy. */
export const TIPOLOGIE_POLIZZA = [
  { id: 1, descrizione: 'Medico e bagaglio', visibile: true, ordine: 1 },
  { id: 2, descrizione: 'Multirischio', visibile: true, ordine: 2 },
  { id: 3, descrizione: 'Gruppi', visibile: true, ordine: 3 },
  { id: 4, descrizione: 'Studio e lavoro', visibile: true, ordine: 4 },
  { id: 5, descrizione: 'Annullamento', visibile: true, ordine: 5 },
  { id: 6, descrizione: 'Multirischio con annullamento', visibile: true, ordine: 6 },
  { id: 7, descrizione: 'Annuale', visibile: true, ordine: 7 },
  { id: 8, descrizione: 'Volo', visibile: true, ordine: 8 },
  { id: 9, descrizione: 'Integrativa', visibile: false, ordine: 9 },
];

export const TIPI_INPUT = [
  { id: 0, codice: 'altro', descrizione: 'Testo' },
  { id: 1, codice: 'boolean', descrizione: 'Sì / No' },
  { id: 2, codice: 'percentage', descrizione: 'Percentuale' },
  { id: 3, codice: 'currency', descrizione: 'Importo in euro' },
  { id: 4, codice: 'decimal', descrizione: 'Numero decimale' },
  { id: 5, codice: 'integer', descrizione: 'Numero intero' },
  { id: 6, codice: 'dropdown', descrizione: 'Elenco a discesa' },
  { id: 7, codice: 'datetime', descrizione: 'Data e ora' },
];

export const ETICHETTE_ALLOGGIO = [
  { id: 1, descrizione: 'Tratte' },
  { id: 2, descrizione: 'Alloggi' },
  { id: 3, descrizione: 'Imbarcazioni' },
  { id: 4, descrizione: 'Unità abitative' },
];

/** Default texts of the cart text kinds 1–12 (spec 2 §3), as the it-IT labels `testiCarrello.N`. */
export const TESTI_CARRELLO_DEFAULT: Record<number, string> = {
  1: 'Codice promozionale',
  2: 'Data fine viaggio',
  3: 'Data inizio viaggio',
  4: 'Destinazione',
  5: 'Importo viaggio',
  6: 'Area di partenza',
  7: 'Numero alloggi',
  8: 'Numero partecipanti',
  9: 'Importo per imbarcazione',
  10: 'per alloggio',
  11: 'per persona',
  12: 'Età',
};

/** Suppliers beyond the demo's first (FO0001) and the My area's second (FO0002, created if absent). */
export const FORNITORI = [
  {
    codice: 'FO0002',
    anagrafica: {
      ragioneSociale: 'Viaggi Sicuri Assicurazioni S.p.A.',
      email: 'partner@viaggisicuri.it',
      telefono: '+39 010 530 7700',
      indirizzo: 'Via XX Settembre 41',
      localita: 'Genova',
      codiceProvincia: 'GE',
      cap: '16121',
      partitaIva: '06677889900',
    },
  },
  {
    codice: 'FO0003',
    anagrafica: {
      ragioneSociale: 'Nord Est Assicurazioni Viaggi S.p.A.',
      email: 'agenzie@nordestviaggi.it',
      telefono: '+39 041 522 8890',
      indirizzo: 'Fondamenta delle Zattere 1401',
      localita: 'Venezia',
      codiceProvincia: 'VE',
      cap: '30123',
      partitaIva: '04412398765',
    },
  },
  {
    codice: 'FO0004',
    anagrafica: {
      ragioneSociale: 'Adriatica Tutela Viaggio S.p.A.',
      email: 'intermediari@adriaticatutela.it',
      telefono: '+39 080 521 6600',
      indirizzo: 'Corso Vittorio Emanuele II 120',
      localita: 'Bari',
      codiceProvincia: 'BA',
      cap: '70122',
      partitaIva: '08812376541',
    },
  },
];
