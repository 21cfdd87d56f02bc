import { conLettureCondivise } from './lettureCondivise';
import importazioneRoutes from './importazione/routes';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps';
import { requireAuth } from '../../plugins/auth';
import { CARRELLO_ACCESS } from './access';
import { ref } from '../../plugins/schemas';
import { refusals } from '../account/refusals';
import catalogoDropdownRoutes from '../dropdown/catalogoRoutes';
import { condizioniPdf } from './condizioniPdf';
import cartRoutes from './cart/routes';
import dichiarazioniRoutes from './dichiarazioni/routes';
import imageRoutes from './imageRoutes';
import annullamentoRoutes from './modifiche/annullamentoRoutes';
import modificheRoutes from './modifiche/routes';
import richiesteModificaRoutes from './modifiche/richiesteRoutes';
import partecipantiRoutes from './partecipanti/routes';
import voliRoutes from './voli/routes';
import { confrontaProdottiPer, preferitiDi } from './lista';
import { offerte, venditoreDi } from './offerte';
import { itemDaPrezzare } from './itemDaPrezzare';
import { prezzaItem } from './prezzaItem';
import {
  categorieVisibili,
  cercaProdotti,
  complementariProdotto,
  dettaglioProdotto,
  offertaOppure404,
  parametriPacchetto,
  prodottiCategoria,
  togglePreferito,
} from './service';
import { sanitizeHtml } from '../../domain/catalogo/sanitizeHtml';
import type { ApiInstance } from '../../plugins/typeProvider';

export { CARRELLO_ACCESS };

const ID = { type: 'string', pattern: '^[0-9]{1,9}$' } as const;
const idParams = <N extends string>(name: N) =>
  ({
    type: 'object',
    // A computed key is typed as any string; the cast restores the one name the schema declares.
    properties: { [name]: ID } as { [K in N]: typeof ID },
    required: [name],
    additionalProperties: false,
  }) as const;
const dataArray = <const I>(item: I) =>
  ({
    type: 'object',
    properties: { data: { type: 'array', items: item } },
    required: ['data'],
  }) as const;
const dataOf = <const S>(schema: S) =>
  ({ type: 'object', properties: { data: schema }, required: ['data'] }) as const;

/**
 * The catalogue calls of spec 2 §7 under `carrello/` (categories, product list and comparison with
 * prices, product detail, supplementary policies, totals, favourites, terms PDF), the catalogue
 * dropdowns and `file/image/{name}`. Every answer is limited to the packages the caller's
 * distributor may sell: any other package id is a 404.
 */
