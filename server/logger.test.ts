import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from './auth/passwords';
import { hashToken } from './auth/tokens';
import { openDatabase, type Database } from './db/client';
import { oneTimeTokens, users } from './db/schema';
import { loggerOptions } from './logger';
import errorsPlugin from './plugins/errors';

let database: Database;
let passwordHash: string;
const token = 'tok_3f9a1c7e5b2d4f6a8c0e1b3d5f7a9c1e';

beforeAll(async () => {
  database = await openDatabase({});
  await database.migrate();
  passwordHash = await hashPassword('Segreta-Lunga-2026!');
}, 60_000);
afterAll(() => database.close());

/** An app with the server's logger writing to memory: every line it logs, as written. */
async function loggingApp(): Promise<{ app: FastifyInstance; output: () => string }> {
  const lines: string[] = [];
  const app = Fastify({
    logger: {
      ...(loggerOptions('info') as object),
      stream: { write: (line: string) => void lines.push(line) },
    },
  });
  await app.register(errorsPlugin);
  return { app, output: () => lines.join('') };
}

/** A real failed statement on PGlite whose parameters hold the given secrets. */
async function failedInsert(): Promise<unknown> {
  // No role 999999: the foreign key refuses the row after the hash has been sent as a parameter.
  return database.db
    .insert(users)
    .values({ username: 'spia', email: 'spia@example.it', passwordHash, ruoloId: 999_999 })
    .then(
      () => {
        throw new Error('the insert was expected to fail');
      },
      (error: unknown) => error,
    );
}

/** Every part of a secret that would identify it in a log: the whole string, and the scrypt salt and key. */
function secretParts(): string[] {
  const [, , , , salt, key] = passwordHash.split('$');
  return [passwordHash, salt!, key!, token, hashToken(token)];
}

describe('the logger', () => {
  it('logs a failed statement without its parameters, through drizzle’s wrapper or the driver’s own error', async () => {
    const error = (await failedInsert()) as Error & { cause: unknown };
    expect(String(error.message)).toContain(passwordHash); // what reached the log before
    const tokenError = await database.db
      .insert(oneTimeTokens)
      .values({
        tokenHash: hashToken(token),
        userId: 999_999,
        purpose: 'reset-password',
        expiresAt: new Date(),
      })
      .catch((e: unknown) => e);
    const { app, output } = await loggingApp();
    app.log.error({ err: error }, 'insert failed');
    app.log.error({ err: error.cause }, 'driver error');
    app.log.error({ err: tokenError }, 'token insert failed');
    app.log.error({ err: new Error('wrapped', { cause: error }) }, 'wrapped');
    await app.close();

    const log = output();
    for (const secret of secretParts()) expect(log).not.toContain(secret);
    expect(log).not.toContain('Failing row contains');
    // What failed is still there.
    expect(log).toContain('users_ruolo_id_ruoli_id_fk');
    expect(log).toContain('Failed query: insert into \\"users\\"');
    expect(log).toContain('"database":{"code":"23503"');
  });

  it('keeps the parameters of a statement that failed in a request out of the log', async () => {
    const { app, output } = await loggingApp();
    app.post('/prova', async () => {
      // The session's user is gone: the foreign key refuses the token after its hash was sent.
      await database.db.insert(oneTimeTokens).values({
        tokenHash: hashToken(token),
        userId: 999_999,
        purpose: 'first-password',
        expiresAt: new Date(),
      });
    });
    const res = await app.inject({
      method: 'POST',
      url: `/prova?token=${token}`,
      payload: { password: 'x' },
    });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('params');
    await app.close();

    const log = output();
    expect(log).toContain('unexpected error');
    for (const secret of secretParts()) expect(log).not.toContain(secret);
  });

  it('keeps redacting passwords, tokens and bearer headers', async () => {
    const { app, output } = await loggingApp();
    app.log.info(
      { body: { password: 'Segreta-Lunga-2026!', token }, headers: { authorization: `Bearer ${token}` } },
      'redaction',
    );
    await app.close();
    expect(output()).not.toContain('Segreta-Lunga-2026!');
    expect(output()).not.toContain(token);
  });
});
