import type { AbilitazioniModifica } from '../../../schemas/types';
import {
  abilitazioniPiatte,
  REGOLA_NON_MODIFICABILE,
  type RegolaModifica,
} from '../../../schemas/domain/abilitazioniModifica';
import { jsonResponse, type RouteAnswer } from '../../../engine/react/testing/createTestEngine';
import type { AnteprimaModifica, PraticaModificabile } from '../modifica';

export const ITEM_ID = 4711;
export const NUMERO = 'OVR-2026-000123';
export const PATH_ABILITAZIONE = `carrello/modifiche/abilitazione/${ITEM_ID}`;
export const PATH_ANTEPRIMA = `carrello/modifiche/anteprima/${ITEM_ID}`;

const libera: RegolaModifica = { ...REGOLA_NON_MODIFICABILE, modificabile: true };

/** Every area open: dates with causes (one required), names with a warning to confirm. */
export const abilitazioniLibere: AbilitazioniModifica = abilitazioniPiatte(
  {
    chDate: {
      ...libera,
      causali: 'Richiesta del cliente;Prolungamento del soggiorno',
      causaleObbligatoria: true,
    },
    chImportoViaggio: libera,
    chNumeroAssicurati: { ...libera, causali: 'Rinuncia di un partecipante;Aggiunta di un partecipante' },
    chNomi: {
      ...libera,
      causali: 'Errore di battitura',
      flagWarning: true,
      messaggioWarning: 'Il cambio nome è ammesso solo con il documento del nuovo viaggiatore.',
      messaggioToDo: 'Inviare copia del documento al fornitore.',
    },
  },
  false,
);

/** Only the dates, and only from 30 days before the trip start on (trip 2027-07-01: from 2027-06-02). */
export const abilitazioniDelta: AbilitazioniModifica = abilitazioniPiatte(
  {
    chDate: { ...libera, deltaGiorni: -30, causali: 'Richiesta del cliente' },
    chImportoViaggio: REGOLA_NON_MODIFICABILE,
    chNumeroAssicurati: REGOLA_NON_MODIFICABILE,
    chNomi: REGOLA_NON_MODIFICABILE,
  },
  false,
);

/** A request-only package: nothing is flagged, every area opens, the request flag is forced on. */
export const abilitazioniSoloRichiesta: AbilitazioniModifica = abilitazioniPiatte(
  {
    chDate: REGOLA_NON_MODIFICABILE,
    chImportoViaggio: REGOLA_NON_MODIFICABILE,
    chNumeroAssicurati: REGOLA_NON_MODIFICABILE,
    chNomi: REGOLA_NON_MODIFICABILE,
  },
  true,
);

/** The trip amount needs a cause the package offers no list for: typed by the agent. */
export const abilitazioniCausaleLibera: AbilitazioniModifica = abilitazioniPiatte(
  {
    chDate: REGOLA_NON_MODIFICABILE,
    chImportoViaggio: { ...libera, causaleObbligatoria: true, flagWarning: true },
    chNumeroAssicurati: libera,
    chNomi: REGOLA_NON_MODIFICABILE,
  },
  false,
);

export const pratica: PraticaModificabile = {
  itemID: ITEM_ID,
  versione: 3,
  stato: 'modificata',
  inizioViaggio: '2027-07-01',
  fineViaggio: '2027-07-15',
  importoViaggio: 2400,
  numeroPartecipanti: 2,
  partecipantiElenco: [
    { ItemID: 11, Cognome: 'Ødegård', Nome: 'Łukasz', CodiceFiscale: null, DataNascita: '1980-05-04' },
    { ItemID: 12, Cognome: 'Bianchi', Nome: 'Anna', CodiceFiscale: 'BNCNNA85T41H501X', DataNascita: null },
  ],
  richiestaInAttesa: false,
};

export const anteprima: AnteprimaModifica = {
  areeCambiate: ['chDate'],
  richiestaModifica: false,
  premioPrima: 1212.5,
  premioDopo: 1262.5,
  differenzaPremio: 50,
  commissioniPrima: 145.5,
  commissioniDopo: 151.5,
  differenzaCommissioni: 6,
  daPagarePrima: 1067,
  daPagareDopo: 1111,
  differenza: 44,
  modo: 'credito',
};

/** What the fake server received: path, JSON body and Idempotency-Key of each POST. */
export const chiamate: Array<{ key: string; body: unknown; idempotencyKey: string | null }> = [];

const registra = (key: string, answer: (body: unknown) => Response) => async (request: Request) => {
  const body: unknown = await request.json();
  chiamate.push({ key, body, idempotencyKey: request.headers.get('Idempotency-Key') });
  return answer(body);
};

/** The gateway's page a card-paid supplement is sent to (the sandbox's, as the server answers it). */
export const PAGINA_GATEWAY = '/sandbox/pagamento?codTrans=OVR-MOD-1';

export const CONFLITTO =
  'La polizza è stata modificata da un altro utente: ricarica la pagina per vedere la versione aggiornata.';

/** The three calls of the change form for policy 4711 with the given permissions and practice. */
export function modificaApi(
  abilitazioni: AbilitazioniModifica,
  opzioni: {
    pratica?: Partial<PraticaModificabile>;
    /** `carta`: a distributor that pays at purchase; the supplement goes to the gateway's page. */
    salva?: 'ok' | 'conflitto' | 'carta';
    /** The server's 400 messages for the preview (its rules, checked again). */
    rifiutoAnteprima?: string[];
  } = {},
): Record<string, RouteAnswer> {
  const p = { ...pratica, ...opzioni.pratica };
  return {
    [`GET ${PATH_ABILITAZIONE}`]: { item1: abilitazioni, item2: p },
    [`POST ${PATH_ANTEPRIMA}`]: registra(`POST ${PATH_ANTEPRIMA}`, (body) =>
      opzioni.rifiutoAnteprima
        ? jsonResponse(
            {
              messages: opzioni.rifiutoAnteprima.map((text) => ({
                code: 'modifiche.x',
                text,
                type: 'error',
              })),
            },
            400,
          )
        : jsonResponse({
            item1: {
              ...anteprima,
              ...(opzioni.salva === 'carta' ? { modo: 'carta' } : {}),
              richiestaModifica: (body as { richiestaModifica: boolean }).richiestaModifica,
            },
          }),
    ),
    [`POST ${PATH_ABILITAZIONE}`]: registra(`POST ${PATH_ABILITAZIONE}`, (body) =>
      opzioni.salva === 'conflitto'
        ? jsonResponse({ messages: [{ code: 'errore.versione', text: CONFLITTO, type: 'error' }] }, 409)
        : jsonResponse({
            item1: {
              esito: (body as { richiestaModifica: boolean }).richiestaModifica ? 'richiesta' : 'applicata',
              versione: p.versione + 1,
              operazioneId: '5b0f8d3c-1e2a-4f6b-9c7d-8e9f0a1b2c3d',
              anteprima,
              redirecUrl: opzioni.salva === 'carta' ? PAGINA_GATEWAY : null,
            },
          }),
    ),
  };
}
