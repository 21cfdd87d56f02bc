/* generated — run npm run gen:types */
/* source: schemas/entities/agencyRegistration.schema.json */

/**
 * Agency self-registration (spec 2 §3 "Agency registration"), PUT my{product}/agenzia. It travels as multipart/form-data: each *File property is a file part of that name (here: its file name), everything else is the JSON `data` part. provincia is the province's siglaAutomobilistica, citta the comune's denominazione; cittaLeg and provLeg (registered office, when it differs) are empty strings when absent.
 */
export interface AgencyRegistration {
  ragioneSociale: string;
  partitaIva: string;
  codiceFiscale: string;
  /**
   * Reference of the region's authorisation to operate as a travel agency.
   */
  autorizzazioneRegione: string;
  indirizzo: string;
  cap: string;
  provincia: string;
  citta: string;
  cittaLeg?: string;
  provLeg?: string;
  telefono: string;
  email: string;
  nome: string;
  cognome: string;
  username: string;
  visuraCameraleFile: string;
  cartaIdentitaFile: string;
  autorizzazioneFile: string;
  codiceFiscaleFile: string;
}
