import type { PartecipanteViaggio } from '../../../schemas/types';

export type Campo = 'Cognome' | 'Nome' | 'CodiceFiscale' | 'DataNascita' | 'Email';

export interface Colonna {
  campo: Campo;
  /** The label key (schemas/catalogues/labels); mandatory columns' labels end in '*'. */
  key: string;
  label: string;
  obbligatorio: boolean;
  type: 'text' | 'date' | 'email';
  autoComplete: string;
}

/** Spec 2 §2 "Participants": N, surname*, name*, tax code, date of birth, and email when enabled. */
export function colonne(richiedeEmail: boolean): Colonna[] {
  const all: Colonna[] = [
    {
      campo: 'Cognome',
      key: 'partecipanti.cognome',
      label: 'Cognome*',
      obbligatorio: true,
      type: 'text',
      autoComplete: 'off',
    },
    {
      campo: 'Nome',
      key: 'partecipanti.nome',
      label: 'Nome*',
      obbligatorio: true,
      type: 'text',
      autoComplete: 'off',
    },
    {
      campo: 'CodiceFiscale',
      key: 'partecipanti.codiceFiscale',
      label: 'Codice fiscale',
      obbligatorio: false,
      type: 'text',
      autoComplete: 'off',
    },
    {
      campo: 'DataNascita',
      key: 'partecipanti.dataNascita',
      label: 'Data di nascita',
      obbligatorio: false,
      type: 'date',
      autoComplete: 'off',
    },
    {
      campo: 'Email',
      key: 'partecipanti.email',
      label: 'E-mail',
      obbligatorio: false,
      type: 'email',
      autoComplete: 'off',
    },
  ];
  return richiedeEmail ? all : all.filter((c) => c.campo !== 'Email');
}

/** A field's value for its input (imported rows may still be camelCase). */
export function valoreDi(p: PartecipanteViaggio, campo: Campo): string {
  const camel = {
    Cognome: p.cognome,
    Nome: p.nome,
    CodiceFiscale: p.codiceFiscale,
    DataNascita: p.dataNascita,
    Email: undefined,
  }[campo];
  const v = p[campo] ?? camel ?? '';
  return campo === 'DataNascita' ? v.slice(0, 10) : v;
}

/** Birth dates from 1 January 1900 (spec 2 §5) to today. */
export const DATA_MIN = '1900-01-01';
export const oggiIso = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

/** A label without the '*' that marks a mandatory column (input names say `required` instead). */
export const senzaAsterisco = (label: string) => label.replace(/\s*\*$/, '');