export default async function carrelloRoutes(app: ApiInstance, deps: AppDeps) {
  const { db } = deps;
  const tags = ['carrello'];
  const seller = (request: FastifyRequest) => {
    const auth = requireAuth(request);
    return venditoreDi(db, auth.user, auth.versioneUtenti);
  };
  const userId = (request: FastifyRequest) => requireAuth(request).user.id;

  await app.register(catalogoDropdownRoutes, deps);
  await app.register(imageRoutes, deps);
  await app.register(partecipantiRoutes, deps);
  await app.register(voliRoutes, deps);
  await app.register(modificheRoutes, deps);
  await app.register(annullamentoRoutes, deps);
  await app.register(richiesteModificaRoutes, deps);
  await app.register(dichiarazioniRoutes, { ...deps, access: CARRELLO_ACCESS });
  await app.register(cartRoutes, { ...deps, access: CARRELLO_ACCESS });
  await app.register(importazioneRoutes, deps);

  app.get(
    '/carrello/pacchettiCategorie',
    {
      config: { access: CARRELLO_ACCESS },
      schema: {
        tags,
        summary: 'Categorie con almeno un prodotto vendibile dal distributore',
        response: { 200: dataArray(ref('categoria')), ...refusals },
      },
    },
    async (request) => ({ data: await categorieVisibili(db, await seller(request)) }),
  );

  app.get(
    '/carrello/prodottiCategoria',
    {
      config: { access: CARRELLO_ACCESS },
      schema: {
        tags,
        summary: 'Prodotti di una categoria (retro della scheda categoria)',
        querystring: idParams('categoriaID'),
        response: {
          200: dataArray({
            type: 'object',
            properties: {
              itemID: { type: 'integer' },
              pacchettoID: { type: 'integer' },
              prodottoID: { type: 'integer' },
              pacchetto: { type: 'string' },
            },
            required: ['itemID', 'pacchettoID', 'prodottoID', 'pacchetto'],
          }),
          ...refusals,
        },
      },
    },
    async (request) => {
      const { categoriaID } = request.query;
      return { data: await prodottiCategoria(db, await seller(request), Number(categoriaID)) };
    },
  );

  app.post(
    '/carrello/confrontaProdotti',
    {
      config: { access: CARRELLO_ACCESS },
      schema: {
        tags,
        summary:
          'Prodotti con i prezzi per i parametri del viaggio: listIDs (vuoto = tutta la categoria), categoriaID (-1 = preferiti)',
        body: ref('confrontoRichiesta'),
        response: { 200: dataArray(ref('prodottoLista')), ...refusals },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      return { data: await confrontaProdottiPer(db, auth.user, request.body, auth.versioneUtenti) };
    },
  );

  app.get(
    '/carrello/prodotti',
    {
      config: { access: CARRELLO_ACCESS },
      schema: {
        tags,
        summary: 'Ricerca dei prodotti per nome (selezione multipla della barra di navigazione)',
        querystring: {
          type: 'object',
          properties: { testo: { type: 'string', maxLength: 100 } },
          additionalProperties: false,
        } as const,
        response: { 200: dataArray(ref('dropdownItem')), ...refusals },
      },
    },
    async (request) => {
      const { testo } = request.query;
      return { data: await cercaProdotti(db, await seller(request), testo) };
    },
  );

  app.get(
    '/carrello/parametri',
    {
      config: { access: CARRELLO_ACCESS },
      schema: {
        tags,
        summary: 'Parametri di confronto (garanzie) di un pacchetto, o il loro catalogo senza pacchettoID',
        querystring: {
          type: 'object',
          properties: { pacchettoID: ID },
          additionalProperties: false,
        } as const,
        response: { 200: dataArray(ref('parametroConfronto')), ...refusals },
      },
    },
    async (request) => {
      const { pacchettoID } = request.query;
      const id = pacchettoID === undefined ? undefined : Number(pacchettoID);
      return { data: await parametriPacchetto(db, await seller(request), id) };
    },
  );

  app.post(
    '/carrello/totali',
    {
      config: { access: CARRELLO_ACCESS },
      schema: {
        tags,
        summary:
          'Totali del pacchetto e delle polizze integrative per i dati del viaggio, ogni partecipante alla sua età',
        body: ref('totaliRichiesta'),
        response: { 200: ref('totaliRisposta'), ...refusals },
      },
    },
    async (request) => ({
      // One read of the catalogue's version for all the pricing's reads (lettureCondivise.ts).
      data: await conLettureCondivise(async () =>
        prezzaItem(db, await seller(request), itemDaPrezzare(request.body)),
      ),
    }),
  );

  app.get(
    '/carrello/descrizione/:pacchettoID',
    {
      config: { access: CARRELLO_ACCESS },
      schema: {
        tags,
        summary: 'Descrizione commerciale sintetica del pacchetto (HTML ripulito)',
        params: idParams('pacchettoID'),
        response: { 200: dataOf({ type: 'string' }), ...refusals },
      },
    },
    async (request) => {
      const { pacchettoID } = request.params;
      const o = await offertaOppure404(db, await seller(request), Number(pacchettoID));
      return { data: sanitizeHtml(o.descrizioneSintetica) };
    },
  );

  app.get(
    '/carrello/prodotti/complementari/:pacchettoID',
    {
      config: { access: CARRELLO_ACCESS },
      schema: {
        tags,
        summary: 'Polizze integrative proposte con il pacchetto',
        params: idParams('pacchettoID'),
        response: { 200: dataArray(ref('prodottoComplementare')), ...refusals },
      },
    },
    async (request) => {
      const { pacchettoID } = request.params;
      // One read of the catalogue's version for the whole page's reads (lettureCondivise.ts).
      return {
        data: await conLettureCondivise(async () =>
          complementariProdotto(db, await seller(request), Number(pacchettoID)),
        ),
      };
    },
  );

  app.get(
    '/carrello/preferiti',
    {
      config: { access: CARRELLO_ACCESS },
      schema: {
        tags,
        summary: 'Prodotti preferiti dell’utente',
        response: { 200: dataArray(ref('preferito')), ...refusals },
      },
    },
    async (request) => {
      const id = userId(request);
      const v = await seller(request);
      const rows = await preferitiDi(db, id);
      const visible = new Set(
        (await offerte(db, v, { ids: rows.map((r) => r.pacchettoId) })).map((o) => o.id),
      );
      return {
        data: rows
          .filter((r) => visible.has(r.pacchettoId))
          .map((r) => ({ itemID: r.id, userID: id, itemIDPacchetto: r.pacchettoId })),
      };
    },
  );

  app.post(
    '/carrello/preferiti',
    {
      config: { access: CARRELLO_ACCESS },
      schema: {
        tags,
        summary: 'Aggiunge o toglie un prodotto dai preferiti dell’utente',
        body: ref('preferitoRichiesta'),
        response: {
          200: {
            type: 'object',
            properties: {
              status: { type: 'string', enum: ['ok', 'ko', 'warning'] },
              data: {
                type: 'object',
                properties: { preferito: { type: 'boolean' } },
                required: ['preferito'],
              },
            },
            required: ['status', 'data'],
          } as const,
          ...refusals,
        },
      },
    },
    async (request) => {
      const { itemIDPacchetto } = request.body;
      const preferito = await togglePreferito(db, await seller(request), userId(request), itemIDPacchetto);
      return { status: 'ok' as const, data: { preferito } };
    },
  );

  app.get(
    '/carrello/terminiecondizioni',
    {
      config: { access: CARRELLO_ACCESS },
      schema: {
        tags,
        summary: 'Termini e condizioni del pacchetto in PDF',
        querystring: {
          type: 'object',
          properties: { pacchettoId: ID, prodottoId: ID },
          required: ['pacchettoId'],
          additionalProperties: false,
        } as const,
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
      const { pacchettoId, prodottoId } = request.query;
      const { pdf, filename } = await condizioniPdf(
        db,
        await seller(request),
        Number(pacchettoId),
        prodottoId === undefined ? undefined : Number(prodottoId),
      );
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${filename}"`)
        .send(pdf);
    },
  );

  // Declared last: the static paths above win over the parameter anyway, but this keeps it obvious.
  app.get(
    '/carrello/:pacchettoID',
    {
      config: { access: CARRELLO_ACCESS },
      schema: {
        tags,
        summary: 'Informazioni del prodotto (pagina infoProdotto)',
        params: idParams('pacchettoID'),
        response: { 200: dataOf(ref('prodottoDettaglio')), ...refusals },
      },
    },
    async (request) => {
      const { pacchettoID } = request.params;
      return {
        data: await conLettureCondivise(async () =>
          dettaglioProdotto(db, await seller(request), Number(pacchettoID)),
        ),
      };
    },
  );
}
