import type { GridColumn, GridRow } from '../../widgets/grid/types';

/** A small seeded generator (mulberry32), so every run renders the same rows. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const COGNOMI = [
  'Rossi',
  'Bianchi',
  'Esposito',
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
];
const NOMI = [
  'Mario',
  'Giulia',
  'Luca',
  'Francesca',
  'Andrea',
  'Chiara',
  'Davide',
  'Sara',
  'Alessandro',
  'Elena',
  'Matteo',
  'Martina',
  'Simone',
  'Federica',
  'Paolo',
  'Valentina',
];
const PRODOTTI = ['Viaggio Sicuro', 'Annullamento Plus', 'Multirischio Famiglia', 'Medico Bagaglio'];
const PACCHETTI = ['Base', 'Comfort', 'Top'];
const DESTINAZIONI = [
  'Spagna',
  'Grecia',
  'Giappone',
  'Stati Uniti',
  'Egitto',
  'Francia',
  'Thailandia',
  'Italia',
  'Messico',
  'Portogallo',
  'Kenya',
  'Brasile',
];
const STATI = ['Emessa', 'Emessa', 'Emessa', 'Modificata', 'Annullata'];

const pad = (n: number, w = 2) => String(n).padStart(w, '0');
const iso = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/** `count` policies as an agency's "I tuoi acquisti" answers them, spread over 18 months. */
export function makeRows(count: number): GridRow[] {
  const next = random(20260101);
  const now = Date.UTC(2026, 5, 1);
  const rows: GridRow[] = [];
  for (let i = 0; i < count; i++) {
    const acquisto = new Date(now - Math.floor(next() * 540 * 86_400_000));
    const inizio = new Date(acquisto.getTime() + Math.floor(3 + next() * 118) * 86_400_000);
    const persone = 1 + Math.floor(next() * 5);
    const premio = Math.round((30 + next() * 420) * persone * 100) / 100;
    rows.push({
      id: 100_000 + i,
      numeroPratica: `PR-${pad(i + 1, 8)}`,
      dataAcquisto: `${iso(acquisto)}T${pad(acquisto.getHours())}:${pad(acquisto.getMinutes())}:00`,
      contraente: `${COGNOMI[Math.floor(next() * COGNOMI.length)]} ${NOMI[Math.floor(next() * NOMI.length)]}`,
      prodotto: PRODOTTI[Math.floor(next() * PRODOTTI.length)]!,
      pacchetto: PACCHETTI[Math.floor(next() * PACCHETTI.length)]!,
      destinazione: DESTINAZIONI[Math.floor(next() * DESTINAZIONI.length)]!,
      inizioViaggio: iso(inizio),
      numeroPartecipanti: persone,
      totalePremio: premio,
      pagata: next() > 0.2,
      stato: STATI[Math.floor(next() * STATI.length)]!,
    });
  }
  return rows;
}

/** The columns of the agency's purchases screen (tuoiAcquisti), every one sortable and filterable. */
export const benchColumns: GridColumn[] = [
  { field: 'numeroPratica', title: 'Riferimento pratica', filterable: true, export: true, width: 150 },
  {
    field: 'dataAcquisto',
    title: 'Data acquisto',
    type: 'datetime',
    filterable: true,
    export: true,
    width: 150,
  },
  { field: 'contraente', title: 'Contraente', filterable: true, export: true, exportWidth: 24 },
  {
    field: 'prodotto',
    title: 'Prodotto',
    filterable: 'multiselect',
    groupable: true,
    export: true,
    exportWidth: 22,
  },
  { field: 'pacchetto', title: 'Pacchetto', filterable: 'select', groupable: true, export: true, width: 110 },
  {
    field: 'destinazione',
    title: 'Destinazione',
    filterable: true,
    groupable: true,
    export: true,
    width: 130,
  },
  {
    field: 'inizioViaggio',
    title: 'Inizio viaggio',
    type: 'date',
    filterable: true,
    export: true,
    width: 130,
  },
  {
    field: 'numeroPartecipanti',
    title: 'Partecipanti',
    type: 'numeric-int',
    filterable: true,
    export: true,
    width: 110,
  },
  {
    field: 'totalePremio',
    title: 'Totale premio',
    type: 'numeric',
    format: 'c2',
    filterable: true,
    export: true,
    width: 130,
  },
  { field: 'pagata', title: 'Pagata', type: 'boolean', filterable: true, export: true, width: 90 },
  { field: 'stato', title: 'Stato', groupable: true, export: true, width: 130 },
];
