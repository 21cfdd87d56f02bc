import { readFileSync } from 'node:fs';
import {
  ParseOption,
  XmlDocument,
  XmlElement,
  XmlValidateError,
  XsdValidator,
  type ErrorDetail,
} from 'libxml2-wasm';
import { hasUnsafeText } from '../../plugins/safeText';
import { headerKey } from '../../spreadsheets/types';
import { IMPORT_MSG, type PraticaLetta, type ViaggiatoreLetto } from '../carrello/importazione/pratiche';

/**
 * The XML practices envelope (issue 29 item 5, schemas/xml/pratiche.xsd) read into the multi-policy
 * import's practices, so the same code validates, prices and issues them. libxml2 (libxml2-wasm: no
 * native build) parses and validates against the XSD; hostile input is refused before it is parsed:
 * a body past `MAX_XML_BYTES`, any DOCTYPE or entity declaration (no entity is ever expanded, no DTD
 * or external resource is ever loaded), an encoding other than UTF-8 or ISO-8859-1; libxml2's own
 * depth cap (256) refuses deep nesting in a linear scan.
 */

export const NS_PRATICHE = 'urn:overins:pratiche:1';
export const MAX_XML_MB = 5;
export const MAX_XML_BYTES = MAX_XML_MB * 1024 * 1024;
export const MAX_PRATICHE_XML = 200;
/** Validation messages one answer lists at most. */
const MAX_MESSAGGI = 20;

export const XML_MSG = {
  vuoto: 'Il corpo della richiesta è vuoto: inviare un documento XML InvioPratiche',
  troppoGrande: `Il documento XML è troppo grande (massimo ${MAX_XML_MB} MB)`,
  doctype:
    'Il documento XML non può contenere DOCTYPE, DTD o dichiarazioni di entità: rimuoverle e inviarlo di nuovo',
  codifica: (c: string) => `Codifica ${c} non accettata: usare UTF-8 o ISO-8859-1`,
  codificaUtf16: 'Codifica UTF-16/UTF-32 non accettata: usare UTF-8 o ISO-8859-1',
  malformato: 'Il documento XML non è ben formato',
  annidamento: 'Il documento XML è annidato troppo in profondità',
  radice: `L’elemento radice deve essere InvioPratiche nel namespace ${NS_PRATICHE}`,
  schema: 'Il documento non rispetta lo schema pratiche.xsd',
  troppePratiche: (n: number) =>
    `L’invio contiene ${n} pratiche: massimo ${MAX_PRATICHE_XML} per invio, dividerlo in più invii`,
  data: (campo: string, v: string) => `${campo} non valida: ${v} (usare AAAA-MM-GG)`,
};

export interface MessaggioXml {
  riga?: number;
  testo: string;
}

export type LetturaInvio =
  | { ok: true; pratiche: PraticaLetta[] }
  | { ok: false; status: 400 | 413; codice: string; messaggi: MessaggioXml[] };

const rifiuto = (
  status: 400 | 413,
  codice: string,
  messaggi: MessaggioXml[],
): Extract<LetturaInvio, { ok: false }> => ({ ok: false, status, codice, messaggi });

const ACCETTATE = new Set([
  'utf-8',
  'utf8',
  'iso-8859-1',
  'iso8859-1',
  'latin1',
  'latin-1',
  'us-ascii',
  'ascii',
]);

const OPZIONI = {
  // No NOENT (entities are never substituted), no DTDLOAD, no HUGE (libxml2's depth and size caps hold).
  option: ParseOption.XML_PARSE_NONET | ParseOption.XML_PARSE_NO_XXE | ParseOption.XML_PARSE_NOWARNING,
};

let validatore: XsdValidator | undefined;
/** The XSD, compiled once per process (schemas/xml/pratiche.xsd). */
function xsd(): XsdValidator {
  if (validatore) return validatore;
  const testo = readFileSync(new URL('../../../schemas/xml/pratiche.xsd', import.meta.url), 'utf8');
  const doc = XmlDocument.fromString(testo, OPZIONI);
  validatore = XsdValidator.fromDoc(doc);
  return validatore;
}

/**
 * What is refused from the bytes alone, before any parsing: the encoding (BOM or declaration) and
 * any markup declaration (`<!DOCTYPE`, `<!ENTITY`, `<!ELEMENT`, `<!ATTLIST`), the only way to
 * entities, billion laughs and external DTDs.
 */
