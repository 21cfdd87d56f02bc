/** Word lists and generators shared by the demo seed and the volume generator of the My area. */

/** Deterministic pseudo-random numbers (mulberry32), so seeded counts and rows never change. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type Random = () => number;
export const pick = <T>(next: Random, list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
export const between = (next: Random, min: number, max: number): number =>
  min + Math.floor(next() * (max - min + 1));

export const COGNOMI = [
  'Bianchi',
  'Romano',
  'Colombo',
  'Ricci',
  'Marino',
  'Greco',
  'Bruno',
  'Gallo',
  'Conti',
  'De Luca',
  'Mancini',
  'Costa',
  'Giordano',
  'Rizzo',
  'Lombardi',
  'Moretti',
  'Barbieri',
  'Fontana',
  'Santoro',
  'Mariani',
  'Rinaldi',
  'Caruso',
  'Ferrara',
  'Galli',
  'Martini',
  'Leone',
  'Longo',
  'Gentile',
  'Martinelli',
  'Vitale',
  'Lombardo',
  'Serra',
  'Coppola',
  'De Santis',
  "D'Angelo",
  'Marchetti',
  'Parisi',
  'Villa',
  'Conte',
  'Ferraro',
  'Fabbri',
  'Bianco',
  'Marini',
  'Grasso',
  'Valentini',
  'Messina',
  'Sala',
  'De Angelis',
  'Gatti',
  'Pellegrini',
  'Palumbo',
  'Sanna',
  'Farina',
  'Rizzi',
  'Monti',
  'Cattaneo',
  'Morelli',
  'Amato',
  'Silvestri',
  'Mazza',
  'Testa',
  'Grassi',
  'Pellegrino',
  'Carbone',
  'Giuliani',
  'Benedetti',
  'Barone',
  'Orlando',
  'Damico',
  'Palmieri',
  'Bernardi',
] as const;

export const NOMI_M = [
  'Marco',
  'Alessandro',
  'Luca',
  'Matteo',
  'Davide',
  'Niccolò',
  'Giuseppe',
  'Francesco',
  'Andrea',
  'Lorenzo',
  'Simone',
  'Federico',
  'Riccardo',
  'Tommaso',
  'Gabriele',
  'Stefano',
  'Paolo',
  'Antonio',
  'Giovanni',
  'Roberto',
  'Emanuele',
  'Fabio',
  'Salvatore',
  'Vincenzo',
  'Pietro',
  'Michele',
] as const;

export const NOMI_F = [
  'Giulia',
  'Francesca',
  'Chiara',
  'Sara',
  'Elena',
  'Martina',
  'Alessia',
  'Valentina',
  'Federica',
  'Silvia',
  'Anna',
  'Giorgia',
  'Laura',
  'Beatrice',
  'Ilaria',
  'Elisa',
  'Marta',
  'Alice',
  'Sofia',
  'Aurora',
  'Caterina',
  'Lucia',
  'Paola',
  'Roberta',
  'Veronica',
  'Noemi',
] as const;

/** Belfiore codes of the birth towns, for codici fiscali that look real. */
const COMUNI = ['H501', 'F205', 'F839', 'L219', 'G273', 'D612', 'A952', 'A944', 'L736', 'C351'] as const;

export const EMAIL_DOMINI = [
  'gmail.com',
  'libero.it',
  'alice.it',
  'outlook.it',
  'virgilio.it',
  'tiscali.it',
] as const;

const MESI_CF = 'ABCDEHLMPRST';
const ODD = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23];

const plain = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[^A-Za-z]/g, '')
    .toUpperCase();
const consonants = (s: string) => s.replace(/[AEIOU]/g, '');
const vowels = (s: string) => s.replace(/[^AEIOU]/g, '');

function surnameCode(cognome: string): string {
  const s = plain(cognome);
  return (consonants(s) + vowels(s) + 'XXX').slice(0, 3);
}

function nameCode(nome: string): string {
  const s = plain(nome);
  const c = consonants(s);
  if (c.length >= 4) return c[0]! + c[2]! + c[3]!;
  return (c + vowels(s) + 'XXX').slice(0, 3);
}

function controlChar(first15: string): string {
  let sum = 0;
  for (let i = 0; i < 15; i++) {
    const code = first15.charCodeAt(i);
    const index = code >= 48 && code <= 57 ? code - 48 : code - 65;
    sum += i % 2 === 0 ? (ODD[index] ?? 0) : index;
  }
  return String.fromCharCode(65 + (sum % 26));
}

/** A personal codice fiscale with a correct control letter, built the way the Agenzia delle Entrate does. */
export function codiceFiscale(
  cognome: string,
  nome: string,
  nascita: string,
  femmina: boolean,
  next: Random,
): string {
  const [y, m, d] = nascita.split('-').map(Number) as [number, number, number];
  const day = String(d + (femmina ? 40 : 0)).padStart(2, '0');
  const body = `${surnameCode(cognome)}${nameCode(nome)}${String(y % 100).padStart(2, '0')}${MESI_CF[m - 1]}${day}${pick(next, COMUNI)}`;
  return body + controlChar(body);
}

export interface Persona {
  cognome: string;
  nome: string;
  codiceFiscale: string;
  dataNascita: string;
  email: string | null;
}

/** One made-up Italian traveller, born on `dataNascita` (YYYY-MM-DD). */
export function persona(next: Random, withEmail: boolean, dataNascita: string): Persona {
  const femmina = next() < 0.5;
  const cognome = pick(next, COGNOMI);
  const nome = pick(next, femmina ? NOMI_F : NOMI_M);
  const local = `${plain(nome)}.${plain(cognome)}`.toLowerCase();
  return {
    cognome,
    nome,
    codiceFiscale: codiceFiscale(cognome, nome, dataNascita, femmina, next),
    dataNascita,
    email: withEmail ? `${local}@${pick(next, EMAIL_DOMINI)}` : null,
  };
}

/** Cents as the decimal text numeric columns take ("1234.50"). */
export const euros = (cents: number): string => {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
};
