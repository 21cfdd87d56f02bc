import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { inArray, eq } from 'drizzle-orm';
import type { AppDeps } from '../../deps';
import { adesioni, anagrafiche, distributori, inviiXml } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import { RateLimiter } from '../../plugins/rateLimit';
import { ref } from '../../plugins/schemas';
import type { ApiInstance } from '../../plugins/typeProvider';
import { linkCertificato, segretoLink } from '../adesioni/certificato/linkCertificato';
import {
  chiaveDellaRichiesta,
  firmaInvio,
  linkInvio,
  verificaChiave,
  verificaFirmaInvio,
  type ChiaveValida,
} from './chiavi';
import { acquirenteDi, elaboraInvio, INVIO_MSG, type EsitoInvio } from './invio';
import {
  erroreXml,
  escapeXml,
  leggiInvio,
  MAX_PRATICHE_XML,
  MAX_XML_BYTES,
  MAX_XML_MB,
  NS_PRATICHE,
  type MessaggioXml,
} from './xml';

const MINUTO = 60_000;
/** Envelopes a key may post in a minute, and requests (any key, or none) an address may make. */
export const LIMITE_CHIAVE = { bucket: 'pratichexml.chiave', max: 30, windowMs: MINUTO } as const;
export const LIMITE_IP = { bucket: 'pratichexml.ip', max: 60, windowMs: MINUTO } as const;

export const PRATICHE_XML_MSG = {
  chiave:
    'Chiave API mancante, non valida o revocata: inviarla nell’intestazione Authorization: ApiKey <chiave>',
  formato: 'Il corpo della richiesta deve essere un documento XML (Content-Type application/xml o text/xml)',
  troppeRichieste: (s: number) => `Troppe richieste: riprovare tra ${s} secondi`,
  linkNonValido: 'Il link dell’esito non è valido o è scaduto',
  imprevisto: 'Si è verificato un errore imprevisto. Riprovare più tardi.',
};

declare module 'fastify' {
  interface FastifyRequest {
    chiaveApi?: ChiaveValida;
  }
}

/** A refusal of POST pratichexml, answered as an XML `Errore` (schemas/xml/pratiche.xsd). */
class RifiutoXml extends Error {
  constructor(
    readonly status: number,
    readonly codice: string,
    readonly messaggi: MessaggioXml[],
    readonly headers: Record<string, string> = {},
  ) {
    super(messaggi.map((m) => m.testo).join('; '));
  }
}

function rispostaErrore(error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) {
  let r: RifiutoXml;
  if (error instanceof RifiutoXml) r = error;
  else if (error instanceof AppError)
    r = new RifiutoXml(
      error.statusCode >= 500 ? 500 : error.statusCode,
      'errore',
      [{ testo: error.message }],
      {
        ...error.headers,
      },
    );
  else {
    const status = (error as FastifyError).statusCode ?? 500;
    if (status === 413)
      r = new RifiutoXml(413, 'xml.troppoGrande', [
        { testo: `Il documento XML è troppo grande (massimo ${MAX_XML_MB} MB)` },
      ]);
    else if (status === 415) r = new RifiutoXml(415, 'xml.formato', [{ testo: PRATICHE_XML_MSG.formato }]);
    else if (status >= 400 && status < 500)
      r = new RifiutoXml(status, 'errore', [{ testo: 'Richiesta non valida' }]);
    else {
      request.log.error({ err: error }, 'unexpected error');
      r = new RifiutoXml(500, 'errore', [{ testo: PRATICHE_XML_MSG.imprevisto }]);
    }
  }
  return reply
    .code(r.status)
    .headers(r.headers)
    .header('content-type', 'application/xml; charset=utf-8')
    .send(erroreXml(r.codice, r.messaggi));
}

