import type { DatiViaggio, PartecipanteViaggio, ProdottoDettaglio } from '../../../../schemas/types';
import { codiceFiscaleValido } from './codiceFiscale';
import { leggiData, mostraData } from './dataNascita';

/** Extra-info kinds (spec 2 §3) the participants obey. */
const EXTRA = { dataNascitaObbligatoria: 2, codiceFiscaleObbligatorio: 11, etaMin: 10, etaMax: 4 } as const;
const DATA_MINIMA = '1900-01-01';
const MAX_CF = 16;
/** As the participant file allows (parsePartecipanti): the cart would otherwise keep megabytes of "name". */
const MAX_NOME = 200;
/** Beyond this many, the agent gets a count rather than thousands of lines. */
const MAX_MESSAGGI = 20;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const TESTO_PARTECIPANTI = {
  numero: (inseriti: number, attesi: number) =>
    `Il numero dei partecipanti inseriti (${inseriti}) non corrisponde al numero dei partecipanti del viaggio (${attesi})`,
  capogruppo: 'Con il file dei partecipanti allegato indicare solo il capogruppo, con cognome e nome',
  nomi: (n: number) => `Cognome e nome obbligatori per il partecipante ${n}`,
  nomeLungo: (n: number) =>
    `Cognome e nome del partecipante ${n} non possono superare ${MAX_NOME} caratteri ciascuno`,
  dataObbligatoria: (n: number) => `Data di nascita obbligatoria per il partecipante ${n}`,
  cfObbligatorio: (n: number) => `Codice fiscale obbligatorio per il partecipante ${n}`,
  dataNonValida: (n: number) => `Data di nascita non valida per il partecipante ${n}`,
  dataMinima: (n: number) =>
    `La data di nascita del partecipante ${n} non può essere precedente al 01/01/1900`,
  dataFutura: (n: number) => `La data di nascita del partecipante ${n} non può essere successiva a oggi`,
  cfLungo: (nome: string, cognome: string) =>
    `Il codice fiscale del passeggero ${nome} ${cognome} ha piu' di 16 caratteri. Correggerlo`,
  cfErrato: (nome: string, cognome: string) =>
    `Il codice fiscale del passeggero ${nome} ${cognome} non è valido: controllarne i caratteri`,
  etaMin: (n: number, eta: number, min: number, inizio: string) =>
    `Il partecipante ${n} ha ${eta} anni il ${mostraData(inizio)}, inizio del viaggio: l'età minima per questo prodotto è ${min} anni`,
  etaMax: (n: number, eta: number, max: number, inizio: string) =>
    `Il partecipante ${n} ha ${eta} anni il ${mostraData(inizio)}, inizio del viaggio: l'età massima per questo prodotto è ${max} anni`,
  email: (n: number) => `L'indirizzo email del partecipante ${n} non è valido`,
  altri: (k: number) => `Altri ${k} errori nei dati dei partecipanti`,
};
const T = TESTO_PARTECIPANTI;

/** A participant's fields whether typed (PascalCase) or imported (camelCase), trimmed. */
export function campiPartecipante(p: PartecipanteViaggio) {
  const s = (a: string | null | undefined, b: string | null | undefined) => (a ?? b ?? '').trim();
  return {
    cognome: s(p.Cognome, p.cognome),
    nome: s(p.Nome, p.nome),
    codiceFiscale: s(p.CodiceFiscale, p.codiceFiscale).toUpperCase(),
    dataNascita: s(p.DataNascita, p.dataNascita),
    email: (p.Email ?? '').trim(),
  };
}

const isoDi = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

/** Whole years between two YYYY-MM-DD dates. */
function anni(nascita: string, il: string): number {
  const [y1, m1, d1] = nascita.split('-').map(Number) as [number, number, number];
  const [y2, m2, d2] = il.split('-').map(Number) as [number, number, number];
  return y2 - y1 - (m2 < m1 || (m2 === m1 && d2 < d1) ? 1 : 0);
}

