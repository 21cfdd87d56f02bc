import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { hashPassword } from '../auth/passwords';
import { testConfig } from '../test/testDatabase';
import { installazione, users } from './schema';
import { contieneDatiDemo } from './seed/marcatoreDemo';
import { setupDatabase } from './setup';

async function afterSetup(overrides: { production: boolean; seedDemo: boolean }) {
  const config = { ...testConfig(), ...overrides, databaseUrl: undefined, dataDir: 'memory://' };
  const database = await setupDatabase(config);
  try {
    return {
      usernames: (await database.db.select({ username: users.username }).from(users)).map((u) => u.username),
      demo: await contieneDatiDemo(database.db),
    };
  } finally {
    await database.close();
  }
}

describe('setupDatabase on an empty embedded database', () => {
  it('seeds the demo accounts for a newcomer, and marks the database as the demo', async () => {
    const { usernames, demo } = await afterSetup({ production: false, seedDemo: false });
    expect(usernames).toContain('admin');
    expect(demo).toBe(true);
  });

  it('in production seeds them, with their published password, only when SEED_DEMO=1 asks', async () => {
    expect(await afterSetup({ production: true, seedDemo: false })).toEqual({ usernames: [], demo: false });
    const seeded = await afterSetup({ production: true, seedDemo: true });
    expect(seeded.usernames).toContain('admin');
    expect(seeded.demo).toBe(true);
  });
});

describe('a database set up before the demo was marked', () => {
  it('is told apart once, by the demo admin still having the published password', async () => {
    const config = { ...testConfig(), production: false, seedDemo: false, dataDir: 'memory://' };
    const database = await setupDatabase({ ...config, databaseUrl: undefined });
    try {
      const again = () => setupDatabase(config, () => {}, Promise.resolve(database));
      await database.db.delete(installazione);
      await again();
      expect(await contieneDatiDemo(database.db)).toBe(true);

      // The same demo whose admin changed the password is no longer recognised as one.
      await database.db.delete(installazione);
      await database.db
        .update(users)
        .set({ passwordHash: await hashPassword('Una-Password-Nuova-2026') })
        .where(eq(users.username, 'admin'));
      await again();
      expect(await contieneDatiDemo(database.db)).toBe(false);
      // Decided once: the answer stays whatever the accounts become.
      await database.db
        .update(users)
        .set({ passwordHash: await hashPassword('Viaggi2026!') })
        .where(eq(users.username, 'admin'));
      await again();
      expect(await contieneDatiDemo(database.db)).toBe(false);
    } finally {
      await database.close();
    }
  });
});