function controlloPreliminare(
  bytes: Buffer,
  charset: string | undefined,
): Extract<LetturaInvio, { ok: false }> | { encoding?: string } {
  if (bytes.length === 0 || bytes.toString('latin1').trim() === '')
    return rifiuto(400, 'xml.vuoto', [{ testo: XML_MSG.vuoto }]);
  if (bytes.length > MAX_XML_BYTES)
    return rifiuto(413, 'xml.troppoGrande', [{ testo: XML_MSG.troppoGrande }]);
  const b0 = bytes[0];
  const b1 = bytes[1];
  if ((b0 === 0xfe && b1 === 0xff) || (b0 === 0xff && b1 === 0xfe) || b0 === 0x00 || b1 === 0x00)
    return rifiuto(400, 'xml.codifica', [{ testo: XML_MSG.codificaUtf16 }]);
  // The declaration sits in the first bytes; ASCII in both accepted encodings.
  const inizio = bytes.subarray(0, 300).toString('latin1');
  const dichiarazione = /^(?:\uFEFF|\u00EF\u00BB\u00BF)?\s*<\?xml\s[^?]*\?>/.exec(inizio);
  const enc = dichiarazione ? /encoding\s*=\s*["']([^"']*)["']/.exec(dichiarazione[0])?.[1] : undefined;
  if (enc !== undefined && !ACCETTATE.has(enc.trim().toLowerCase()))
    return rifiuto(400, 'xml.codifica', [{ testo: XML_MSG.codifica(enc.slice(0, 40)) }]);
  // No encoding declared: the Content-Type's charset, when it is one of ours (else UTF-8, XML's default).
  const dalTipo = charset?.trim().toLowerCase();
  if (enc === undefined && dalTipo && !ACCETTATE.has(dalTipo))
    return rifiuto(400, 'xml.codifica', [{ testo: XML_MSG.codifica(dalTipo.slice(0, 40)) }]);
  for (const segno of ['<!DOCTYPE', '<!ENTITY', '<!ELEMENT', '<!ATTLIST', '<!doctype'])
    if (bytes.includes(segno, 0, 'latin1')) {
      const riga = bytes
        .subarray(0, bytes.indexOf(segno, 0, 'latin1'))
        .toString('latin1')
        .split('\n').length;
      return rifiuto(400, 'xml.doctype', [{ riga, testo: XML_MSG.doctype }]);
    }
  const latin1 = enc === undefined && dalTipo !== undefined && /8859|latin/.test(dalTipo);
  return latin1 ? { encoding: 'ISO-8859-1' } : {};
}

const pulito = (m: string) => m.replace(/\s+/g, ' ').trim();

function messaggiDi(details: ErrorDetail[] | undefined, prefisso: string): MessaggioXml[] {
  const out = (details ?? []).slice(0, MAX_MESSAGGI).map((d) => ({
    ...(d.line ? { riga: d.line } : {}),
    testo: `${prefisso}: ${pulito(d.message)}`,
  }));
  return out.length > 0 ? out : [{ testo: prefisso }];
}

/** The element children of `el` (text, comments and processing instructions skipped). */
function figli(el: XmlElement): XmlElement[] {
  const out: XmlElement[] = [];
  for (let n = el.firstChild; n; n = n.next) if (n instanceof XmlElement) out.push(n);
  return out;
}

const testo = (el: XmlElement | undefined) => (el ? el.content.replace(/\s+/g, ' ').trim() : '');

function campi(el: XmlElement): Map<string, XmlElement> {
  const m = new Map<string, XmlElement>();
  for (const f of figli(el)) if (!m.has(f.name)) m.set(f.name, f);
  return m;
}

/** xs:date as YYYY-MM-DD (a time zone, which xs:date allows, is dropped). */
const data = (v: string) => /^(\d{4}-\d{2}-\d{2})(?:Z|[+-]\d{2}:\d{2})?$/.exec(v)?.[1] ?? null;