function limite(prodotto: Pick<ProdottoDettaglio, 'extraInfo'>, labelID: number): number | null {
  const info = prodotto.extraInfo.find((e) => e.labelID === labelID);
  if (!info) return null;
  const v = Number(String(info.valore ?? '').trim());
  return String(info.valore ?? '').trim() !== '' && Number.isFinite(v) ? v : null;
}

/**
 * The participants of a trip as the server accepts them (spec 2 §4, §5, extra-info kinds of §3):
 * as many as the trip's numeroPartecipanti (at least 1), or only the head of the group when an image
 * or PDF of the participants is attached; surname and name; birth date and tax code when the product
 * requires them; birth date from 01/01/1900 to `oggi`; a tax code of at most 16 characters with the
 * right check character; the age limits at the trip's start; a well-formed email when given.
 * A tax code that does not match name or birth date is only a warning on the client (foreign travellers).
 * The email is optional even when the product shows its column (`richiedeEmail`): only its form is checked.
 * Returns the Italian messages, none when the participants are acceptable.
 */
export function validaPartecipanti(
  dati: DatiViaggio,
  prodotto: Pick<ProdottoDettaglio, 'extraInfo' | 'richiedeEmail' | 'caricaImmagine'>,
  oggi: Date,
): string[] {
  const partecipanti = dati.partecipanti ?? [];
  const messaggi: string[] = [];
  const conFile =
    dati.immaginePartecipanti !== null &&
    dati.immaginePartecipanti !== undefined &&
    String(dati.immaginePartecipanti) !== '';
  if (conFile) {
    const primo = partecipanti[0] ? campiPartecipante(partecipanti[0]) : null;
    if (partecipanti.length !== 1 || !primo || primo.cognome === '' || primo.nome === '')
      messaggi.push(T.capogruppo);
  } else {
    const attesi = Math.max(1, Math.trunc(Number(dati.parametri.numeroPartecipanti ?? 1)) || 1);
    if (partecipanti.length !== attesi) messaggi.push(T.numero(partecipanti.length, attesi));
  }

  const ids = new Set(prodotto.extraInfo.map((e) => e.labelID));
  const etaMin = limite(prodotto, EXTRA.etaMin);
  const etaMax = limite(prodotto, EXTRA.etaMax);
  const today = isoDi(oggi);
  const inizio = leggiData(String(dati.parametri.inizioViaggio ?? '').slice(0, 10)) ?? today;

  partecipanti.forEach((p, i) => {
    const n = i + 1;
    const f = campiPartecipante(p);
    if (f.cognome === '' || f.nome === '') messaggi.push(T.nomi(n));
    else if (f.cognome.length > MAX_NOME || f.nome.length > MAX_NOME) messaggi.push(T.nomeLungo(n));
    if (f.dataNascita === '') {
      if (ids.has(EXTRA.dataNascitaObbligatoria)) messaggi.push(T.dataObbligatoria(n));
    } else {
      const data = leggiData(f.dataNascita);
      if (data === null) messaggi.push(T.dataNonValida(n));
      else if (data < DATA_MINIMA) messaggi.push(T.dataMinima(n));
      else if (data > today) messaggi.push(T.dataFutura(n));
      else {
        const eta = anni(data, inizio);
        if (etaMin !== null && eta < etaMin) messaggi.push(T.etaMin(n, eta, etaMin, inizio));
        if (etaMax !== null && eta > etaMax) messaggi.push(T.etaMax(n, eta, etaMax, inizio));
      }
    }
    if (f.codiceFiscale === '') {
      if (ids.has(EXTRA.codiceFiscaleObbligatorio)) messaggi.push(T.cfObbligatorio(n));
    } else if (f.codiceFiscale.length > MAX_CF) messaggi.push(T.cfLungo(f.nome, f.cognome));
    else if (!codiceFiscaleValido(f.codiceFiscale)) messaggi.push(T.cfErrato(f.nome, f.cognome));
    if (f.email !== '' && (f.email.length > 254 || !EMAIL.test(f.email))) messaggi.push(T.email(n));
  });

  if (messaggi.length <= MAX_MESSAGGI) return messaggi;
  return [...messaggi.slice(0, MAX_MESSAGGI), T.altri(messaggi.length - MAX_MESSAGGI)];
}
