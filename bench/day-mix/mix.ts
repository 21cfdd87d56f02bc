import { encodeListQuery, type FilterCondition, type ListQuery } from '../../engine/core/query';
import { SERVER_COLUMNS } from '../export/columns';

/**
 * A virtual agency's day, as the screens ask for it (widgets/shopping, widgets/messages,
 * widgets/grid, src/auth): a session is a sign-in and `ACTIONS_PER_SESSION` screens drawn from
 * `ACTIONS` by weight, the bell's messages poll every `POLL_EVERY` screens. The weights are the
 * README's ("Day's mix").
 */

export const STEPS = [
  'sign in',
  'account/me',
  'cart (GET carrello)',
  'messages poll',
  'categories',
  'compare',
  'product detail',
  'product supplementaries',
  'adequacy questionnaire',
  'product totals',
  'add to cart',
  'buy (adesioni)',
  'My-area list',
  'My-area list, filtered',
  'My-area list, page 2',
  'Excel export',
] as const;
export type Step = (typeof STEPS)[number];

export type ActionName = 'compare' | 'product page' | 'buy' | 'My-area list' | 'export';

/** Weights of the screens a signed-in agent opens (out of 100). */
export const ACTIONS: ReadonlyArray<{ name: ActionName; weight: number; what: string }> = [
  {
    name: 'compare',
    weight: 40,
    what: 'the category cards (3 times in 10: the rest are still cached by the client) and the category priced for a trip, half the time a second trip (other dates)',
  },
  {
    name: 'product page',
    weight: 25,
    what: 'a product of the Medico e Bagaglio comparison: detail, supplementary policies, the adequacy questionnaire (first product page of a session only, the client keeps it) and the totals twice (the trip, then with the travellers’ birth dates)',
  },
  {
    name: 'buy',
    weight: 7,
    what: 'a product page as above, then `POST carrello` (one item, 2 travellers), the cart, `POST adesioni` (Idempotency-Key, paid with credit) and the cart again',
  },
  {
    name: 'My-area list',
    weight: 25,
    what: 'the purchases list, page 1 of 20; 4 times in 10 then a filter (one of five), 1 in 4 then page 2',
  },
  { name: 'export', weight: 3, what: 'the list’s page 1, then its Excel export (`POST export/xlsx`)' },
];

export const ACTIONS_PER_SESSION = 30;
export const POLL_EVERY = 3;

/** Probabilities inside an action (the numbers the `what`s above say). */
export const P = {
  categories: 0.3,
  secondTrip: 0.5,
  filter: 0.4,
  page2: 0.25,
} as const;

/** One HTTP call of a step. */
export interface Call {
  step: Step;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  headers?: Record<string, string>;
}

/** What a call answered (status, parsed JSON body when there was one, headers). */
export interface Answer {
  status: number;
  json: unknown;
  etag: string | undefined;
}

export type Send = (call: Call) => Promise<Answer>;

/** A small seeded generator (mulberry32): each agency's day is the same from run to run. */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const DAY = 86_400_000;
const day = (d: number) => new Date(Date.now() + d * DAY).toISOString().slice(0, 10);
const DESTINATIONS = ['FR', 'ES', 'DE', 'GR', 'PT', 'AT', 'NL', 'HR'];
const SURNAMES = ['Rossi', 'Russo', 'Ferrari', 'Esposito', 'Bianchi', 'Romano', 'Colombo', 'Ricci'];
const NAMES = ['Mario', 'Anna', 'Luca', 'Sara', 'Paolo', 'Giulia', 'Marco', 'Elena'];

/** The catalogue facts a day needs, read once before the run. */
export interface Catalogue {
  categories: number[];
  /** Medico e Bagaglio: the category the sales are made in. */
  saleCategory: number;
  /** Its packages that price a European trip of up to 21 days for adults. */
  salePackages: number[];
  adultBand: number;
}

const pick = <T>(rnd: () => number, list: readonly T[]): T => list[Math.floor(rnd() * list.length)]!;

function trip(rnd: () => number, c: Catalogue) {
  const start = 7 + Math.floor(rnd() * 200);
  const length = 3 + Math.floor(rnd() * 19);
  return {
    inizioViaggio: day(start),
    fineViaggio: day(start + length),
    destinazioneStato: pick(rnd, DESTINATIONS),
    nazionalita: 'IT',
    eta: c.adultBand,
    numeroPartecipanti: 2,
  };
}