/** The 200 answer (schemas/xml/pratiche.xsd `EsitoInvio`). */
function esitoXml(e: EsitoInvio, collegamento: string): string {
  const pratiche = e.pratiche.map((p) => {
    const dentro = [
      ...p.messaggi.map((m) => `    <Messaggio>${escapeXml(m)}</Messaggio>`),
      ...p.adesioni.map((id) => `    <Polizza numero="${escapeXml(e.numeri.get(id) ?? '')}"/>`),
    ];
    const attr = `riferimento="${escapeXml(p.riferimento)}" pacchetto="${escapeXml(p.pacchetto)}" esito="${p.esito}"`;
    return dentro.length === 0
      ? `  <Pratica ${attr}/>`
      : `  <Pratica ${attr}>\n${dentro.join('\n')}\n  </Pratica>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<EsitoInvio xmlns="${NS_PRATICHE}">`,
    `  <Invio id="${e.invioId}" ricevutoIl="${e.ricevutoIl.toISOString()}"/>`,
    ...pratiche,
    `  <Collegamento>${escapeXml(collegamento)}</Collegamento>`,
    '</EsitoInvio>',
    '',
  ].join('\n');
}

const ESITO_PAGINA = {
  type: 'object',
  properties: {
    item1: {
      type: 'object',
      properties: {
        invio: {
          type: 'object',
          properties: {
            id: { type: 'integer' },
            ricevutoIl: { type: 'string', format: 'date-time' },
            distributore: { type: 'string' },
          },
          required: ['id', 'ricevutoIl', 'distributore'],
        },
        pratiche: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              riferimento: { type: 'string' },
              esito: { type: 'string', enum: ['emessa', 'nelCarrello', 'giaPresente', 'errore'] },
              messaggi: { type: 'array', items: { type: 'string' } },
              polizze: {
                type: 'array',
                items: {
                  type: 'object',
                  properties: {
                    numero: { type: 'string' },
                    pacchetto: { type: 'string' },
                    contraente: { type: 'string' },
                    urlCertificato: { type: 'string' },
                  },
                  required: ['numero', 'pacchetto', 'contraente', 'urlCertificato'],
                },
              },
            },
            required: ['riferimento', 'esito', 'messaggi', 'polizze'],
          },
        },
      },
      required: ['invio', 'pratiche'],
    },
  },
  required: ['item1'],
} as const;

const XML_RISPOSTA = (description: string) => ({
  description,
  content: { 'application/xml': { schema: { type: 'string' } } },
});

/**
 * XML practices for booking systems (issue 29 item 5, README "Pratiche XML"): POST pratichexml takes
 * an envelope (schemas/xml/pratiche.xsd) with a distributor's API key and answers an XML outcome per
 * practice with a signed link to the anonymous /praticheXML page, whose data is GET pratichexml/esito.
 */
