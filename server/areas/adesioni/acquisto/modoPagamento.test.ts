import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crediti, distributori } from '../../../db/schema';
import { agenziaDiProva } from '../../carrello/testUtils';

let ctx: Awaited<ReturnType<typeof agenziaDiProva>>;

const modo = async () => {
  const res = await ctx.call('GET', '/adesioni/pagamento');
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
const residuo = (euro: number) =>
  ctx.t.db.insert(crediti).values({
    distributoreId: 1,
    data: new Date(),
    causale: 'Test modo di pagamento',
    importo: '0.00',
    residuo: euro.toFixed(2),
  });

beforeAll(async () => {
  ctx = await agenziaDiProva();
  await ctx.call('POST', '/carrello/svuotacarrello', {});
  const res = await ctx.call('POST', '/carrello', ctx.viaggiatore('Modo', 'Paola'));
  expect(res.statusCode, res.body).toBe(200);
});
afterAll(() => ctx?.t.close());

// Issue 24: Acquista says what will be paid how, decided as POST adesioni decides it.
describe('GET adesioni/pagamento', () => {
  it('answers the credit when it covers the cart, else the statement or the card at purchase', async () => {
    await residuo(100_000);
    expect(await modo()).toEqual({ tuttoConCredito: true, parteConCredito: false, resto: 'estrattoConto' });
    await residuo(0);
    expect(await modo()).toEqual({ tuttoConCredito: false, parteConCredito: false, resto: 'estrattoConto' });
    await ctx.t.db.update(distributori).set({ pagamentoAllAcquisto: true }).where(eq(distributori.id, 1));
    expect(await modo()).toEqual({ tuttoConCredito: false, parteConCredito: false, resto: 'carta' });
    await ctx.t.db.update(distributori).set({ pagamentoAllAcquisto: false }).where(eq(distributori.id, 1));
  });

  it('asks for sign-in', async () => {
    expect((await ctx.t.app.inject({ method: 'GET', url: '/api/adesioni/pagamento' })).statusCode).toBe(401);
  });
});
