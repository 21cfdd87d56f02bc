import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importazioniPratiche } from '../../../db/schema';
import { HOSTILE_SHEETS } from '../../../fuzz/hostileSheets';
import { bearer, createTestApp, login, type TestApp } from '../../../test/testApp';
import { multipartBody } from '../../registrazione/testParts';
import { IMPORT_MSG } from './pratiche';

let t: TestApp;
let tour: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  tour = bearer(await login(t.app, 'tour'));
});
afterAll(() => t?.close());

const LIMITE_MS = 15_000;

const messaggi = new Set(Object.values(IMPORT_MSG).filter((m): m is string => typeof m === 'string'));

describe('hostile practice files (issue 29)', () => {
  it('refuses each hostile sheet quickly with an Italian message, queueing nothing', async () => {
    for (const sheet of HOSTILE_SHEETS) {
      const name = sheet.filename.replace(/\.csv$/, '.xls');
      const body = multipartBody([
        { name: 'modelId', content: '1' },
        { name: 'filePratiche', filename: name, content: sheet.bytes() },
      ]);
      // The fastest of up to three tries: a neighbour's burst on this shared machine slows one try,
      // a sheet read whole slows every one. The import's limits are larger than the participants'
      // (2,000 practices), so its refusal of the shared-strings bomb reads more of it (1.7 s alone,
      // over 3 s beside CI's other files); a sheet read whole takes minutes. The reader's own
      // one-second bounds are held by the participants' test.
      let ms = Number.POSITIVE_INFINITY;
      for (let attempt = 0; attempt < 3 && ms >= LIMITE_MS; attempt++) {
        const started = performance.now();
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/carrello/caricapratiche',
          payload: body.payload,
          headers: { ...tour, ...body.headers },
        });
        ms = Math.min(ms, performance.now() - started);
        expect(res.statusCode, `${sheet.name}: ${res.body}`).toBe(400);
        const text = (res.json() as { messages: Array<{ text: string }> }).messages[0]!.text;
        expect(
          messaggi.has(text) || text.startsWith('Il file non corrisponde al modello'),
          `${sheet.name}: ${text}`,
        ).toBe(true);
      }
      expect(ms, sheet.name).toBeLessThan(LIMITE_MS);
    }
    const [n] = await t.db.select({ n: count() }).from(importazioniPratiche);
    expect(n!.n).toBe(0);
  }, 120_000);
});
