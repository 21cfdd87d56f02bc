import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EsitoAcquisto } from '../../../../schemas/types';
import { adesioni, pratiche } from '../../../db/schema';
import { agenziaDiProva } from '../../carrello/testUtils';

let ctx: Awaited<ReturnType<typeof agenziaDiProva>>;

beforeAll(async () => {
  ctx = await agenziaDiProva();
  await ctx.call('POST', '/carrello/svuotacarrello', {});
});
afterAll(() => ctx?.t.close());

const item = (note: string | null) => ctx.viaggiatore('Note', 'Maria', { note });

// Issue 24: the notes of the purchase form (spec 2 §3 datiViaggio `note`) were kept in the cart
// and lost at purchase; the practice keeps them and the policy card reads them back.
describe('POST adesioni keeps the notes of the practice', () => {
  it('stores the note on the practice and answers it in datiAdesione and in the policy card', async () => {
    expect(
      (await ctx.call('POST', '/carrello', item('  Cliente abituale, chiamare dopo le 18  '))).statusCode,
    ).toBe(200);
    const res = await ctx.call('POST', '/adesioni');
    expect(res.statusCode, res.body).toBe(200);
    const [polizza] = (res.json() as EsitoAcquisto).data.adesioni;
    expect(polizza!.note).toBe('Cliente abituale, chiamare dopo le 18');

    const [riga] = await ctx.t.db
      .select({ note: pratiche.note })
      .from(adesioni)
      .innerJoin(pratiche, eq(pratiche.id, adesioni.praticaId))
      .where(eq(adesioni.itemGuid, polizza!.itemGUID));
    expect(riga!.note).toBe('Cliente abituale, chiamare dopo le 18');

    const card = await ctx.call('GET', `/my${ctx.t.config.brand.slug}/adesioni/${polizza!.itemGUID}`);
    expect(card.statusCode).toBe(200);
    expect(card.json().data.note).toBe('Cliente abituale, chiamare dopo le 18');
  });

  it('keeps no note when none was typed', async () => {
    expect((await ctx.call('POST', '/carrello', item('   '))).statusCode).toBe(200);
    const res = await ctx.call('POST', '/adesioni');
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as EsitoAcquisto).data.adesioni[0]!.note).toBeNull();
  });
});
