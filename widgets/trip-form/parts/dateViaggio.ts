import dayjs from 'dayjs';
import { MAX_DATE } from '../../../engine/core/format';
import type { ParametriViaggio } from '../../../schemas/types';

/**
 * The trip-date rules of spec 2 §5 (the start not in the past, the end not before the start,
 * nothing after 31/12/2099) with the server's own label keys. Issue 24: a date breaking them is kept as typed and refused with these.
 */
export const MESSAGGI_DATE = {
  passato: { key: 'pricing.inizioViaggioPassato' },
  finePrimaInizio: { key: 'pricing.fineViaggioPrimaInizio' },
  finePassata: { key: 'viaggio.fineViaggioPassata' },
  oltreMassimo: { key: 'viaggio.dataOltreMassimo' },
} as const;

type Messaggio = (typeof MESSAGGI_DATE)[keyof typeof MESSAGGI_DATE];
export type Traduci = (key: string) => string;

const giorno = (value: string | null | undefined) => (value ? String(value).slice(0, 10) : null);
export const oggi = () => dayjs().format('YYYY-MM-DD');

/** Each broken date rule, in the form's order (start, then end). */
export function problemiDate(
  parametri: Pick<ParametriViaggio, 'inizioViaggio' | 'fineViaggio'>,
  today: string = oggi(),
): Array<{ field: 'inizioViaggio' | 'fineViaggio'; messaggio: Messaggio }> {
  const inizio = giorno(parametri.inizioViaggio);
  const fine = giorno(parametri.fineViaggio);
  const out: Array<{ field: 'inizioViaggio' | 'fineViaggio'; messaggio: Messaggio }> = [];
  if (inizio !== null && inizio < today)
    out.push({ field: 'inizioViaggio', messaggio: MESSAGGI_DATE.passato });
  if (inizio !== null && inizio > MAX_DATE)
    out.push({ field: 'inizioViaggio', messaggio: MESSAGGI_DATE.oltreMassimo });
  if (fine !== null && inizio !== null && fine < inizio)
    out.push({ field: 'fineViaggio', messaggio: MESSAGGI_DATE.finePrimaInizio });
  if (fine !== null && inizio === null && fine < today)
    out.push({ field: 'fineViaggio', messaggio: MESSAGGI_DATE.finePassata });
  if (fine !== null && fine > MAX_DATE)
    out.push({ field: 'fineViaggio', messaggio: MESSAGGI_DATE.oltreMassimo });
  return out;
}

/** The messages of the broken date rules, translated (one red toast each). */
export function testiProblemiDate(
  parametri: Pick<ParametriViaggio, 'inizioViaggio' | 'fineViaggio'> | null | undefined,
  t: Traduci,
  today?: string,
): string[] {
  if (!parametri) return [];
  return problemiDate(parametri, today).map((p) => t(p.messaggio.key));
}

/**
 * The date fields' bounds and their messages for the date widget: the start from today to
 * 31/12/2099, the end from the start (today without one) to 31/12/2099.
 */
export function limitiDate(
  parametri: Pick<ParametriViaggio, 'inizioViaggio'>,
  t: Traduci,
  today: string = oggi(),
) {
  const msg = (m: Messaggio) => t(m.key);
  const inizio = giorno(parametri.inizioViaggio);
  return {
    inizioViaggio: {
      min: today,
      max: MAX_DATE,
      messaggioMin: msg(MESSAGGI_DATE.passato),
      messaggioMax: msg(MESSAGGI_DATE.oltreMassimo),
    },
    fineViaggio: {
      min: inizio ?? today,
      max: MAX_DATE,
      messaggioMin: msg(inizio ? MESSAGGI_DATE.finePrimaInizio : MESSAGGI_DATE.finePassata),
      messaggioMax: msg(MESSAGGI_DATE.oltreMassimo),
    },
  };
}
