import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../../deps';
import { requireAuth } from '../../../plugins/auth';
import { ref } from '../../../plugins/schemas';
import type { ApiInstance } from '../../../plugins/typeProvider';
import { MSG as ACCOUNT_MSG } from '../../account/messages';
import { forcePassword } from '../../account/passwordService';
import { refusals } from '../../account/refusals';
import { UTENTI_MSG, info } from './messages';
import {
  creaUtente,
  distributoriOptions,
  fornitoriOptions,
  impostaDisabilitato,
  sbloccaAccesso,
  terminaSessioni,
  tipiUtente,
  type Contesto,
} from './service';

/** Back office only (the admin area's guard), with the users permission's letter. */
const accesso = (letter: 'R' | 'C' | 'U') => ({
  permissions: [`BK_IMPOSTAZIONI_UTENTI|${letter}`],
  userFlags: { backOffice: true },
});

const PARAMS = {
  type: 'object',
  properties: { userId: { type: 'string', pattern: '^[1-9][0-9]{0,8}$' } },
  required: ['userId'],
  additionalProperties: false,
} as const;

const DROPDOWN = {
  type: 'object',
  properties: { items: { type: 'array', items: ref('dropdownItem') }, total: { type: 'integer' } },
  required: ['items', 'total'],
};

const FORZA_PASSWORD = {
  type: 'object',
  properties: {
    passwordNuova: { type: 'string', maxLength: 256 },
    passwordConferma: { type: 'string', maxLength: 256 },
  },
  required: ['passwordNuova', 'passwordConferma'],
  additionalProperties: false,
} as const;

const ok = (m: { code: string; text: string }) => ({ data: { status: 'ok' as const }, messages: [info(m)] });

const contesto = (request: FastifyRequest): Contesto => ({
  auth: requireAuth(request),
  ip: request.ip,
  log: request.log,
});

const userIdOf = (request: FastifyRequest) => Number((request.params as { userId: string }).userId);

/**
 * The users of the portal for back office (issue 27 item 3, spec 1 §1 admin area): create a user of
 * any kind, disable and enable, unlock the sign-in, end the sessions, set a password to change. The
 * list and the edit of name, e-mail and role are the list file `utentiPortale.list.json`.
 */
export default async function amministrazioneUtentiRoutes(app: ApiInstance, deps: AppDeps) {
  app.post(
    '/amministrazione/utenti',
    {
      config: { access: accesso('C') },
      schema: {
        tags: ['amministrazione'],
        summary:
          'Crea un utente di qualsiasi tipo con un ruolo adatto al tipo; l’utente riceve per e-mail il link per scegliere la password',
        body: ref('utentePortaleNuovo'),
        response: { 200: ref('utenteAgenziaCreato'), ...refusals },
      },
    },
    async (request) => {
      const { itemID, status, messages } = await creaUtente(deps, request.body, contesto(request));
      return { data: { status, itemID }, messages };
    },
  );

  const azione = (
    path: string,
    summary: string,
    run: (userId: number, c: Contesto) => Promise<void>,
    message: { code: string; text: string },
  ) =>
    app.post(
      `/amministrazione/utenti/:userId/${path}`,
      {
        config: { access: accesso('U') },
        schema: {
          tags: ['amministrazione'],
          summary,
          params: PARAMS,
          response: { 200: ref('statusResult'), ...refusals },
        },
      },
      async (request) => {
        await run(userIdOf(request), contesto(request));
        return ok(message);
      },
    );

  azione(
    'disabilita',
    'Disabilita un utente: le sue sessioni terminano subito e non può più accedere',
    (id, c) => impostaDisabilitato(deps, id, true, c),
    UTENTI_MSG.disabilitato,
  );
  azione(
    'abilita',
    'Abilita di nuovo un utente disabilitato',
    (id, c) => impostaDisabilitato(deps, id, false, c),
    UTENTI_MSG.abilitato,
  );
  azione(
    'sblocca',
    'Sblocca l’accesso di un utente bloccato dopo troppi tentativi falliti',
    (id, c) => sbloccaAccesso(deps, id, c),
    UTENTI_MSG.sbloccato,
  );
  azione(
    'termina-sessioni',
    'Termina tutte le sessioni di un utente',
    (id, c) => terminaSessioni(deps, id, c),
    UTENTI_MSG.sessioniTerminate,
  );

  // The users grid's button for `PUT account/forza-password`, whose body names the user: a row
  // button calls a path with the row's id and sends the passwords it asks for.
  app.put(
    '/amministrazione/utenti/:userId/forza-password',
    {
      config: { access: accesso('U') },
      schema: {
        tags: ['amministrazione'],
        summary:
          'Imposta la password di un utente, che dovrà cambiarla al prossimo accesso (come PUT account/forza-password)',
        params: PARAMS,
        body: FORZA_PASSWORD,
        response: { 200: ref('statusResult'), ...refusals },
      },
    },
    async (request) => {
      await forcePassword(
        deps,
        requireAuth(request),
        { userId: userIdOf(request), ...request.body },
        request.ip,
      );
      return ok(ACCOUNT_MSG.passwordForzata);
    },
  );

  const dropdown = (
    path: string,
    summary: string,
    items: () => Promise<Array<{ value: string | number; text: string }>>,
  ) =>
    app.get(
      `/dropdown/utenti/${path}`,
      {
        config: { access: accesso('C') },
        schema: { tags: ['amministrazione'], summary, response: { 200: DROPDOWN, ...refusals } },
      },
      async () => {
        const found = await items();
        return { items: found, total: found.length };
      },
    );
  dropdown('tipi', 'Tipi di utente che il back office può creare', async () => tipiUtente());
  dropdown('distributori', 'Distributori a cui può appartenere un nuovo utente', () =>
    distributoriOptions(deps.db),
  );
  dropdown('fornitori', 'Fornitori a cui può appartenere un nuovo utente', () => fornitoriOptions(deps.db));
}
