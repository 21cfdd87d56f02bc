import { useQuery } from '@tanstack/react-query';
import type CodiceFiscaleJs from 'codice-fiscale-js';
import type { PartecipanteViaggio } from '../../schemas/types';
import { campiPartecipante } from './righe';

type CodiceFiscale = typeof CodiceFiscaleJs;

export const AVVISI_CF = {
  controllo: 'Codice fiscale non valido: il carattere di controllo non corrisponde',
  corrispondenza:
    'Il codice fiscale non corrisponde a cognome, nome o data di nascita: verificarlo (per un viaggiatore straniero si può proseguire)',
};

let loading: Promise<CodiceFiscale> | null = null;

/**
 * codice-fiscale-js, loaded the first time a tax code is typed: it carries the list of Italian
 * municipalities (some 300 kB), which the rest of the page does not need. Its CommonJS build exports
 * `{ CodiceFiscale }` while its types declare a default export, hence the lookup.
 */
export function caricaCodiceFiscale(): Promise<CodiceFiscale> {
  loading ??= import('codice-fiscale-js').then((m) => {
    const mod = m as Record<string, unknown>;
    const fallback = mod.default as Record<string, unknown> | undefined;
    return (mod.CodiceFiscale ?? fallback?.CodiceFiscale ?? fallback) as CodiceFiscale;
  });
  return loading;
}

const OMOCODIA = 'LMNPQRSTUV';
const cifra = (c: string) => (OMOCODIA.includes(c) ? String(OMOCODIA.indexOf(c)) : c);

/** What a tax code deserves: an error (the field is invalid) or a softer warning. */
export interface EsitoCodiceFiscale {
  livello: 'errore' | 'avviso';
  testo: string;
}

/**
 * What a participant's tax code deserves. A wrong check character (or a malformed code) is an error:
 * no such code exists, and the server refuses it. A valid code that was not computed from the
 * surname, name and birth date given is only a warning (foreign travellers have codes of their own,
 * or none). Undefined when there is nothing to say; over 16 characters is an error checkPartecipanti
 * gives.
 */
export function esitoCodiceFiscale(
  cf: CodiceFiscale,
  p: PartecipanteViaggio,
): EsitoCodiceFiscale | undefined {
  const f = campiPartecipante(p);
  if (f.codiceFiscale === '' || f.codiceFiscale.length > 16) return undefined;
  if (!cf.check(f.codiceFiscale)) return { livello: 'errore', testo: AVVISI_CF.controllo };
  const avviso = avvisoCorrispondenza(cf, f);
  return avviso ? { livello: 'avviso', testo: avviso } : undefined;
}

function avvisoCorrispondenza(
  cf: CodiceFiscale,
  f: ReturnType<typeof campiPartecipante>,
): string | undefined {
  const code = f.codiceFiscale;
  if (f.cognome !== '' && code.slice(0, 3) !== cf.surnameCode(f.cognome)) return AVVISI_CF.corrispondenza;
  if (f.nome !== '' && code.slice(3, 6) !== cf.nameCode(f.nome)) return AVVISI_CF.corrispondenza;
  const data = /^(\d{4})-(\d{2})-(\d{2})$/.exec(f.dataNascita);
  if (data) {
    const written = [...code.slice(6, 11)].map((c, i) => (i === 2 ? c : cifra(c))).join('');
    const [y, m, d] = [Number(data[1]), Number(data[2]), Number(data[3])];
    if (!(['M', 'F'] as const).some((g) => cf.dateCode(d, m, y, g) === written))
      return AVVISI_CF.corrispondenza;
  }
  return undefined;
}

/**
 * The tax code's verdict for each participant, once the library is loaded (none are due before a code is typed).
 * The library is a query of its own: loaded once per app, shared by every table.
 */
export function useAvvisiCodiceFiscale(rows: PartecipanteViaggio[]): Array<EsitoCodiceFiscale | undefined> {
  const needed = rows.some((p) => campiPartecipante(p).codiceFiscale !== '');
  const lib = useQuery({
    queryKey: ['libreria', 'codice-fiscale-js'],
    queryFn: caricaCodiceFiscale,
    enabled: needed,
    staleTime: Infinity,
    gcTime: Infinity,
  }).data;
  return lib ? rows.map((p) => esitoCodiceFiscale(lib, p)) : rows.map(() => undefined);
}

/**
 * The birth date (YYYY-MM-DD) a valid tax code carries, or null: a faster sale fills an empty
 * birth date from it (issue 24, "A faster sale").
 */
export function dataNascitaDa(cf: CodiceFiscale, codice: string): string | null {
  const code = codice.trim().toUpperCase();
  if (code.length !== 16 || !cf.check(code)) return null;
  try {
    const birthday = new cf(code).birthday;
    return birthday instanceof Date && !Number.isNaN(birthday.getTime())
      ? birthday.toISOString().slice(0, 10)
      : null;
  } catch {
    return null;
  }
}
