import { sql } from 'drizzle-orm';
import { boolean, date, integer, numeric, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { defineList } from './defineList';

/** A policies-like table made by the list tests themselves (the real tables belong to other areas). */
export const prova = pgTable('lista_prova_polizze', {
  id: serial('id').primaryKey(),
  agenziaId: integer('agenzia_id').notNull(),
  codice: text('codice').notNull(),
  cognome: text('cognome').notNull(),
  nome: text('nome').notNull(),
  destinazione: text('destinazione'),
  prodotto: text('prodotto').notNull(),
  premio: numeric('premio', { precision: 12, scale: 2 }).notNull(),
  pagata: boolean('pagata'),
  emessaIl: timestamp('emessa_il', { withTimezone: true }).notNull(),
  partenza: date('partenza').notNull(),
  note: text('note'),
});

export interface ProvaRow {
  id: number;
  agenziaId: number;
  codice: string;
  cognome: string;
  nome: string;
  destinazione: string | null;
  prodotto: string;
  premio: string;
  pagata: boolean | null;
  /** Italian local time, as the grammar writes it. */
  emessaIl: string;
  partenza: string;
  note: string | null;
}

const COGNOMI = [
  'Rossi',
  'Russo',
  'Ferrari',
  'Esposito',
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
];
const NOMI = [
  'Giulia',
  'Marco',
  'Francesca',
  'Alessandro',
  'Chiara',
  'Luca',
  'Sara',
  'Matteo',
  'Elena',
  'Davide',
  'Martina',
  'Niccolò',
];
const DESTINAZIONI = [
  'Parigi',
  'New York',
  'Tokyo',
  'Barcellona',
  'Londra',
  'Sharm el-Sheikh',
  'Lisbona',
  'Berlino',
  null,
];
const PRODOTTI = [
  'Annullamento viaggio',
  'Bagaglio smarrito',
  'Copertura sanitaria',
  'Multirischio famiglia',
  'Sport invernali',
];
const NOTE = [
  null,
  null,
  'Cliente abituale',
  'Viaggio di nozze',
  'Pratica con annullamenti già richiesti',
  'Sconto 50% applicato',
  'Codice promo VIAGGIO_2026',
  'Percorso C:\\viaggi\\roma',
  'Gruppo scolastico',
  'Rimborso spese mediche',
];

/** Deterministic pseudo-random numbers, so a failing case can be replayed. */
function random(seed: number): () => number {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s / 2147483648;
  };
}

/** `count` rows shared between agencies 1 and 2 (about two thirds to agency 1). */
export function provaRows(count: number): ProvaRow[] {
  const next = random(42);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const pad = (n: number) => String(n).padStart(2, '0');
  return Array.from({ length: count }, (_, i) => {
    const month = 1 + Math.floor(next() * 12);
    const day = 1 + Math.floor(next() * 28);
    const hour = Math.floor(next() * 24);
    return {
      id: i + 1,
      agenziaId: next() < 0.66 ? 1 : 2,
      codice: `ADE-2026-${String(i + 1).padStart(5, '0')}`,
      cognome: pick(COGNOMI),
      nome: pick(NOMI),
      destinazione: pick(DESTINAZIONI),
      prodotto: pick(PRODOTTI),
      premio: (Math.floor(next() * 40000) / 100 + 9).toFixed(2),
      pagata: next() < 0.1 ? null : next() < 0.6,
      emessaIl: `2026-${pad(month)}-${pad(day)}T${pad(hour)}:${pad(Math.floor(next() * 60))}:${pad(Math.floor(next() * 60))}`,
      partenza: `2026-${pad(Math.min(12, month + 1))}-${pad(day)}`,
      note: pick(NOTE),
    };
  });
}

export async function createProvaTable(db: Db, rows: ProvaRow[]): Promise<void> {
  await db.execute(sql`
    create table lista_prova_polizze (
      id serial primary key,
      agenzia_id integer not null,
      codice text not null unique,
      cognome text not null,
      nome text not null,
      destinazione text,
      prodotto text not null,
      premio numeric(12, 2) not null,
      pagata boolean,
      emessa_il timestamptz not null,
      partenza date not null,
      note text
    )`);
  for (let i = 0; i < rows.length; i += 100) {
    await db.insert(prova).values(
      rows.slice(i, i + 100).map((r) => ({
        ...r,
        emessaIl: sql`${r.emessaIl}::timestamp at time zone 'Europe/Rome'` as unknown as Date,
      })),
    );
  }
}

export const provaList = defineList({
  name: 'provaPolizze',
  from: prova,
  fields: {
    id: { column: prova.id, type: 'number' },
    codice: { column: prova.codice, type: 'string' },
    cognome: { column: prova.cognome, type: 'string' },
    nome: { column: prova.nome, type: 'string' },
    destinazione: { column: prova.destinazione, type: 'string' },
    prodotto: { column: prova.prodotto, type: 'string' },
    premio: { column: prova.premio, type: 'number' },
    pagata: { column: prova.pagata, type: 'boolean' },
    emessaIl: { column: prova.emessaIl, type: 'date' },
    partenza: { column: prova.partenza, type: 'date' },
    note: { column: prova.note, type: 'string', sortable: false },
    assicurato: { column: sql`${prova.cognome} || ' ' || ${prova.nome}`, type: 'string', filterable: false },
  },
  fullText: {
    columns: [prova.cognome, prova.nome, prova.destinazione, prova.prodotto, prova.note, prova.codice],
  },
  defaultSort: [{ field: 'emessaIl', direction: 'desc' }],
  tiebreaker: prova.id,
});

export const agencyScope = (agenziaId: number) => sql`${prova.agenziaId} = ${agenziaId}`;
