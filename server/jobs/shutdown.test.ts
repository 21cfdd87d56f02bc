import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databasesOfThisPass, startServerProcess, type ServerProcess } from '../test/serverProcess';
import { startSmtpCapture } from '../test/smtpCapture';
import { agenziaSu, attendi, preparaBanco, richiestaSospesa, type BancoDiProva } from './testUtils';

const databases = await databasesOfThisPass();
const drivers = [
  ...(databases.pglite ? ['pglite' as const] : []),
  ...(databases.postgres ? ['postgres' as const] : []),
];

/**
 * SIGTERM to a real server process (issue 23, defect 11): from the signal on it takes no job, a job
 * already running finishes, and none is left `active`. HTTP requests in hand are still answered
 * meanwhile, so a purchase that arrives while the server closes writes a job the next start works.
 */
describe.each(drivers)('a server stopped with SIGTERM, on %s', (driver) => {
  let banco: BancoDiProva;
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    [banco, smtp] = await Promise.all([preparaBanco(driver), startSmtpCapture()]);
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
    smtp?.release();
    await smtp?.close();
    await banco?.close();
  }, 30_000);

  it('takes no job after the signal, finishes the one it was working, and leaves none active', async () => {
    const env = { ...banco.env, SMTP_URL: smtp.url };
    server = await startServerProcess(env);
    const agenzia = await agenziaSu(server.baseUrl, banco.pacchettoId);

    // A first purchase, whose confirmation job is still sending (the mail server has not answered)
    // when the signal comes.
    smtp.hold();
    await agenzia.riempi('Primo');
    expect(await agenzia.compra('arresto-primo')).toBe('ok');
    await attendi('the first confirmation being sent', () => smtp.held === 1);

    // A second purchase is in the server's hands at the signal, and completes after it.
    await agenzia.riempi('Secondo');
    const acquisto = richiestaSospesa(server.baseUrl, '/api/adesioni', {
      authorization: `Bearer ${agenzia.token}`,
      'idempotency-key': 'arresto-secondo',
    });
    // Another request the server waits for keeps its HTTP side open for 4 s after the signal: time
    // enough for workers that were still polling to take the second purchase's job.
    const trattenuta = richiestaSospesa(server.baseUrl, '/api/account/login', {});
    await new Promise((r) => setTimeout(r, 300));

    process.kill(server.pid!, 'SIGTERM');
    await new Promise((r) => setTimeout(r, 300));
    acquisto.finisci();
    expect(await acquisto.risposta).toMatch(/^HTTP\/1\.1 200 /);
    await new Promise((r) => setTimeout(r, 700));
    smtp.release();
    await new Promise((r) => setTimeout(r, 3_000));
    trattenuta.abbandona();
    expect(await server.exited, server.log()).toBe(0);

    const jobs = await banco.jobs();
    expect(jobs.map((j) => j.state)).toEqual(['completed', 'created']);
    expect(jobs[1]!.startedOn).toBeNull();
    expect(smtp.mails).toHaveLength(1);

    // The next start sends the second confirmation.
    server = await startServerProcess(env);
    await attendi('the second confirmation', () => smtp.mails.length === 2);
    await server.stop();
    expect((await banco.jobs()).map((j) => j.state)).toEqual(['completed', 'completed']);
  }, 120_000);
});