export default async function praticheXmlRoutes(app: ApiInstance, deps: AppDeps) {
  const { db, config } = deps;
  const secret = segretoLink(config);
  const perChiave = new RateLimiter(db, LIMITE_CHIAVE.bucket, LIMITE_CHIAVE.max, LIMITE_CHIAVE.windowMs);
  const perIp = new RateLimiter(db, LIMITE_IP.bucket, LIMITE_IP.max, LIMITE_IP.windowMs);

  // Only this area reads XML bodies: the raw bytes, the encoding is the declaration's (libxml2 reads it).
  app.addContentTypeParser(
    ['application/xml', 'text/xml'],
    { parseAs: 'buffer', bodyLimit: MAX_XML_BYTES },
    (_request, body, done) => done(null, body),
  );

  const limite = async (limiter: RateLimiter, key: string) => {
    try {
      await limiter.hit(key);
    } catch (error) {
      if (!(error instanceof AppError) || error.statusCode !== 429) throw error;
      const s = Number(error.headers['retry-after'] ?? '60');
      throw new RifiutoXml(429, 'troppeRichieste', [{ testo: PRATICHE_XML_MSG.troppeRichieste(s) }], {
        'retry-after': String(s),
      });
    }
  };

  app.post(
    '/pratichexml',
    {
      config: { access: { public: true } },
      bodyLimit: MAX_XML_BYTES,
      errorHandler: rispostaErrore,
      validatorCompiler: () => () => true,
      // Address limit and key before the body is read: a refused caller costs no upload.
      onRequest: async (request) => {
        await limite(perIp, request.ip);
        const chiave = await verificaChiave(db, chiaveDellaRichiesta(request.headers));
        if (!chiave) throw new RifiutoXml(401, 'chiave', [{ testo: PRATICHE_XML_MSG.chiave }]);
        if (!chiave.distributoreAttivo)
          throw new RifiutoXml(403, 'distributore', [{ testo: INVIO_MSG.distributoreNonAttivo }]);
        await limite(perChiave, String(chiave.id));
        request.chiaveApi = chiave;
      },
      schema: {
        tags: ['pratichexml'],
        summary: `Invia pratiche in XML (InvioPratiche, schemas/xml/pratiche.xsd; UTF-8 o ISO-8859-1; max ${MAX_XML_MB} MB e ${MAX_PRATICHE_XML} pratiche) con la chiave API del distributore: esito XML per pratica`,
        description:
          'Autenticazione: `Authorization: ApiKey <chiave>` (o `X-Api-Key: <chiave>`), una chiave emessa dal back office. DOCTYPE ed entità sono rifiutati. Una pratica già inviata (distributore, pacchetto, riferimento) non è emessa due volte. Risposte XML: `EsitoInvio` (200) o `Errore` (4xx).',
        security: [{ apiKey: [] }],
        consumes: ['application/xml', 'text/xml'],
        body: {
          content: {
            'application/xml': { schema: { type: 'string', description: 'Documento InvioPratiche' } },
            'text/xml': { schema: { type: 'string', description: 'Documento InvioPratiche' } },
          },
        },
        response: {
          200: XML_RISPOSTA('EsitoInvio: esito per pratica e collegamento firmato alla pagina /praticheXML'),
          400: XML_RISPOSTA('Errore: documento non ben formato, non conforme allo schema, DOCTYPE o entità'),
          401: XML_RISPOSTA('Errore: chiave API mancante, sconosciuta o revocata'),
          403: XML_RISPOSTA('Errore: distributore non attivo o senza utente abilitato agli acquisti'),
          413: XML_RISPOSTA(`Errore: documento oltre ${MAX_XML_MB} MB o oltre ${MAX_PRATICHE_XML} pratiche`),
          415: XML_RISPOSTA('Errore: il corpo non è XML'),
          429: XML_RISPOSTA('Errore: troppe richieste (Retry-After)'),
        },
      } as never,
    },
    async (request, reply) => {
      const chiave = request.chiaveApi!;
      const body = request.body as unknown;
      if (!Buffer.isBuffer(body))
        throw new RifiutoXml(415, 'xml.formato', [{ testo: PRATICHE_XML_MSG.formato }]);
      const charset = /charset\s*=\s*"?([^";\s]+)/i.exec(request.headers['content-type'] ?? '')?.[1];
      const letto = leggiInvio(body, charset);
      if (!letto.ok) throw new RifiutoXml(letto.status, letto.codice, letto.messaggi);
      const acquirente = await acquirenteDi(db, chiave.distributoreId);
      if (!acquirente) throw new RifiutoXml(403, 'distributore', [{ testo: INVIO_MSG.senzaUtente }]);
      const esito = await elaboraInvio(deps, chiave, acquirente, letto.pratiche, request.ip);
      const link = linkInvio(config.publicUrl, esito.invioId, firmaInvio(esito.invioId, secret));
      return reply.header('content-type', 'application/xml; charset=utf-8').send(esitoXml(esito, link));
    },
  );

  app.get(
    '/pratichexml/esito',
    {
      config: { access: { public: true } },
      schema: {
        tags: ['pratichexml'],
        summary:
          'Esito di un invio di pratiche XML dal link firmato (pagina /praticheXML): pratiche, polizze e link ai certificati',
        security: [],
        querystring: {
          type: 'object',
          properties: {
            invio: { type: 'string', maxLength: 12 },
            firma: { type: 'string', maxLength: 100 },
          },
        } as const,
        response: { 200: ESITO_PAGINA, 404: ref('errorBody') },
      },
    },
    async (request) => {
      const { invio, firma } = request.query;
      const id = /^[1-9]\d{0,9}$/.test(invio ?? '') ? Number(invio) : 0;
      if (id === 0 || id > 2_147_483_647 || !verificaFirmaInvio(id, firma ?? '', secret))
        throw notFound(PRATICHE_XML_MSG.linkNonValido);
      const [row] = await db
        .select({
          id: inviiXml.id,
          ricevutoIl: inviiXml.ricevutoIl,
          esito: inviiXml.esito,
          distributoreId: inviiXml.distributoreId,
          distributore: anagrafiche.ragioneSociale,
        })
        .from(inviiXml)
        .innerJoin(distributori, eq(distributori.id, inviiXml.distributoreId))
        .innerJoin(anagrafiche, eq(anagrafiche.id, distributori.anagraficaId))
        .where(eq(inviiXml.id, id));
      if (!row) throw notFound(PRATICHE_XML_MSG.linkNonValido);
      const ids = [...new Set(row.esito.flatMap((p) => p.adesioni))];
      const polizze = new Map(
        ids.length === 0
          ? []
          : (
              await db
                .select({
                  id: adesioni.id,
                  numero: adesioni.numero,
                  pacchetto: adesioni.pacchetto,
                  contraente: adesioni.contraente,
                  itemGuid: adesioni.itemGuid,
                  distributoreId: adesioni.distributoreId,
                })
                .from(adesioni)
                .where(inArray(adesioni.id, ids))
            ).map((a) => [a.id, a]),
      );
      return {
        item1: {
          invio: { id: row.id, ricevutoIl: row.ricevutoIl.toISOString(), distributore: row.distributore },
          pratiche: row.esito.map((p) => ({
            riferimento: p.riferimento,
            esito: p.esito,
            messaggi: p.messaggi,
            polizze: p.adesioni.flatMap((aid) => {
              const a = polizze.get(aid);
              // Only the submission's distributor's policies, whatever the stored outcome says.
              if (!a || a.distributoreId !== row.distributoreId) return [];
              return [
                {
                  numero: a.numero,
                  pacchetto: a.pacchetto,
                  contraente: a.contraente ?? '',
                  urlCertificato: `${config.publicUrl}${linkCertificato(a.itemGuid, secret)}`,
                },
              ];
            }),
          })),
        },
      };
    },
  );
}
