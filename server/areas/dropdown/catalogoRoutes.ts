import { asc, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { DropdownItem } from '../../../schemas/types';
import type { Principal } from '../../auth/principal';
import type { AppDeps } from '../../deps';
import type { Db } from '../../db/client';
import {
  anagrafiche,
  commercialiDistributori,
  distributori,
  fornitori,
  fasceEta,
  gruppiStato,
  nazionalita,
  pacchetti,
  prodotti,
  stati,
  tipologiePolizza,
} from '../../db/schema';
import { testoIt } from '../../i18n/testi';
import { requireAuth, type RouteAccess } from '../../plugins/auth';
import { ref } from '../../plugins/schemas';
import { offerte, venditoreDi } from '../carrello/offerte';
import type { ApiInstance } from '../../plugins/typeProvider';

const options = {
  type: 'object',
  properties: { items: { type: 'array', items: ref('dropdownItem') }, total: { type: 'integer' } },
  required: ['items', 'total'],
};
const ID = { type: 'string', pattern: '^[0-9]{1,9}$' } as const;
const answer = (items: DropdownItem[]) => ({ items, total: items.length });
const signedIn: RouteAccess = { authenticated: true };

/** Distributors the user may pick: all for back office, its network's for a network, followed ones for sales. */
async function distributoriVisibili(db: Db, user: Principal): Promise<DropdownItem[]> {
  let where: SQL | undefined;
  if (user.backOffice || user.superAdmin) where = undefined;
  else if (user.attributiUtente.includes('commerciale')) {
    const followed = (
      await db
        .select({ id: commercialiDistributori.distributoreId })
        .from(commercialiDistributori)
        .where(eq(commercialiDistributori.userId, user.id))
    ).map((r) => r.id);
    where = inArray(distributori.id, followed.length ? followed : [-1]);
  } else if (user.distributoreId !== null) {
    where = user.attributiUtente.includes('distributore_network')
      ? or(eq(distributori.id, user.distributoreId), eq(distributori.networkId, user.distributoreId))
      : eq(distributori.id, user.distributoreId);
  } else return [];
  const rows = await db
    .select({ id: distributori.id, codice: distributori.codice, nome: anagrafiche.ragioneSociale })
    .from(distributori)
    .innerJoin(anagrafiche, eq(anagrafiche.id, distributori.anagraficaId))
    .where(where)
    .orderBy(asc(anagrafiche.ragioneSociale));
  return rows.map((r) => ({ value: r.id, text: `${r.nome} (${r.codice})` }));
}

/** Packages: a distributor's sellable ones; back office all, or a given distributor's; a supplier its own. */
async function pacchettiVisibili(
  db: Db,
  user: Principal,
  distributoreId: number | undefined,
): Promise<DropdownItem[]> {
  const back = user.backOffice || user.superAdmin;
  if (back && distributoreId !== undefined) {
    const [d] = await db
      .select({ networkId: distributori.networkId })
      .from(distributori)
      .where(eq(distributori.id, distributoreId));
    if (!d) return [];
    const list = await offerte(db, { distributoreId, networkId: d.networkId, tutto: false });
    return list.map((o) => ({ value: o.id, text: o.nome }));
  }
  if (user.fornitoreId !== null && !back) {
    const rows = await db
      .select({ id: pacchetti.id, nome: pacchetti.nome })
      .from(pacchetti)
      .innerJoin(prodotti, eq(prodotti.id, pacchetti.prodottoId))
      .where(eq(prodotti.fornitoreId, user.fornitoreId))
      .orderBy(asc(pacchetti.nome));
    return rows.map((r) => ({ value: r.id, text: r.nome }));
  }
  const list = await offerte(db, await venditoreDi(db, user));
  return list.map((o) => ({ value: o.id, text: o.nome })).sort((a, b) => a.text.localeCompare(b.text, 'it'));
}

/**
 * The catalogue's dropdowns (spec 2 §7 "Dropdowns"), each `{ items: [{ value, text }], total }`:
 * gruppiStato, stati (?gruppo=), nazionalita, eta, tipologiePolizza (visible ones), destinazioni
 * (groups, then states), pacchettiDistributori (?distributoreId= for back office), distributori, network, fornitori.
 */
export default async function catalogoDropdownRoutes(app: ApiInstance, deps: AppDeps) {
  const { db } = deps;
  const tags = ['dropdown'];
  const user = (request: FastifyRequest) => requireAuth(request).user;
  const simple = (
    path: string,
    summary: string,
    load: (request: FastifyRequest) => Promise<DropdownItem[]>,
  ) =>
    app.get(
      `/dropdown/${path}`,
      { config: { access: signedIn }, schema: { tags, summary, response: { 200: options } } },
      async (request) => answer(await load(request)),
    );

  simple('gruppiStato', 'Gruppi di stati di destinazione', async () =>
    (await db.select().from(gruppiStato).orderBy(asc(gruppiStato.ordine))).map((g) => ({
      value: g.codice,
      text: g.descrizione,
    })),
  );

  // The two dropdowns with a query string are declared in full, so that their query is typed from it.
  app.get(
    '/dropdown/stati',
    {
      config: { access: signedIn },
      schema: {
        tags,
        summary: 'Stati di destinazione del preventivo, facoltativamente di un gruppo',
        querystring: {
          type: 'object',
          properties: { gruppo: { type: 'string', maxLength: 40 } },
          additionalProperties: false,
        } as const,
        response: { 200: options },
      },
    },
    async (request) => {
      const { gruppo } = request.query;
      const rows = await db
        .select()
        .from(stati)
        .where(gruppo ? eq(stati.gruppoCodice, gruppo) : undefined)
        .orderBy(asc(stati.nome));
      return answer(rows.map((s) => ({ value: s.codice, text: s.nome })));
    },
  );

  simple('nazionalita', 'Aree di partenza (nazionalità dei partecipanti)', async () =>
    (await db.select().from(nazionalita).orderBy(asc(nazionalita.ordine))).map((n) => ({
      value: n.codice,
      text: n.descrizione,
    })),
  );

  simple('eta', 'Fasce di età', async () =>
    (await db.select().from(fasceEta).orderBy(asc(fasceEta.ordine))).map((f) => ({
      value: f.id,
      text: f.descrizione,
    })),
  );

  simple('tipologiePolizza', 'Tipologie di polizza visibili', async () =>
    (
      await db
        .select()
        .from(tipologiePolizza)
        .where(eq(tipologiePolizza.visibile, true))
        .orderBy(asc(tipologiePolizza.ordine))
    ).map((t) => ({ value: t.id, text: t.descrizione })),
  );

  simple('destinazioni', 'Destinazioni: prima i gruppi di stati, poi gli stati', async () => {
    const gruppi = await db.select().from(gruppiStato).orderBy(asc(gruppiStato.ordine));
    const list = await db.select().from(stati).orderBy(asc(stati.nome));
    return [
      ...gruppi.map((g) => ({ value: g.codice, text: g.descrizione })),
      ...list.map((s) => ({ value: s.codice, text: s.nome })),
    ];
  });

  app.get(
    '/dropdown/pacchettiDistributori',
    {
      config: { access: signedIn },
      schema: {
        tags,
        summary: 'Pacchetti vendibili dal distributore (per il back office, di un distributore scelto)',
        querystring: {
          type: 'object',
          properties: { distributoreId: ID },
          additionalProperties: false,
        } as const,
        response: { 200: options },
      },
    },
    async (request) => {
      const { distributoreId } = request.query;
      return answer(
        await pacchettiVisibili(
          db,
          user(request),
          distributoreId === undefined ? undefined : Number(distributoreId),
        ),
      );
    },
  );

  simple('distributori', 'Distributori visibili all’utente', async (request) =>
    distributoriVisibili(db, user(request)),
  );

  // The fixed choices of the back office's distributor edits, worded from the labels.
  simple('statiDistributore', 'Stati che il back office dà a un distributore: attivo o sospeso', async () => [
    { value: 'attivo', text: testoIt('distributore.stato.attivo') },
    { value: 'sospeso', text: testoIt('distributore.stato.sospeso') },
  ]);

  simple('tipiCommissione', 'Tipi di commissione: 1 euro fissi per polizza, 2 percentuale', async () => [
    { value: 1, text: testoIt('commissione.tipo.euro') },
    { value: 2, text: testoIt('commissione.tipo.percentuale') },
  ]);

  simple('fornitori', 'Fornitori (compagnie)', async () =>
    (
      await db
        .select({ id: fornitori.id, nome: anagrafiche.ragioneSociale })
        .from(fornitori)
        .innerJoin(anagrafiche, eq(anagrafiche.id, fornitori.anagraficaId))
        .orderBy(asc(anagrafiche.ragioneSociale))
    ).map((f) => ({ value: f.id, text: f.nome })),
  );
}
