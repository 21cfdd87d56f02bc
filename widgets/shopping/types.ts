/**
 * The shopping entities of spec 2 §3 as the client reads them from the carrello calls. Only the
 * fields the shopping widgets use are named; the server may send more.
 */

/** Trip parameters (spec 2 §3): what the trip-parameter form edits and the calls send. */
export interface ParametriViaggio {
  inizioViaggio?: string | null;
  fineViaggio?: string | null;
  destinazioneGruppoStato?: string | null;
  destinazioneStato?: string | null;
  /** The chosen destination's text, for the read-only summary. */
  destinazioneStatoText?: string | null;
  nazionalita?: string | null;
  nazionalitaText?: string | null;
  /** The age band's id (dropdown/eta); the server turns it into an age range. */
  eta?: number | string | null;
  etaText?: string | null;
  etaRange?: { min: number; max: number } | null;
  tipologiaPolizza?: number | null;
  numeroPartecipanti?: number | null;
  importoViaggio?: number | null;
  secondoImporto?: number | null;
  numeroAlloggi?: number | null;
  codicePromo?: string | null;
  categoriaID?: number | null;
}

export interface Categoria {
  itemID: number;
  categoria: string;
  descrizione: string;
  image?: string | null;
  /** Bootstrap colour classes of the card's front and back (e.g. `bg-primary text-white`). */
  classeFronte?: string | null;
  classeRetro?: string | null;
}

/** One guarantee parameter of a product, shown in "Vedi Garanzie" and in the comparison matrix. */
export interface ParametroProdotto {
  categoria: string;
  nomeParametro: string;
  valore: number | null;
  valoreTesto?: string | null;
  tipo?: string | null;
  /** Spec 2 §2 "Comparison": 1 yes/no, 2 %, 3 €, 4 decimal, 5 integer, 6 and 7 text, -1 rich text. */
  fieldType: number;
  decimalSlot?: number | null;
}

export interface TotaliProdotto {
  totaleViaggio: number;
  commissioni: number;
}

export interface ProdottoLista {
  itemID: number;
  pacchettoID: number;
  prodottoID: number;
  pacchetto: string;
  logoImageThumb?: string | null;
  categoriaImmagine?: string | null;
  categoriaID?: number | null;
  preferito: boolean;
  totali?: TotaliProdotto | null;
  commissione?: number | null;
  /** 1 = fixed euro, otherwise percent. */
  tipoCommissioneID?: number | null;
  commissioneEred?: number | null;
  tipoCommissioneEredID?: number | null;
  extraInfo?: Array<{ labelID: number }> | null;
  parametri?: ParametroProdotto[] | null;
  erroriTotaleCarrello?: ErroreTotale[] | null;
}

export interface TestoCarrello {
  tipoID: number;
  testo: string;
}

export interface OpzioneCodice {
  code?: string;
  codice?: string;
  nazione: string;
}

export interface ProdottoDettaglio {
  pacchettoID: number;
  prodottoID?: number;
  pacchetto: string;
  nomeProdotto?: string;
  descrizioneSintetica?: string | null;
  descrizioneEstesa?: string | null;
  destinazioni?: OpzioneCodice[] | null;
  nazionalita?: OpzioneCodice[] | null;
  testiCarrello?: TestoCarrello[] | null;
  categoriaID?: number | null;
  caricaImmagine?: boolean;
  abilitaDatiVolo?: boolean;
  extraInfo?: Array<{ labelID: number }> | null;
}

/** Spec 2 §3 "Totals", in euro. */
export interface Totali {
  totaleViaggio: number;
  totaleViaggioImposte: number;
  totaleViaggioPersona: number;
  totaleViaggioPersonaImposte: number;
  totaleMarkup?: number;
  commissioni: number;
  scontoCoupon?: number;
  totaleViaggioDaPagare?: number;
  ritenutaAcconto?: number | null;
  costiAccessori?: number | null;
  commissioneRete?: number | null;
}

export interface ErroreTotale {
  codice: string;
  descrizione: string;
  data?: { pacchetto?: string | null } | null;
}

/** datiViaggio (spec 2 §3), the part the product page uses. */
export interface DatiViaggio {
  pacchettoID: number;
  parametri: ParametriViaggio;
  prodottiCollegati?: Array<{
    pacchettoID: number;
    destinazioneID?: string | null;
    nazionalitaID?: string | null;
  }>;
  totali?: Totali | null;
}
