import type { AppDeps } from '../../deps';
import { requireAuth } from '../../plugins/auth';
import { ref } from '../../plugins/schemas';
import type { ApiInstance } from '../../plugins/typeProvider';
import { refusals } from '../account/refusals';
import {
  PUBBLICI,
  TIPI_DISTRIBUTORE,
  distributoriOptions,
  inviaMessaggio,
  pubbliciOptions,
  tipiOptions,
  utentiOptions,
  type NuovoInvio,
} from './invio';
import { INVIO_MSG } from './invioMessages';

/** Back office only, with the messages permission's letter. */
const accesso = (letter: 'R' | 'C') => ({
  permissions: [`BK_MESSAGGI|${letter}`],
  userFlags: { backOffice: true },
});

const ID = { type: ['integer', 'null'], minimum: 1, maximum: 2147483647 } as const;

/** The create dialog's body: every audience field is optional here, the service asks for the one needed. */
const BODY = {
  type: 'object',
  properties: {
    pubblico: { type: 'string', enum: [...PUBBLICI] },
    utenteId: ID,
    distributoreId: ID,
    tipoDistributore: { type: ['string', 'null'], enum: [...TIPI_DISTRIBUTORE, null] },
    testo: { type: 'string', minLength: 1, maxLength: 2000 },
  },
  required: ['pubblico', 'testo'],
  additionalProperties: false,
} as const;

const CREATO = {
  type: 'object',
  properties: {
    data: {
      type: 'object',
      properties: {
        status: { type: 'string', enum: ['ok'] },
        itemID: { type: 'integer' },
        destinatari: { type: 'integer' },
      },
      required: ['status', 'itemID', 'destinatari'],
    },
    messages: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          code: { type: 'string' },
          text: { type: 'string' },
          type: { type: 'string', enum: ['error', 'warning', 'info'] },
        },
        required: ['code', 'text', 'type'],
      },
    },
  },
  required: ['data', 'messages'],
} as const;

const DROPDOWN = {
  type: 'object',
  properties: { items: { type: 'array', items: ref('dropdownItem') }, total: { type: 'integer' } },
  required: ['items', 'total'],
};

/**
 * Back office's messages to the users' bell (issue 28 item 2): send one to a user, to every active
 * user of a distributor or of every distributor of a kind, and the dialog's dropdowns. What was sent
 * is the list file `messaggiInviati.list.json` (screen Amministrazione → Messaggi inviati).
 */
export default async function invioMessaggiRoutes(app: ApiInstance, deps: AppDeps) {
  app.post(
    '/amministrazione/messaggi',
    {
      config: { access: accesso('C') },
      schema: {
        tags: ['amministrazione'],
        summary:
          'Invia un messaggio (campanella) a un utente, agli utenti attivi di un distributore o dei distributori di un tipo',
        body: BODY,
        response: { 201: CREATO, ...refusals },
      },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      const { itemID, destinatari } = await inviaMessaggio(deps, request.body as NuovoInvio, {
        auth,
        ip: request.ip,
      });
      reply.code(201);
      return {
        data: { status: 'ok' as const, itemID, destinatari },
        messages: [{ ...INVIO_MSG.inviato, type: 'info' as const }],
      };
    },
  );

  const dropdown = (
    path: string,
    summary: string,
    items: () => Promise<Array<{ value: string | number; text: string }>>,
  ) =>
    app.get(
      `/dropdown/messaggi/${path}`,
      {
        config: { access: accesso('C') },
        schema: { tags: ['amministrazione'], summary, response: { 200: DROPDOWN, ...refusals } },
      },
      async () => {
        const found = await items();
        return { items: found, total: found.length };
      },
    );
  dropdown('pubblici', 'A chi può andare un messaggio del back office', async () => pubbliciOptions());
  dropdown('utenti', 'Utenti attivi a cui inviare un messaggio', () => utentiOptions(deps.db));
  dropdown('distributori', 'Distributori ai cui utenti inviare un messaggio', () =>
    distributoriOptions(deps.db),
  );
  dropdown('tipi', 'Tipi di distributore ai cui utenti inviare un messaggio', async () => tipiOptions());
}
