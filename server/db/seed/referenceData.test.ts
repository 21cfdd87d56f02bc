import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testConfig } from '../../test/testDatabase';
import type { Database } from '../client';
import { labels, permessi } from '../schema';
import { seedReferenceData } from './demo';
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
});
