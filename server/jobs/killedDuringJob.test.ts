import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databasesOfThisPass, startServerProcess, type ServerProcess } from '../test/serverProcess';
import { startSmtpCapture } from '../test/smtpCapture';
import { agenziaSu, attendi, preparaBanco, type BancoDiProva } from './testUtils';

const databases = await databasesOfThisPass();
const drivers = [
  ...(databases.pglite ? ['pglite' as const] : []),
  ...(databases.postgres ? ['postgres' as const] : []),
];

/**
 * kill -9 of a real server process while it sends a confirmation (issue 23, defect 11): the job stays
 * `active` in the database, and after a restart the queue's expiry gives it back, so the mail is sent.
 * The timing is the production one made short through the environment (README, Configuration).
 */
describe.each(drivers)('a server killed during a job, on %s', (driver) => {
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

  it('has the job retried after a restart, and the mail sent once', async () => {
    // 5 s is still ten times the confirmation job of this purchase.
    const env = { ...banco.env, SMTP_URL: smtp.url, JOB_EXPIRY_SECONDS: '5', JOB_RETRY_DELAY_SECONDS: '1' };
    server = await startServerProcess(env);
    const agenzia = await agenziaSu(server.baseUrl, banco.pacchettoId);
    smtp.hold();
    await agenzia.riempi('Ucciso');
    expect(await agenzia.compra('ucciso-durante-il-lavoro')).toBe('ok');
    await attendi('the confirmation being sent', () => smtp.held === 1);

    process.kill(server.pid!, 'SIGKILL');
    await server.exited;
    // The killed sender never got the mail server's answer: that message is not delivered.
    await attendi('the killed connection closed', () => smtp.held === 0);
    smtp.release();
    const [lasciato] = await banco.jobs();
    expect(lasciato).toMatchObject({ state: 'active', retryCount: 0 });

    const restart = Date.now();
    server = await startServerProcess(env);
    await attendi('the confirmation after the restart', () => smtp.mails.length > 0);
    const secondi = (Date.now() - restart) / 1000;
    // Give a wrongly repeated job the time to show itself.
    await new Promise((r) => setTimeout(r, 3_000));
    await server.stop();

    expect(smtp.mails).toHaveLength(1);
    expect(smtp.mails[0]!.subject).toMatch(/^Conferma acquisto – /);
    const jobs = await banco.jobs();
    expect(jobs).toEqual([expect.objectContaining({ state: 'completed', retryCount: 1 })]);
    console.info(`${driver}: the lost confirmation was sent ${secondi.toFixed(1)} s after the restart began`);
  }, 120_000);
});
