import { localFlightSchedule, type FlightSchedule } from '../../../adapters/flights';
import { CARRELLO_ACCESS } from '../access';
import type { AppDeps } from '../../../deps';
import { ref } from '../../../plugins/schemas';
import type { ApiInstance } from '../../../plugins/typeProvider';
import { refusals } from '../../account/refusals';
import { cercaVoli } from './cercaVoli';

/** Autocomplete answers at most this many airports. */
const MAX_AEROPORTI = 10;

const testo = (maxLength: number) => ({ type: 'string', maxLength }) as const;

/**
 * The flight lookup of the purchase form (spec 2 §2 "Flight selection", §7 infoVoli) and the
 * airports its fields suggest, answered by a FlightSchedule (the local one unless `deps` carries
 * another under `flights`).
 */
export default async function voliRoutes(app: ApiInstance, deps: AppDeps & { flights?: FlightSchedule }) {
  const tags = ['carrello'];
  const schedule = () => deps.flights ?? localFlightSchedule();

  app.get(
    '/carrello/infoVoli',
    {
      config: { access: CARRELLO_ACCESS },
      schema: {
        tags,
        summary:
          'Voli per numero e data di partenza, o per aeroporti di partenza e destinazione e data (YYYY-MM-DD); item2: i motivi per cui la ricerca non è stata fatta',
        querystring: {
          type: 'object',
          properties: {
            numeroVolo: testo(20),
            dataPartenza: testo(20),
            aeroportoPartenza: testo(100),
            aeroportoDestinazione: testo(100),
          },
          additionalProperties: false,
        } as const,
        response: { 200: ref('infoVoliRisposta'), ...refusals },
      },
    },
    async (request) => cercaVoli(schedule(), request.query),
  );

  app.get(
    '/carrello/aeroporti',
    {
      config: { access: CARRELLO_ACCESS },
      schema: {
        tags,
        summary: 'Aeroporti per codice IATA, città (anche in italiano) o nome, al massimo 10',
        querystring: {
          type: 'object',
          properties: { testo: testo(100) },
          additionalProperties: false,
        } as const,
        response: {
          200: {
            type: 'object',
            properties: { data: { type: 'array', items: ref('aeroporto') } },
            required: ['data'],
          },
          ...refusals,
        },
      },
    },
    async (request) => ({ data: schedule().airports(request.query.testo ?? '', MAX_AEROPORTI) }),
  );
}
