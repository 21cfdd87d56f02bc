import type { DatiViaggio, PartecipanteViaggio } from '../../../../schemas/types';
import { oneLine } from '../../../../engine/core/format';
import { leggiData } from '../partecipanti/dataNascita';

const riga = <T extends string | null | undefined>(v: T): T => (typeof v === 'string' ? oneLine(v) : v) as T;

/** A birth date in one form, YYYY-MM-DD, when it is a date at all (the participants' check refuses the rest). */
const nascita = <T extends string | null | undefined>(v: T): T => {
  if (typeof v !== 'string') return v;
  const s = oneLine(v);
  return (leggiData(s) ?? s) as T;
};

function partecipante(p: PartecipanteViaggio): PartecipanteViaggio {
  if (!p || typeof p !== 'object') return p;
  const out: PartecipanteViaggio = { ...p };
  for (const k of ['Cognome', 'Nome', 'CodiceFiscale', 'Email', 'cognome', 'nome', 'codiceFiscale'] as const)
    if (k in out) out[k] = riga(out[k]);
  if ('DataNascita' in out) out.DataNascita = nascita(out.DataNascita);
  if ('dataNascita' in out) out.dataNascita = nascita(out.dataNascita);
  return out;
}

/**
 * The item's free texts as one line each, as they will be printed in mails and certificates (names,
 * the contraente made of the first name, the practice reference, the notes, the further data's
 * answers), and its birth dates as YYYY-MM-DD: what is checked, priced and stored is the same text.
 */
export function testiSuUnaRiga<D extends DatiViaggio>(dati: D): D {
  return {
    ...dati,
    ...(dati.partecipanti ? { partecipanti: dati.partecipanti.map(partecipante) } : {}),
    ...('riferimentoPratica' in dati ? { riferimentoPratica: riga(dati.riferimentoPratica) } : {}),
    ...('note' in dati ? { note: riga(dati.note) } : {}),
    ...(dati.ulterioriDati
      ? { ulterioriDati: dati.ulterioriDati.map((u) => (u ? { ...u, valore: riga(u.valore) } : u)) }
      : {}),
  };
}
