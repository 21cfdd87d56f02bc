import type { PartecipanteViaggio } from '../../schemas/types';

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

export const rigaVuota = (): PartecipanteViaggio => ({
  Cognome: '',
  Nome: '',
  CodiceFiscale: '',
  DataNascita: '',
  Email: '',
});

/** The participant as the form keeps it: PascalCase (spec 2 §3), whatever it was read as. */
export function inPascal(p: PartecipanteViaggio): PartecipanteViaggio {
  const f = campiPartecipante(p);
  return {
    ...(p.ItemID === undefined || p.ItemID === null ? {} : { ItemID: p.ItemID }),
    Cognome: f.cognome,
    Nome: f.nome,
    CodiceFiscale: f.codiceFiscale,
    DataNascita: f.dataNascita.slice(0, 10),
    Email: f.email,
  };
}

export const conNomi = (p: PartecipanteViaggio) => {
  const f = campiPartecipante(p);
  return f.cognome !== '' && f.nome !== '';
};

/** Spec 2 §4: a new count adds blank rows or trims from the end; below 1 counts as 1. */
export function ridimensiona(rows: PartecipanteViaggio[], count: number): PartecipanteViaggio[] {
  const n = Math.max(1, Math.trunc(count) || 1);
  if (rows.length === n) return rows;
  if (rows.length > n) return rows.slice(0, n);
  return [...rows, ...Array.from({ length: n - rows.length }, rigaVuota)];
}

/** Spec 2 §4: existing rows with both name and surname are kept, the imported ones follow. */
export function accodaImportati(
  rows: PartecipanteViaggio[],
  imported: PartecipanteViaggio[],
): PartecipanteViaggio[] {
  return [...rows.filter(conNomi), ...imported.filter(conNomi).map(inPascal)];
}

/** The number of participants the trip asks, at least 1. */
export const numeroRichiesto = (n: number | null | undefined) => Math.max(1, Math.trunc(Number(n ?? 1)) || 1);
