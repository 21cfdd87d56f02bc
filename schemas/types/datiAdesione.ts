/* generated — run npm run gen:types */
/* source: schemas/entities/datiAdesione.schema.json */

/**
 * An issued policy as the purchase answers it (spec 2 §3 "Adhesion (policy) datiAdesione"): money in euro; partecipantiElencoLista the insured typed (nome, cognome; for a group described by documentoPartecipanti only its head, capogruppo true, and numeroPartecipanti the declared count); datiAggiuntivi base64 of the JSON list [{ descrizione, value }] (further data); datiExtra safe-base64 (base64url) of the JSON { datiVolo }. numero is the policy number, certificato the path of its PDF (GET file/adesione/{itemGUID}).
 */
export interface DatiAdesione {
  itemGUID: string;
  numero: string;
  pacchetto: string;
  descrizione?: string | null;
  totalePremio: number;
  totalePremioImposte: number;
  totalePremioPersona?: number | null;
  totalePremioPersonaImposte?: number | null;
  commissioni: number;
  totalePremioDaPagare: number;
  totaleRitenuta?: number | null;
  numeroPartecipanti: number;
  partecipantiElencoLista: {
    nome: string;
    cognome: string;
    /**
     * True for the head of a group whose participants are listed in documentoPartecipanti (absent otherwise).
     */
    capogruppo?: boolean;
  }[];
  inizioViaggio: string;
  fineViaggio: string;
  destinazione?: string | null;
  nazionalita?: string | null;
  riferimentoPratica?: string | null;
  /**
   * The agent's notes on the practice, typed in the purchase form (spec 2 §3 datiViaggio note).
   */
  note?: string | null;
  acquistataConCredito: boolean;
  datiAggiuntivi?: string | null;
  datiExtra?: string | null;
  certificato?: string;
  /**
   * The image or PDF listing a group's insured, attached instead of typing every name (spec 2 §2 "Participants"): nomeFile its name as uploaded, percorso the path to download it (GET file/adesione/{itemGUID}/partecipanti). Null when every insured is named in partecipantiElencoLista.
   */
  documentoPartecipanti?: {
    nomeFile: string;
    percorso: string;
  } | null;
}