function listFilter(rnd: () => number): Pick<ListQuery, 'filter' | 'fullTextSearch'> {
  const cond = (
    field: string,
    op: FilterCondition['op'],
    value: FilterCondition['value'],
  ): FilterCondition => ({ field, op, value });
  const since = new Date(Date.now() - 30 * DAY).toISOString().slice(0, 10);
  const choices: Array<Pick<ListQuery, 'filter' | 'fullTextSearch'>> = [
    { filter: null, fullTextSearch: pick(rnd, SURNAMES) },
    {
      filter: { logic: 'and', items: [cond('contraente', 'co', { kind: 'string', value: 'ross' })] },
      fullTextSearch: null,
    },
    {
      filter: {
        logic: 'and',
        items: [cond('dataAcquisto', 'gte', { kind: 'date', value: `${since}T00:00:00` })],
      },
      fullTextSearch: null,
    },
    {
      filter: { logic: 'and', items: [cond('destinazione', 'eq', { kind: 'string', value: 'Francia' })] },
      fullTextSearch: null,
    },
    {
      filter: { logic: 'and', items: [cond('acquistataConCredito', 'eq', { kind: 'boolean', value: true })] },
      fullTextSearch: null,
    },
  ];
  return pick(rnd, choices);
}

const LIST = 'myoverins/elencoadesioni/distributore';

function listPath(query: Partial<ListQuery>): string {
  const params = encodeListQuery({
    filter: null,
    sort: [],
    page: 1,
    pageSize: 20,
    fullTextSearch: null,
    ...query,
  });
  return `${LIST}?${new URLSearchParams(params).toString()}`;
}

/** The state a virtual agency keeps between screens, as the browser tab would. */
export interface AgencyDay {
  n: number;
  username: string;
  rnd: () => number;
  token: string | null;
  /** Screens left in this session; 0 signs in again. */
  left: number;
  screens: number;
  etag: string | undefined;
  questionnaireRead: boolean;
  purchases: number;
}

export function agencyDay(n: number, username: string): AgencyDay {
  const rnd = random(n * 7919 + 17);
  // The first session of each agency is cut at a random point, so that sign-ins spread over the run.
  return {
    n,
    username,
    rnd,
    token: null,
    left: 1 + Math.floor(rnd() * ACTIONS_PER_SESSION),
    screens: 0,
    etag: undefined,
    questionnaireRead: false,
    purchases: 0,
  };
}

const data = <T>(a: Answer): T => (a.json as { data: T }).data;

/** Signs in and opens the shell: the token, the user, the cart icon, the bell. */
export async function signIn(a: AgencyDay, send: Send, password: string): Promise<void> {
  const login = await send({
    step: 'sign in',
    method: 'POST',
    path: 'account/login',
    body: { username: a.username, password },
  });
  a.token = data<{ token: string }>(login).token;
  a.questionnaireRead = false;
  a.etag = undefined;
  await send({ step: 'account/me', method: 'GET', path: 'account/me' });
  await send({ step: 'cart (GET carrello)', method: 'GET', path: 'carrello' });
  await poll(a, send);
}

async function poll(a: AgencyDay, send: Send): Promise<void> {
  const answer = await send({
    step: 'messages poll',
    method: 'GET',
    path: 'carrello/message',
    ...(a.etag ? { headers: { 'if-none-match': a.etag } } : {}),
  });
  if (answer.etag) a.etag = answer.etag;
}

function chooseAction(rnd: () => number): ActionName {
  const total = ACTIONS.reduce((s, x) => s + x.weight, 0);
  let r = rnd() * total;
  for (const x of ACTIONS) {
    r -= x.weight;
    if (r < 0) return x.name;
  }
  return ACTIONS[ACTIONS.length - 1]!.name;
}

async function productPage(a: AgencyDay, send: Send, c: Catalogue) {
  const parametri = trip(a.rnd, c);
  const id = pick(a.rnd, c.salePackages);
  await send({ step: 'product detail', method: 'GET', path: `carrello/${id}` });
  await send({
    step: 'product supplementaries',
    method: 'GET',
    path: `carrello/prodotti/complementari/${id}`,
  });
  if (!a.questionnaireRead) {
    await send({ step: 'adequacy questionnaire', method: 'GET', path: 'carrello/questionarioAdeguatezza' });
    a.questionnaireRead = true;
  }
  const totali = {
    parametri,
    pacchettoID: id,
    nazionalitaID: parametri.nazionalita,
    statoID: parametri.destinazioneStato,
    importoViaggio: null,
    prodottiCollegati: [],
  };
  const births = [1960 + Math.floor(a.rnd() * 40), 1960 + Math.floor(a.rnd() * 40)].map(
    (y) => `${y}-0${1 + Math.floor(a.rnd() * 9)}-1${Math.floor(a.rnd() * 9)}`,
  );
  await send({ step: 'product totals', method: 'POST', path: 'carrello/totali', body: totali });
  await send({
    step: 'product totals',
    method: 'POST',
    path: 'carrello/totali',
    body: { ...totali, partecipanti: births.map((DataNascita) => ({ DataNascita })) },
  });
  return { id, parametri, births };
}

/**
 * The agency's purchases before the day (so its list has pages and an export has rows): one cart of
 * `items` items bought at once, through the same calls as a day's purchase, unmeasured.
 */
