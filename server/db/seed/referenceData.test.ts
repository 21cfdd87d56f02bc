import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testConfig } from '../../test/testDatabase';
import type { Database } from '../client';
import { labels, permessi } from '../schema';
import { labelAction, seedReferenceData } from './demo';
import { labelRows } from './labels';
import { permissionCatalogue } from '../../../schemas/catalogues/permissionCatalogue';

describe('seedReferenceData on an existing database', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase(testConfig());
  });
  afterAll(() => database.close());

  it('puts back a changed permission and a missing label, and keeps a label text already there', async () => {
    const { db } = database;
    const [entry] = permissionCatalogue('overins');
    const [label, other] = labelRows('overins');
    await db
      .update(permessi)
      .set({ descrizione: 'cambiata', displayOrder: 999 })
      .where(eq(permessi.codice, entry!.codice));
    await db.delete(labels).where(and(eq(labels.culture, label!.culture), eq(labels.chiave, label!.chiave)));
    const labelOf = (l: typeof other) => and(eq(labels.culture, l!.culture), eq(labels.chiave, l!.chiave));
    await db.update(labels).set({ testo: 'testo modificato' }).where(labelOf(other));

    await seedReferenceData(db, 'overins');

    const [stored] = await db.select().from(permessi).where(eq(permessi.codice, entry!.codice));
    expect(stored).toEqual(entry);
    expect((await db.select().from(labels).where(labelOf(label)))[0]?.testo).toBe(label!.testo);
    expect((await db.select().from(labels).where(labelOf(other)))[0]?.testo).toBe('testo modificato');
    expect(await db.$count(permessi)).toBe(permissionCatalogue('overins').length);
    expect(await db.$count(labels)).toBe(labelRows('overins').length);
  });

  it('brings a changed seed wording into an untouched text and keeps an edited one', async () => {
    const { db } = database;
    const [, , untouched, edited] = labelRows('overins');
    const labelOf = (l: typeof untouched) =>
      and(eq(labels.culture, l!.culture), eq(labels.chiave, l!.chiave));
    // As if an earlier catalogue had "vecchia dicitura" for both, and back office then edited one.
    await db
      .update(labels)
      .set({ testo: 'vecchia dicitura', testoSeed: 'vecchia dicitura' })
      .where(labelOf(untouched));
    await db
      .update(labels)
      .set({ testo: 'dicitura del back office', testoSeed: 'vecchia dicitura' })
      .where(labelOf(edited));

    await seedReferenceData(db, 'overins');

    const [u] = await db.select().from(labels).where(labelOf(untouched));
    expect(u).toMatchObject({ testo: untouched!.testo, testoSeed: untouched!.testo });
    const [e] = await db.select().from(labels).where(labelOf(edited));
    expect(e).toMatchObject({ testo: 'dicitura del back office', testoSeed: 'vecchia dicitura' });
  });
});

describe('labelAction', () => {
  it('inserts a new key, keeps an up-to-date text and updates an untouched one', () => {
    expect(labelAction(undefined, 'Nuovo')).toBe('insert');
    expect(labelAction({ testo: 'Uguale', testoSeed: 'Uguale' }, 'Uguale')).toBe('keep');
    expect(labelAction({ testo: 'Vecchio', testoSeed: 'Vecchio' }, 'Nuovo')).toBe('update');
  });

  it('keeps a text someone edited, whatever the seed says', () => {
    expect(labelAction({ testo: 'Mio', testoSeed: 'Vecchio' }, 'Nuovo')).toBe('keep');
    expect(labelAction({ testo: 'Mio', testoSeed: null }, 'Nuovo')).toBe('keep');
  });

  it('adopts an edit that already reads as the new seed text', () => {
    expect(labelAction({ testo: 'Nuovo', testoSeed: 'Vecchio' }, 'Nuovo')).toBe('update');
  });
});
