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

/**
 * The warning a participant's tax code deserves, never a block: a wrong check character, or a code
 * that was not computed from the surname, name and birth date given (foreign travellers have codes
 * of their own, or none). Undefined when there is nothing to say; over 16 characters is an error
 * checkPartecipanti gives.
 */
export function avvisoCodiceFiscale(cf: CodiceFiscale, p: PartecipanteViaggio): string | undefined {
  const f = campiPartecipante(p);
  if (f.codiceFiscale === '' || f.codiceFiscale.length > 16) return undefined;
  if (!cf.check(f.codiceFiscale)) return AVVISI_CF.controllo;
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
 * The warning of each participant, once the library is loaded (none are due before a code is typed).
 * The library is a query of its own: loaded once per app, shared by every table.
 */
export function useAvvisiCodiceFiscale(rows: PartecipanteViaggio[]): Array<string | undefined> {
  const needed = rows.some((p) => campiPartecipante(p).codiceFiscale !== '');
  const lib = useQuery({
    queryKey: ['libreria', 'codice-fiscale-js'],
    queryFn: caricaCodiceFiscale,
    enabled: needed,
    staleTime: Infinity,
    gcTime: Infinity,
  }).data;
  return lib ? rows.map((p) => avvisoCodiceFiscale(lib, p)) : rows.map(() => undefined);
}