export async function history(a: AgencyDay, send: Send, c: Catalogue, items: number): Promise<void> {
  for (let i = 0; i < items; i++) {
    const parametri = trip(a.rnd, c);
    await send({
      step: 'add to cart',
      method: 'POST',
      path: 'carrello',
      body: {
        pacchettoID: pick(a.rnd, c.salePackages),
        parametri,
        partecipanti: [1, 2].map((k) => ({
          ItemID: k,
          Cognome: pick(a.rnd, SURNAMES),
          Nome: pick(a.rnd, NAMES),
          DataNascita: `19${70 + k * 5}-0${k}-1${k}`,
        })),
        prodottiCollegati: [],
        parametriDichiarazione: { adeguatezza: true, checkPolizza: true, checkPrivacy: true },
      },
    });
  }
  await send({
    step: 'buy (adesioni)',
    method: 'POST',
    path: 'adesioni',
    headers: { 'idempotency-key': `day-mix-history-${a.n}` },
  });
}

/** One screen of the day: the calls it makes, in the order the screen makes them. */
export async function screen(a: AgencyDay, send: Send, c: Catalogue): Promise<void> {
  const rnd = a.rnd;
  switch (chooseAction(rnd)) {
    case 'compare': {
      if (rnd() < P.categories)
        await send({ step: 'categories', method: 'GET', path: 'carrello/pacchettiCategorie' });
      const categoriaID = rnd() < 0.5 ? c.saleCategory : pick(rnd, c.categories);
      const trips = rnd() < P.secondTrip ? 2 : 1;
      for (let k = 0; k < trips; k++)
        await send({
          step: 'compare',
          method: 'POST',
          path: 'carrello/confrontaProdotti',
          body: { listIDs: [], categoriaID, parametri: trip(rnd, c) },
        });
      break;
    }
    case 'product page':
      await productPage(a, send, c);
      break;
    case 'buy': {
      const { id, parametri, births } = await productPage(a, send, c);
      const surname = pick(rnd, SURNAMES);
      await send({
        step: 'add to cart',
        method: 'POST',
        path: 'carrello',
        body: {
          pacchettoID: id,
          parametri,
          partecipanti: births.map((DataNascita, k) => ({
            ItemID: k + 1,
            Cognome: surname,
            Nome: pick(rnd, NAMES),
            DataNascita,
          })),
          prodottiCollegati: [],
          parametriDichiarazione: { adeguatezza: true, checkPolizza: true, checkPrivacy: true },
        },
      });
      await send({ step: 'cart (GET carrello)', method: 'GET', path: 'carrello' });
      const bought = await send({
        step: 'buy (adesioni)',
        method: 'POST',
        path: 'adesioni',
        headers: { 'idempotency-key': `day-mix-${a.n}-${a.screens}-${Math.floor(rnd() * 1e12)}` },
      });
      const esito = bought.json as { status?: string; data?: { adesioni?: unknown[] } };
      if (esito.status !== 'ok' || esito.data?.adesioni?.length !== 1)
        throw new Error(`POST adesioni answered ${JSON.stringify(bought.json).slice(0, 300)}`);
      a.purchases++;
      await send({ step: 'cart (GET carrello)', method: 'GET', path: 'carrello' });
      break;
    }
    case 'My-area list': {
      await send({ step: 'My-area list', method: 'GET', path: listPath({}) });
      if (rnd() < P.filter)
        await send({ step: 'My-area list, filtered', method: 'GET', path: listPath(listFilter(rnd)) });
      if (rnd() < P.page2)
        await send({ step: 'My-area list, page 2', method: 'GET', path: listPath({ page: 2 }) });
      break;
    }
    case 'export': {
      const page = await send({ step: 'My-area list', method: 'GET', path: listPath({}) });
      // As the grid: an empty list is a warning on screen, not a call.
      if (((page.json as { total?: number }).total ?? 0) === 0) break;
      await send({
        step: 'Excel export',
        method: 'POST',
        path: 'export/xlsx',
        body: { path: LIST, columns: SERVER_COLUMNS },
      });
      break;
    }
  }
  a.screens++;
  a.left--;
  if (a.screens % POLL_EVERY === 0) await poll(a, send);
}

/** Expected calls of each step per session (a sign-in and ACTIONS_PER_SESSION screens), from the weights. */
export function expectedPerSession(): Record<Step, number> {
  const total = ACTIONS.reduce((s, x) => s + x.weight, 0);
  const share = (name: ActionName) =>
    ((ACTIONS.find((x) => x.name === name)?.weight ?? 0) / total) * ACTIONS_PER_SESSION;
  const product = share('product page') + share('buy');
  const lists = share('My-area list');
  return {
    'sign in': 1,
    'account/me': 1,
    'cart (GET carrello)': 1 + 2 * share('buy'),
    'messages poll': 1 + ACTIONS_PER_SESSION / POLL_EVERY,
    categories: share('compare') * P.categories,
    compare: share('compare') * (1 + P.secondTrip),
    'product detail': product,
    'product supplementaries': product,
    'adequacy questionnaire': Math.min(1, product),
    'product totals': 2 * product,
    'add to cart': share('buy'),
    'buy (adesioni)': share('buy'),
    'My-area list': lists + share('export'),
    'My-area list, filtered': lists * P.filter,
    'My-area list, page 2': lists * P.page2,
    'Excel export': share('export'),
  };
}
