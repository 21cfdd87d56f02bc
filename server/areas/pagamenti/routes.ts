import type { FastifyRequest } from 'fastify';
import type { EsitoVerificato } from '../../adapters/payments/gateway';
import { MessaggioGatewayNonValido } from '../../adapters/payments/gateway';
import { audit } from '../../audit';
import type { AppDeps } from '../../deps';
import { badRequest } from '../../errors';
import { requireAuth } from '../../plugins/auth';
import { ref } from '../../plugins/schemas';
import type { ApiInstance } from '../../plugins/typeProvider';
import { refusals } from '../account/refusals';
import { registraEsito, type OrigineEsito, type Tentativo } from './esito';
import { creaLimitiEsiti } from './limiti';
import { PAG_MSG } from './messages';
import { rispostaRitorno } from './risposta';
import { estrattiDaPagare, pagaEstratti, ricaricaCredito, type Chi } from './servizio';
import { origineRichiesta } from './origine';

const dataOf = <const S>(schema: S) =>
  ({ type: 'object', properties: { data: schema }, required: ['data'] }) as const;

/**
 * Card payments (issue 12): month-end statements (`POST my{p}/eseguipagamento`), credit top-ups
 * (`POST my{p}/ricaricacredito`), the statements still to pay, and the gateway's three ways back —
 * the browser's return (`keyclient/ok`, `keyclient/fm/ok`, called by the return screens with the
 * query the gateway gave them) and the server-to-server notification (`keyclient/notifica`). Those
 * three are public: the gateway's MAC, not a session, says who wrote them; they are limited per
 * address (limiti.ts) and tell an anonymous caller only the outcome (risposta.ts).
 */
export default async function pagamentiRoutes(app: ApiInstance, deps: AppDeps) {
  const base = `/my${deps.config.brand.slug}`;
  const my = `WEB_MY${deps.config.brand.slug.toUpperCase()}`;
  const tags = ['pagamenti'];
  const paga = { permissions: [`${my}_PAGAMENTI|C`], attributes: ['distributore'] };
  const chi = (request: FastifyRequest): Chi => {
    const auth = requireAuth(request);
    return {
      user: auth.user,
      impersonatoreId: auth.impersonatorId,
      ip: request.ip,
      origine: origineRichiesta(deps.config, request),
    };
  };

  app.get(
    `${base}/pagamenti/dapagare`,
    {
      config: { access: { permissions: [`${my}_PAGAMENTI|R`], attributes: ['distributore'] } },
      schema: {
        tags,
        summary: 'Gli estratti conto ancora da pagare del proprio distributore',
        response: { 200: dataOf(ref('estrattiDaPagare')), ...refusals },
      },
    },
    async (request) => {
      const distributoreId = requireAuth(request).user.distributoreId;
      const estratti = distributoreId === null ? [] : await estrattiDaPagare(deps.db, distributoreId);
      const totale = estratti.reduce((s, e) => s + Math.round(e.importo * 100), 0) / 100;
      return { data: { estratti, totale } };
    },
  );

  app.post(
    `${base}/eseguipagamento`,
    {
      config: { access: paga },
      schema: {
        tags,
        summary: 'Avvia il pagamento con carta degli estratti conto scelti (nessuno: tutti quelli da pagare)',
        body: ref('pagamentoEstratti'),
        response: { 200: dataOf(ref('avvioPagamento')), ...refusals },
      },
    },
    async (request) => ({ data: await pagaEstratti(deps, chi(request), request.body.estrattiContoIds) }),
  );

  app.post(
    `${base}/ricaricacredito`,
    {
      config: { access: paga },
      schema: {
        tags,
        summary: 'Avvia l’acquisto di credito con carta',
        body: ref('ricaricaCredito'),
        response: { 200: dataOf(ref('avvioPagamento')), ...refusals },
      },
    },
    async (request) => ({ data: await ricaricaCredito(deps, chi(request), request.body.importo) }),
  );

  const limiti = creaLimitiEsiti(deps.db);
  // Every call of the gateway's three is counted per client address before anything else is done.
  const perIndirizzo = { onRequest: async (request: FastifyRequest) => limiti.chiamate.hit(request.ip) };
  const auditaRifiuto = (codTrans: string) => limiti.auditRifiuti.allow(codTrans);

  /**
   * Verifies and records what the gateway (or whoever claims to be it) sent. A refusal counts against
   * the caller's address (given back once the call is accepted) and is written to the audit log once
   * per order and minute.
   */
  const registra = async (
    request: FastifyRequest,
    campi: Record<string, string>,
    origine: OrigineEsito,
  ): Promise<Tentativo> => {
    const gateway = deps.pagamenti?.gateway;
    if (!gateway) throw badRequest(PAG_MSG.nonDisponibile.code, PAG_MSG.nonDisponibile.text);
    await limiti.rifiutate.hit(request.ip);
    let esito: EsitoVerificato;
    try {
      esito = origine === 'notifica' ? gateway.verificaNotifica(campi) : gateway.verificaRitorno(campi);
    } catch (error) {
      if (!(error instanceof MessaggioGatewayNonValido)) throw error;
      const codTrans = typeof campi.codTrans === 'string' ? campi.codTrans.slice(0, 64) : null;
      if (await auditaRifiuto(codTrans ?? '')) {
        await audit(deps.db, {
          userId: null,
          action: 'pagamento.esitoRifiutato',
          detail: {
            codTrans,
            esito: typeof campi.esito === 'string' ? campi.esito.slice(0, 20) : null,
            motivo: error.motivo === 'mac' ? 'MAC non valido' : 'campi mancanti o non validi',
            origine,
          },
          ip: request.ip,
        });
      }
      throw badRequest(PAG_MSG.esitoNonValido.code, PAG_MSG.esitoNonValido.text);
    }
    const t = await registraEsito(deps.db, esito, origine, { ip: request.ip, auditaRifiuto });
    await limiti.rifiutate.refund(request.ip);
    return t;
  };

  for (const path of ['/keyclient/ok', '/keyclient/fm/ok']) {
    app.post(
      path,
      {
        config: { access: { public: true } },
        ...perIndirizzo,
        schema: {
          tags,
          summary:
            path === '/keyclient/ok'
              ? 'Registra l’esito di un pagamento con carta al ritorno dal gateway (polizze, credito)'
              : 'Registra l’esito del pagamento di fine mese al ritorno dal gateway',
          description:
            'Pubblica (il MAC del gateway è la credenziale): i dettagli solo a un utente del distributore ' +
            'che ha pagato, a chiunque altro solo l’esito. Limitata per indirizzo (429 oltre il limite).',
          body: ref('ritornoGateway'),
          response: { 200: dataOf(ref('esitoPagamento')), ...refusals },
        },
      },
      async (request) => {
        const t = await registra(request, request.body as Record<string, string>, 'ritorno');
        return { data: await rispostaRitorno(deps.db, t, request.auth?.user) };
      },
    );
  }

  app.post(
    '/keyclient/notifica',
    {
      config: { access: { public: true } },
      ...perIndirizzo,
      schema: {
        tags,
        summary: 'Notifica server to server del gateway di pagamento (form urlencoded, firmata col MAC)',
        body: ref('ritornoGateway'),
        response: { 200: { type: 'string' }, ...refusals },
      },
    },
    async (request, reply) => {
      await registra(request, request.body as Record<string, string>, 'notifica');
      return reply.type('text/plain; charset=utf-8').send('OK');
    },
  );
}
