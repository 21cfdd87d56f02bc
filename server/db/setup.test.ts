import { describe, expect, it } from 'vitest';
import { testConfig } from '../test/testDatabase';
import { users } from './schema';
import { setupDatabase } from './setup';

async function demoUsersAfterSetup(overrides: { production: boolean; seedDemo: boolean }) {
  const config = { ...testConfig(), ...overrides, databaseUrl: undefined, dataDir: 'memory://' };
  const database = await setupDatabase(config);
  try {
    return (await database.db.select({ username: users.username }).from(users)).map((u) => u.username);
  } finally {
    await database.close();
  }
}

describe('setupDatabase on an empty embedded database', () => {
  it('seeds the demo accounts for a newcomer', async () => {
    expect(await demoUsersAfterSetup({ production: false, seedDemo: false })).toContain('admin');
  });

  it('in production seeds them, with their published password, only when SEED_DEMO=1 asks', async () => {
    expect(await demoUsersAfterSetup({ production: true, seedDemo: false })).toEqual([]);
    expect(await demoUsersAfterSetup({ production: true, seedDemo: true })).toContain('admin');
  });
});
