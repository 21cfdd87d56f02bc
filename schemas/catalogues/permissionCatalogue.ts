/** One entry of the permission catalogue (spec 1 §3 "Permission (catalogue)"). */
export interface CatalogueEntry {
  codice: string;
  descrizione: string;
  gruppo: string;
  backOffice: boolean;
  displayOrder: number;
  azioneSingola: boolean;
}

/**
 * Every permission the portal knows. `{product}` codes use the brand slug (WEB_MYOVERINS_…).
 * Single-action permissions (an on/off switch, letter E) are those that name one operation.
 */
export function permissionCatalogue(slug: string): CatalogueEntry[] {
  const my = `WEB_MY${slug.toUpperCase()}`;
  const rows: Array<Omit<CatalogueEntry, 'displayOrder'>> = [
    {
      codice: 'WEB_ANAGRAFICA_ACCESSO_CARRELLO',
      descrizione: 'Accesso al carrello e al preventivatore',
      gruppo: 'Carrello',
      backOffice: false,
      azioneSingola: true,
    },
    {
      codice: 'WEB_ANAGRAFICA_DATI_AZIENDA',
      descrizione: 'Dati aziendali del distributore',
      gruppo: 'Anagrafica',
      backOffice: false,
      azioneSingola: false,
    },
    {
      codice: `${my}_ACQUISTI_POLIZZE`,
      descrizione: 'Acquisti delle polizze del fornitore',
      gruppo: 'Area riservata',
      backOffice: false,
      azioneSingola: false,
    },
    {
      codice: `${my}_TUOI_ACQUISTI`,
      descrizione: 'I tuoi acquisti',
      gruppo: 'Area riservata',
      backOffice: false,
      azioneSingola: false,
    },
    {
      codice: `${my}_COMMERCIALE_DISTRIBUTORI`,
      descrizione: 'Distributori seguiti dal commerciale',
      gruppo: 'Area riservata',
      backOffice: false,
      azioneSingola: false,
    },
    {
      codice: `${my}_CREDITI`,
      descrizione: 'I tuoi crediti',
      gruppo: 'Area riservata',
      backOffice: false,
      azioneSingola: false,
    },
    {
      codice: `${my}_ACQUISTI_NETWORK`,
      descrizione: 'Acquisti delle agenzie del network',
      gruppo: 'Area riservata',
      backOffice: false,
      azioneSingola: false,
    },
    {
      codice: `${my}_ESTRATTICONTO_NETWORK`,
      descrizione: 'Estratti conto del network',
      gruppo: 'Area riservata',
      backOffice: false,
      azioneSingola: false,
    },
    {
      codice: `${my}_PAGAMENTI`,
      descrizione: 'I tuoi pagamenti',
      gruppo: 'Area riservata',
      backOffice: false,
      azioneSingola: false,
    },
    {
      codice: `${my}_ESTRATTICONTO`,
      descrizione: 'I tuoi estratti conto',
      gruppo: 'Area riservata',
      backOffice: false,
      azioneSingola: false,
    },
    {
      codice: `${my}_RICHIESTE_MODIFICA`,
      descrizione: 'Richieste di modifica delle polizze del fornitore',
      gruppo: 'Area riservata',
      backOffice: false,
      azioneSingola: false,
    },
    {
      codice: `${my}_UTENTI`,
      descrizione: 'Utenti dell’agenzia',
      gruppo: 'Area riservata',
      backOffice: false,
      azioneSingola: false,
    },
    {
      codice: 'BK_IMPOSTAZIONI_ACCEDICOME',
      descrizione: 'Accedi come altro utente',
      gruppo: 'Impostazioni',
      backOffice: true,
      azioneSingola: true,
    },
    {
      codice: 'BK_IMPOSTAZIONI_RUOLI',
      descrizione: 'Ruoli e permessi',
      gruppo: 'Impostazioni',
      backOffice: true,
      azioneSingola: false,
    },
    {
      codice: 'BK_IMPOSTAZIONI_UTENTI',
      descrizione: 'Utenti del portale',
      gruppo: 'Impostazioni',
      backOffice: true,
      azioneSingola: false,
    },
    {
      codice: 'BK_IMPOSTAZIONI_LOCALIZZAZIONE',
      descrizione: 'Testi e traduzioni',
      gruppo: 'Impostazioni',
      backOffice: true,
      azioneSingola: false,
    },
    {
      codice: 'BK_MESSAGGI',
      descrizione: 'Messaggi agli utenti (campanella): invio e messaggi inviati',
      gruppo: 'Impostazioni',
      backOffice: true,
      azioneSingola: false,
    },
    {
      codice: 'BK_AVVISI',
      descrizione: 'Avvisi popup agli utenti e conferme di lettura',
      gruppo: 'Impostazioni',
      backOffice: true,
      azioneSingola: false,
    },
    {
      codice: 'BK_ANAGRAFICA_DISTRIBUTORI',
      descrizione: 'Distributori e registrazioni delle agenzie',
      gruppo: 'Anagrafica',
      backOffice: true,
      azioneSingola: false,
    },
    {
      codice: 'BK_CHIAVI_API',
      descrizione: 'Chiavi API dei distributori per le pratiche XML (emissione e revoca)',
      gruppo: 'Anagrafica',
      backOffice: true,
      azioneSingola: false,
    },
    {
      codice: 'BK_ANAGRAFICA_FORNITORI',
      descrizione: 'Fornitori',
      gruppo: 'Anagrafica',
      backOffice: true,
      azioneSingola: false,
    },
    {
      codice: 'BK_PRODOTTI_CATALOGO',
      descrizione: 'Prodotti, pacchetti e tariffe',
      gruppo: 'Prodotti',
      backOffice: true,
      azioneSingola: false,
    },
    {
      codice: 'BK_POLIZZE_RICHIESTE_MODIFICA',
      descrizione: 'Richieste di modifica delle polizze (accetta o rifiuta)',
      gruppo: 'Polizze',
      backOffice: true,
      azioneSingola: false,
    },
    {
      codice: 'BK_REPORT_COMMISSIONI',
      descrizione: 'Report commissioni per distributore',
      gruppo: 'Report',
      backOffice: true,
      azioneSingola: true,
    },
  ];
  return rows.map((r, i) => ({ ...r, displayOrder: (i + 1) * 10 }));
}
