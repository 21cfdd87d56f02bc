import type { AppDeps } from '../../deps';
import { notFound } from '../../errors';
import type { ApiInstance } from '../../plugins/typeProvider';
import { refusals } from '../account/refusals';
import { condizioniPdf } from './condizioniPdf';
import { offerta, type Venditore } from './offerte';

/** The refusal of the public terms for a package that does not exist or is no longer sold. */
export const TERMINI_NON_DISPONIBILI = 'I termini e condizioni di questo prodotto non sono disponibili';

/** Terms are public documents of the catalogue: any active package, with no seller's commission. */
const CATALOGO: Venditore = { distributoreId: null, networkId: null, tutto: true };

const ID = { type: 'string', pattern: '^[0-9]{1,9}$' } as const;
const querystring = {
  type: 'object',
  properties: { pacchettoId: ID, prodottoId: ID },
  required: ['pacchettoId'],
  additionalProperties: false,
} as const;

/** The active package of the query, with the product it must belong to when one is named; else a 404. */
async function pacchettoPubblico(deps: AppDeps, query: { pacchettoId: string; prodottoId?: string }) {
  const o = await offerta(deps.db, CATALOGO, Number(query.pacchettoId));
  if (!o || (query.prodottoId !== undefined && Number(query.prodottoId) !== o.prodottoId))
    throw notFound(TERMINI_NON_DISPONIBILI);
  return o;
}

/**
 * The anonymous terms page (spec 1 §2 `/terminiecondizioni?pacchettoId=&prodottoId=`, "opens in a new
 * tab"): a plain link cannot send the bearer token that `carrello/terminiecondizioni` needs, so these
 * two calls answer without sign-in, only for an active package of the catalogue: its names for the
 * page's title and its terms PDF, which holds nothing a seller's call adds (no commission, no price).
 */
export default async function terminiPubbliciRoutes(app: ApiInstance, deps: AppDeps) {
  const tags = ['carrello'];

  app.get(
    '/terminiecondizioni/prodotto',
    {
      config: { access: { public: true } },
      schema: {
        tags,
        summary: 'Nome del pacchetto e del prodotto dei termini e condizioni pubblici',
        security: [],
        querystring,
        response: {
          200: {
            type: 'object',
            properties: {
              data: {
                type: 'object',
                properties: {
                  pacchettoID: { type: 'integer' },
                  prodottoID: { type: 'integer' },
                  nome: { type: 'string' },
                  nomeProdotto: { type: 'string' },
                  fornitore: { type: 'string' },
                },
                required: ['pacchettoID', 'prodottoID', 'nome', 'nomeProdotto', 'fornitore'],
              },
            },
            required: ['data'],
          },
          ...refusals,
        },
      },
    },
    async (request) => {
      const o = await pacchettoPubblico(deps, request.query);
      return {
        data: {
          pacchettoID: o.id,
          prodottoID: o.prodottoId,
          nome: o.nome,
          nomeProdotto: o.nomeProdotto,
          fornitore: o.fornitore,
        },
      };
    },
  );

  app.get(
    '/terminiecondizioni',
    {
      config: { access: { public: true } },
      schema: {
        tags,
        summary: 'Termini e condizioni di un pacchetto del catalogo in PDF, senza accesso',
        security: [],
        querystring,
        response: {
          200: {
            description: 'Il PDF delle condizioni',
            content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } as const } },
          },
          ...refusals,
        },
      },
    },
    async (request, reply) => {
      const o = await pacchettoPubblico(deps, request.query);
      const { pdf, filename } = await condizioniPdf(deps.db, CATALOGO, o.id, o.prodottoId);
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${filename}"`)
        .send(pdf);
    },
  );
}
