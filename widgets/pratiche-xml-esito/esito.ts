/** One policy issued (or put in the cart) for a practice, with its signed certificate link. */
export interface PolizzaXml {
  numero: string;
  pacchetto: string;
  contraente: string;
  /** A signed `/adesioni/file?token=` link, as the certificate mails carry. */
  urlCertificato: string;
}

export type EsitoPratica = 'emessa' | 'nelCarrello' | 'giaPresente' | 'errore';

export interface PraticaXml {
  riferimento: string;
  esito: EsitoPratica;
  messaggi: string[];
  polizze: PolizzaXml[];
}

/** GET pratichexml/esito's `item1`: the submission and its practices in the envelope's order. */
export interface EsitoInvio {
  invio: { id: number; ricevutoIl: string; distributore: string };
  pratiche: PraticaXml[];
}

/** The outcomes in the order the summary lists them. */
export const ESITI: readonly EsitoPratica[] = ['emessa', 'nelCarrello', 'giaPresente', 'errore'];

/** The readable label of each outcome. */
export const ETICHETTA_ESITO: Record<EsitoPratica, string> = {
  emessa: 'praticheXml.esito.emessa',
  nelCarrello: 'praticheXml.esito.nelCarrello',
  giaPresente: 'praticheXml.esito.giaPresente',
  errore: 'praticheXml.esito.errore',
};

/** The summary's sentence of each outcome (ICU plural on `n`). */
export const CONTEGGIO_ESITO: Record<EsitoPratica, string> = {
  emessa: 'praticheXml.conteggio.emessa',
  nelCarrello: 'praticheXml.conteggio.nelCarrello',
  giaPresente: 'praticheXml.conteggio.giaPresente',
  errore: 'praticheXml.conteggio.errore',
};

/** Bootstrap's text-bg colour of each outcome's badge (all AA on their background). */
export const COLORE_ESITO: Record<EsitoPratica, string> = {
  emessa: 'success',
  nelCarrello: 'primary',
  giaPresente: 'secondary',
  errore: 'danger',
};

/** How many practices had each outcome; an outcome the client does not know counts nowhere. */
export function conteggi(pratiche: readonly PraticaXml[]): Record<EsitoPratica, number> {
  const out: Record<EsitoPratica, number> = { emessa: 0, nelCarrello: 0, giaPresente: 0, errore: 0 };
  for (const p of pratiche) if (p.esito in out) out[p.esito] += 1;
  return out;
}

/** The answer's `item1`, or null when it is not an outcome (a wrong shape shows as the refusal). */
export function leggiEsito(raw: unknown): EsitoInvio | null {
  const item = (raw as { item1?: unknown } | null)?.item1 as Partial<EsitoInvio> | undefined;
  if (!item || typeof item !== 'object' || !item.invio || !Array.isArray(item.pratiche)) return null;
  return item as EsitoInvio;
}

/** A certificate link the page may show: same-site paths and http(s) addresses only. */
export function linkSicuro(url: string): string | null {
  return /^(\/(?!\/)|https?:\/\/)/i.test(url) ? url : null;
}

/** A message cut into its text and its http(s) addresses, in order (a trailing full stop stays text). */
export function partiDelMessaggio(testo: string): Array<{ testo: string; link?: string }> {
  return testo
    .split(/(https?:\/\/[^\s<>"]+[^\s<>".,;:!?)])/i)
    .filter((parte) => parte !== '')
    .map((parte) => (/^https?:\/\//i.test(parte) ? { testo: parte, link: parte } : { testo: parte }));
}