function praticaDa(el: XmlElement, n: number): PraticaLetta {
  const c = campi(el);
  const errori: string[] = [];
  const giorno = (nome: 'InizioViaggio' | 'FineViaggio', etichetta: string) => {
    const v = testo(c.get(nome));
    const d = data(v);
    if (d === null) errori.push(XML_MSG.data(etichetta, v));
    return d ?? '';
  };
  const importo = testo(c.get('ImportoViaggio'));
  const p: PraticaLetta = {
    rigaExcel: n,
    riferimentoPratica: testo(c.get('Riferimento')),
    codicePacchetto: testo(c.get('Pacchetto')).toUpperCase(),
    inizioViaggio: giorno('InizioViaggio', 'Data Inizio Viaggio'),
    fineViaggio: giorno('FineViaggio', 'Data Fine Viaggio'),
    destinazione: testo(c.get('Destinazione')).toUpperCase(),
    areaPartenza: testo(c.get('AreaPartenza')).toUpperCase() || 'IT',
    importoViaggio: importo === '' ? null : Math.round(Number(importo)),
    contraente: testo(c.get('Contraente')),
    note: testo(c.get('Note')),
    viaggiatori: [],
    errori,
  };
  for (const v of ['riferimentoPratica', 'contraente', 'note'] as const)
    if (hasUnsafeText(p[v])) errori.push(IMPORT_MSG.testo(v === 'riferimentoPratica' ? 'Riferimento' : v));
  const partecipanti = c.get('Partecipanti');
  for (const pe of partecipanti ? figli(partecipanti) : []) {
    const f = campi(pe);
    const nascita = testo(f.get('DataNascita'));
    const v: ViaggiatoreLetto = {
      cognome: testo(f.get('Cognome')),
      nome: testo(f.get('Nome')),
      codiceFiscale: testo(f.get('CodiceFiscale')).toUpperCase(),
      dataNascita: data(nascita) ?? '',
      email: testo(f.get('Email')),
    };
    const chi = `${v.cognome} ${v.nome}`.trim();
    if (v.dataNascita === '')
      errori.push(IMPORT_MSG.nascita(chi, nascita).replace('GG/MM/AAAA', 'AAAA-MM-GG'));
    if ([v.cognome, v.nome, v.codiceFiscale, v.email].some(hasUnsafeText)) errori.push(IMPORT_MSG.testo(chi));
    p.viaggiatori.push(v);
  }
  if (p.viaggiatori.length === 0) errori.push(IMPORT_MSG.viaggiatori);
  // Keyed as the templates' columns are (headerKey of the description): the import maps them the same.
  const ulteriori = c.get('UlterioriDati');
  for (const d of ulteriori ? figli(ulteriori) : []) {
    const nome = d.attr('nome')?.value ?? '';
    const valore = testo(d);
    if (hasUnsafeText(nome) || hasUnsafeText(valore)) errori.push(IMPORT_MSG.testo(nome));
    else if (valore !== '') (p.ulterioriDati ??= {})[headerKey(nome)] = valore;
  }
  return p;
}

/**
 * Reads an envelope (`charset`: the Content-Type's, used when the XML declaration names no encoding):
 * refused whole (400/413 with the messages and their lines) when it is hostile,
 * not well formed, not an InvioPratiche of the namespace, past `MAX_PRATICHE_XML` practices or not
 * valid for the XSD; otherwise its practices, in order, numbered from 1 (`rigaExcel`).
 */
export function leggiInvio(bytes: Buffer, charset?: string): LetturaInvio {
  const prima = controlloPreliminare(bytes, charset);
  if ('ok' in prima) return prima;
  let doc: XmlDocument;
  try {
    doc = XmlDocument.fromBuffer(bytes, { ...OPZIONI, ...prima });
  } catch (error) {
    const details = (error as { details?: ErrorDetail[] }).details;
    if (details?.some((d) => /depth/i.test(d.message)))
      return rifiuto(400, 'xml.annidamento', [{ testo: XML_MSG.annidamento }]);
    if (details?.some((d) => /entit|DOCTYPE|DTD/i.test(d.message)))
      return rifiuto(400, 'xml.doctype', [{ testo: XML_MSG.doctype }]);
    return rifiuto(400, 'xml.malformato', messaggiDi(details, XML_MSG.malformato));
  }
  try {
    const radice = doc.root;
    if (radice.name !== 'InvioPratiche' || radice.namespaceUri !== NS_PRATICHE)
      return rifiuto(400, 'xml.radice', [{ riga: radice.line, testo: XML_MSG.radice }]);
    const elementi = figli(radice);
    const pratiche = elementi.filter((e) => e.name === 'Pratica').length;
    if (pratiche > MAX_PRATICHE_XML)
      return rifiuto(413, 'xml.troppePratiche', [{ testo: XML_MSG.troppePratiche(pratiche) }]);
    try {
      xsd().validate(doc);
    } catch (error) {
      if (error instanceof XmlValidateError)
        return rifiuto(400, 'xml.schema', messaggiDi(error.details, XML_MSG.schema));
      throw error;
    }
    return { ok: true, pratiche: elementi.map((e, i) => praticaDa(e, i + 1)) };
  } finally {
    doc.dispose();
  }
}

const ESCAPE: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
// eslint-disable-next-line no-control-regex -- XML 1.0 forbids these characters: they are what is matched
const VIETATI = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;
/** Text or attribute value escaped for XML (control characters XML 1.0 forbids dropped). */
export const escapeXml = (s: string) => s.replace(VIETATI, '').replace(/[&<>"']/g, (c) => ESCAPE[c]!);

/** The refusal body (schemas/xml/pratiche.xsd `Errore`). */
export function erroreXml(codice: string, messaggi: MessaggioXml[]): string {
  const righe = messaggi.map(
    (m) => `  <Messaggio${m.riga !== undefined ? ` riga="${m.riga}"` : ''}>${escapeXml(m.testo)}</Messaggio>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<Errore xmlns="${NS_PRATICHE}" codice="${escapeXml(codice)}">\n${righe.join('\n')}\n</Errore>\n`;
}
