import { createHash, timingSafeEqual } from 'node:crypto';
import {
  MessaggioGatewayNonValido,
  type RichiestaPagamento,
  type EsitoGateway,
  type EsitoVerificato,
  type GatewayPagamenti,
  type RedirezionePagamento,
  type StatoOrdine,
} from './gateway';

/*
 * Nexi XPay "codice base", as Nexi's own samples write it (github.com/NexiPayments/XPay):
 * - pagamento-semplice/php/pagamento.php: the start fields alias, importo, divisa, codTrans, url,
 *   url_back, mac with mac = sha1('codTrans=' . codTrans . 'divisa=' . divisa . 'importo=' . importo . secret);
 * - pagamento-semplice/php/notifica.php: return and notification carry codTrans, esito, importo, divisa,
 *   data, orario, codAut, mac with mac = sha1('codTrans=…esito=…importo=…divisa=…data=…orario=…codAut=…' . secret);
 * - api-backoffice/interrogazione-dettaglio-ordine/php/…: POST JSON {apiKey, codiceTransazione, timeStamp, mac}
 *   to ecomm/api/bo/situazioneOrdine, mac = sha1('apiKey=…codiceTransazione=…timeStamp=…' . secret); the answer
 *   is signed sha1('esito=…idOperazione=…timeStamp=…' . secret) and carries errore {codice, messaggio} when KO.
 * The answer's `report[]` entries (codiceTransazione, importo, divisa, codiceAutorizzazione, stato,
 * dettaglio[].stato) and the state names are read as github.com/APSfurizon/pretix-xpay reads them
 * (pretix_xpay/utils.py, constants.py). Only esito/idOperazione/timeStamp are covered by the answer's MAC:
 * the report itself is trusted as the TLS connection delivered it, as Nexi's samples do.
 */

export interface OpzioniXPay {
  /** The hosted payment page (XPay: …/ecomm/ecomm/DispatcherServlet). */
  urlPagina: string;
  /** The status call (XPay: …/ecomm/api/bo/situazioneOrdine). */
  urlStato: string;
  alias: string;
  segreto: string;
  /** `xpay` unless said otherwise (the sandbox is `sandbox`). */
  nome?: string;
  fetch?: typeof fetch;
}

const sha1 = (testo: string) => createHash('sha1').update(testo, 'utf8').digest('hex');

export const stringaMacAvvio = (c: { codTrans: string; divisa: string; importo: string }) =>
  `codTrans=${c.codTrans}divisa=${c.divisa}importo=${c.importo}`;

export const stringaMacEsito = (c: {
  codTrans: string;
  esito: string;
  importo: string;
  divisa: string;
  data: string;
  orario: string;
  codAut: string;
}) =>
  `codTrans=${c.codTrans}esito=${c.esito}importo=${c.importo}divisa=${c.divisa}` +
  `data=${c.data}orario=${c.orario}codAut=${c.codAut}`;

