/**
 * The tariff of a package, as held in the catalogue (JSON validated by schemas/domain/tariffa.schema.json;
 * validateTariffa turns unknown JSON into this type). Money in integer euro cents, rates in percent.
 */

export type BaseTariffa = 'persona' | 'alloggio' | 'imbarcazione' | 'viaggio';

export type ClasseImposta =
  | 'infortuni'
  | 'malattia'
  | 'assistenza'
  | 'perditePecuniarie'
  | 'tutelaLegale'
  | 'danniBeni'
  | 'rcGenerale'
  | 'esente';

export type PrezzoFisso = { importo: number };
export type PrezzoAliquota = { aliquota: number; premioMinimo?: number; importoMassimo?: number };
export type Prezzo = PrezzoFisso | PrezzoAliquota;

export interface RigaTariffa {
  zona?: string;
  giorniMin?: number;
  giorniMax?: number;
  etaMin?: number;
  etaMax?: number;
  prezzo: Prezzo;
}

export interface Garanzia {
  codice: string;
  descrizione: string;
  classeImposta: ClasseImposta;
  premio: Prezzo | { tabella: RigaTariffa[] };
}

export interface Zona {
  codice: string;
  descrizione: string;
  stati?: string[];
  gruppiStato?: string[];
}

export interface CostoAccessorio {
  descrizione: string;
  importo: number;
  applicazione: 'polizza' | 'persona';
  classeImposta?: ClasseImposta;
}

export interface Coupon {
  codice: string;
  tipo: 'percentuale' | 'fisso';
  valore: number;
  validoDal?: string;
  validoAl?: string;
}

/** Eligibility rules: the extra-info kinds of spec 2 §3 (see regoleDaExtraInfo). */
export interface Regole {
  limite30GG?: boolean;
  durataMassimaGiorni?: number;
  etaMinima?: number;
  etaMassima?: number;
  importoViaggioRichiesto?: boolean;
  dataNascitaRichiesta?: boolean;
  codiceFiscaleRichiesto?: boolean;
  dataMinima?: string;
  dataMassima?: string;
  nazionalitaAmmesse?: string[];
  complementareObbligatoria?: number[];
}

export interface Tariffa {
  versione: 1;
  descrizione?: string;
  base: BaseTariffa;
  imposteIncluse?: boolean;
  aliquoteImposta?: Partial<Record<ClasseImposta, number>>;
  zone?: Zona[];
  garanzie: Garanzia[];
  costiAccessori?: CostoAccessorio[];
  coupon?: Coupon[];
  regole?: Regole;
}