/** True when `ricevuto` is the 40-digit hex `atteso`; constant time, case-insensitive as hex is. */
export function macUguale(atteso: string, ricevuto: unknown): boolean {
  if (typeof ricevuto !== 'string' || !/^[0-9a-fA-F]{40}$/.test(ricevuto)) return false;
  const a = Buffer.from(atteso.toLowerCase(), 'utf8');
  const b = Buffer.from(ricevuto.toLowerCase(), 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

const CODTRANS = /^[A-Za-z0-9_-]{1,30}$/;
const ESITI: ReadonlySet<string> = new Set<EsitoGateway>(['OK', 'KO', 'ANNULLO']);
const CAMPI_ESITO = ['codTrans', 'esito', 'importo', 'divisa', 'data', 'orario', 'codAut', 'mac'] as const;

function campiNonValidi(message: string): never {
  throw new MessaggioGatewayNonValido('campi', message);
}

/** A query/form field as one string: the first of repeated values (Fastify gives arrays for them). */
function testo(campi: Record<string, unknown>, nome: string): string | undefined {
  const v = campi[nome];
  if (typeof v === 'string') return v;
  if (Array.isArray(v) && typeof v[0] === 'string') return v[0];
  return undefined;
}

/** Integer cents written as digits only (no sign, no decimals, no exponent), within a safe integer. */
function centesimi(valore: string): number | null {
  if (!/^\d{1,15}$/.test(valore)) return null;
  return Number(valore);
}

const STATI_PAGATO = ['autorizzato', 'contabilizzato', 'contabilizzato parz.', 'in attesa di contab.'];
const STATI_RIFIUTATO = ['negato', 'autor. negata', 'non valido'];
const STATI_ANNULLATO = [
  'annullato',
  'non creato',
  'non generato',
  'chiuso da backoffice',
  'stornato',
  'rimborsato',
  'rimborsato parz.',
  'in attesa di storno',
];

/**
 * The gateway's state of an order as ours. Unknown or in-progress states ('In Corso', 'Pendente',
 * 'Sospeso', anything new) are `in_corso`: they neither pay nor close an attempt.
 */
export function statoDaXPay(stato: string): 'pagato' | 'rifiutato' | 'annullato' | 'in_corso' {
  const s = stato.trim().toLowerCase();
  if (STATI_PAGATO.includes(s)) return 'pagato';
  if (STATI_RIFIUTATO.includes(s)) return 'rifiutato';
  if (STATI_ANNULLATO.includes(s)) return 'annullato';
  return 'in_corso';
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const scalare = (v: unknown): string | null =>
  typeof v === 'string' ? v : typeof v === 'number' && Number.isFinite(v) ? String(v) : null;

export function creaGatewayXPay(opts: OpzioniXPay): GatewayPagamenti {
  const { alias, segreto } = opts;
  if (!alias || !segreto) throw new Error('XPay needs the merchant alias and MAC secret');
  const urlPagina = new URL(opts.urlPagina);
  const urlStato = new URL(opts.urlStato);
  const fetchFn = opts.fetch ?? globalThis.fetch;

  function verificaEsito(campi: Record<string, unknown>): EsitoVerificato {
    if (!isRecord(campi)) campiNonValidi('Nessun campo');
    const v: Partial<Record<(typeof CAMPI_ESITO)[number], string>> = {};
    for (const nome of CAMPI_ESITO) {
      const valore = testo(campi, nome);
      if (valore === undefined) campiNonValidi(`Campo mancante: ${nome}`);
      v[nome] = valore;
    }
    const c = v as Record<(typeof CAMPI_ESITO)[number], string>;
    if (!CODTRANS.test(c.codTrans)) campiNonValidi('codTrans non valido');
    if (!ESITI.has(c.esito)) campiNonValidi(`esito sconosciuto: ${c.esito.slice(0, 20)}`);
    const importo = centesimi(c.importo);
    if (importo === null) campiNonValidi('importo non valido');
    const aliasRicevuto = testo(campi, 'alias');
    if (aliasRicevuto !== undefined && aliasRicevuto !== alias) campiNonValidi('alias diverso');
    if (!macUguale(sha1(stringaMacEsito(c) + segreto), c.mac)) {
      throw new MessaggioGatewayNonValido('mac', `MAC non valido per ${c.codTrans}`);
    }
    // Only what the MAC covers: anything else in the query or form (messaggio, the card holder's
    // name…) could have been written by whoever sends it.
    return {
      codTrans: c.codTrans,
      esito: c.esito as EsitoGateway,
      importoCentesimi: importo,
      divisa: c.divisa,
      codAut: c.codAut,
      data: c.data,
      orario: c.orario,
    };
  }

  return {
    nome: opts.nome ?? 'xpay',

    avvia(p: RichiestaPagamento): RedirezionePagamento {
      if (!CODTRANS.test(p.codTrans)) throw new Error(`codTrans not valid: ${p.codTrans}`);
      if (!Number.isSafeInteger(p.importoCentesimi) || p.importoCentesimi <= 0) {
        throw new Error(`importoCentesimi must be a positive integer: ${p.importoCentesimi}`);
      }
      if (p.divisa !== 'EUR') throw new Error(`divisa not supported: ${String(p.divisa)}`);
      const importo = String(p.importoCentesimi);
      const campi: Record<string, string> = {
        alias,
        importo,
        divisa: p.divisa,
        codTrans: p.codTrans,
        url: p.urlRitorno,
        url_back: p.urlAnnullo,
        urlpost: p.urlNotifica,
        mac: sha1(stringaMacAvvio({ codTrans: p.codTrans, divisa: p.divisa, importo }) + segreto),
      };
      if (p.descrizione) campi.descrizione = p.descrizione;
      if (p.email) campi.mail = p.email;
      const url = new URL(urlPagina);
      for (const [k, v] of Object.entries(campi)) url.searchParams.set(k, v);
      return { url: url.toString(), campi };
    },

    verificaRitorno: verificaEsito,
    verificaNotifica: verificaEsito,

    async statoOrdine(codTrans: string): Promise<StatoOrdine> {
      if (!CODTRANS.test(codTrans)) throw new Error(`codTrans not valid: ${codTrans}`);
      const timeStamp = Date.now();
      const mac = sha1(`apiKey=${alias}codiceTransazione=${codTrans}timeStamp=${timeStamp}${segreto}`);
      const res = await fetchFn(urlStato, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ apiKey: alias, codiceTransazione: codTrans, timeStamp, mac }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!res.ok) throw new Error(`XPay situazioneOrdine answered HTTP ${res.status}`);
      const corpo: unknown = await res.json();
      if (!isRecord(corpo)) campiNonValidi('Risposta non JSON');
      const esito = scalare(corpo.esito);
      const idOperazione = scalare(corpo.idOperazione);
      const ts = scalare(corpo.timeStamp);
      if (esito === null || idOperazione === null || ts === null) campiNonValidi('Risposta incompleta');
      if (
        !macUguale(sha1(`esito=${esito}idOperazione=${idOperazione}timeStamp=${ts}${segreto}`), corpo.mac)
      ) {
        throw new MessaggioGatewayNonValido('mac', 'MAC della risposta di situazioneOrdine non valido');
      }
      if (esito !== 'OK') {
        // A refused call (bad MAC, bad time stamp, gateway error) says nothing of the order: the caller retries.
        const errore = isRecord(corpo.errore) ? corpo.errore : {};
        throw new Error(
          `XPay situazioneOrdine esito ${esito}: ${scalare(errore.codice) ?? ''} ${scalare(errore.messaggio) ?? ''}`.trim(),
        );
      }
      const report = Array.isArray(corpo.report) ? corpo.report : [];
      const voce = report.find(
        (r): r is Record<string, unknown> => isRecord(r) && r.codiceTransazione === codTrans,
      );
      if (!voce) return { stato: 'assente' };
      const dettaglio = Array.isArray(voce.dettaglio) && isRecord(voce.dettaglio[0]) ? voce.dettaglio[0] : {};
      const statoGateway = scalare(voce.stato) ?? scalare(dettaglio.stato);
      if (statoGateway === null) campiNonValidi(`Stato mancante per ${codTrans}`);
      const stato = statoDaXPay(statoGateway);
      if (stato !== 'pagato') return { stato };
      const importo = centesimi(scalare(voce.importo) ?? '');
      if (importo === null) campiNonValidi(`Importo non valido per ${codTrans}`);
      const divisa = scalare(voce.divisa);
      if (divisa === null) campiNonValidi(`Divisa mancante per ${codTrans}`);
      return {
        stato: 'pagato',
        importoCentesimi: importo,
        // The back-office API may write the currency as its ISO 4217 number.
        divisa: divisa === '978' ? 'EUR' : divisa,
        codAut: scalare(voce.codiceAutorizzazione) ?? '',
      };
    },
  };
}
