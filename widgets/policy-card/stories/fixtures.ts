import type { Volo } from '../../../schemas/types';
import { toBase64Url } from '../../flight-dialog/datiExtra';
import type { DettaglioAdesione } from '../datiAdesione';

/** base64 of UTF-8 JSON, as the server encodes datiAggiuntivi (spec 2 §3). */
export function base64Json(value: unknown): string {
  let binary = '';
  for (const b of new TextEncoder().encode(JSON.stringify(value))) binary += String.fromCharCode(b);
  return btoa(binary);
}

export const GUID_BASE = '3f6c1a2e-8b4d-4c1e-9a7f-2d5b6e8c0a11';
export const GUID_CREDITO = '7a1d2c3b-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
export const GUID_VOLI = 'b2c3d4e5-f6a7-4b8c-9d0e-1f2a3b4c5d6e';
export const GUID_GRUPPO = 'c4d5e6f7-a8b9-4c0d-8e1f-2a3b4c5d6e7f';

export const voli: Volo[] = [
  {
    numeroVolo: 'AZ610',
    numero_volo_pdf: 'AZ 610',
    aeroportoPartenzaIata: 'FCO',
    aeroportoArrivoIata: 'JFK',
    timestampPartenza: '2027-07-01T10:15:00+02:00',
    timestampArrivo: '2027-07-01T13:40:00-04:00',
    aeroportoPartenza: 'Roma Fiumicino',
    aeroportoArrivo: 'New York John F. Kennedy',
    compagnia: 'ITA Airways',
  },
  {
    numeroVolo: 'AZ611',
    aeroportoPartenzaIata: 'JFK',
    aeroportoArrivoIata: 'FCO',
    timestampPartenza: '2027-07-15T17:50:00-04:00',
    timestampArrivo: '2027-07-16T08:05:00+02:00',
  },
];

/** A policy as GET my{product}/adesioni/{itemGUID} answers it. */
export const polizzaBase: DettaglioAdesione = {
  itemGUID: GUID_BASE,
  numero: 'OVR-2026-000123',
  pacchetto: 'Viaggio Sicuro Plus',
  descrizione: 'Annullamento viaggio',
  totalePremio: 1212.5,
  totalePremioImposte: 212.5,
  totalePremioPersona: 606.25,
  totalePremioPersonaImposte: 106.25,
  commissioni: 145.5,
  totalePremioDaPagare: 1067,
  totaleRitenuta: 0,
  numeroPartecipanti: 2,
  partecipantiElencoLista: [
    { nome: 'Łukasz', cognome: 'Ødegård' },
    { nome: 'Anna', cognome: 'Bianchi' },
  ],
  inizioViaggio: '2027-07-01',
  fineViaggio: '2027-07-15',
  destinazione: 'Francia',
  nazionalita: 'Italia',
  riferimentoPratica: 'PRAT-4711',
  acquistataConCredito: false,
  datiAggiuntivi: null,
  datiExtra: null,
  certificato: `file/adesione/${GUID_BASE}`,
  datiVolo: [],
  itemID: 4711,
};

export const polizzaCredito: DettaglioAdesione = {
  ...polizzaBase,
  itemGUID: GUID_CREDITO,
  itemID: 4712,
  numero: 'OVR-2026-000124',
  acquistataConCredito: true,
  totalePremioDaPagare: 0,
  certificato: `file/adesione/${GUID_CREDITO}`,
};

/** Flights and further data as the purchase stores them; the flights come only encoded here. */
export const polizzaVoli: DettaglioAdesione = {
  ...polizzaBase,
  itemGUID: GUID_VOLI,
  numero: 'OVR-2026-000125',
  pacchetto: 'Ritardo Volo',
  datiAggiuntivi: base64Json([
    { descrizione: 'Numero prenotazione', value: 'PNR-4711' },
    { descrizione: 'Città di soggiorno', value: 'Saint-Étienne' },
  ]),
  datiExtra: toBase64Url({ datiVolo: voli }),
  datiVolo: undefined,
  certificato: `file/adesione/${GUID_VOLI}`,
};

export const polizze = [polizzaBase, polizzaCredito, polizzaVoli];

/** A group of 30 insured through the image of its participants: only the head of group is named. */
export const polizzaGruppo: DettaglioAdesione = {
  ...polizzaBase,
  itemGUID: GUID_GRUPPO,
  numero: 'OVR-2026-000126',
  pacchetto: 'Gruppi in Viaggio',
  descrizione: 'Gruppi',
  totalePremio: 665.8,
  totalePremioImposte: 46.8,
  totalePremioPersona: 22.19,
  totalePremioPersonaImposte: 1.56,
  commissioni: 79.9,
  totalePremioDaPagare: 585.9,
  numeroPartecipanti: 30,
  partecipantiElencoLista: [{ nome: 'Carla', cognome: 'Esposito', capogruppo: true }],
  riferimentoPratica: 'GITA-30',
  certificato: `file/adesione/${GUID_GRUPPO}`,
  documentoPartecipanti: {
    nomeFile: 'gruppo gita.png',
    percorso: `file/adesione/${GUID_GRUPPO}/partecipanti`,
  },
};

const pdf = () =>
  new Response(new Blob(['%PDF-1.7\n%storia\n'], { type: 'application/pdf' }), {
    headers: { 'content-type': 'application/pdf' },
  });

const png = () =>
  new Response(new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' }), {
    headers: { 'content-type': 'image/png' },
  });

/** The card's calls for every fixture policy: its detail and its certificate (and a group's document). */
export const policyApi = Object.fromEntries([
  ...[...polizze, polizzaGruppo].flatMap((p) => [
    [`GET myoverins/adesioni/${p.itemGUID}`, { data: p }],
    [`GET file/adesione/${p.itemGUID}`, pdf],
  ]),
  [`GET file/adesione/${GUID_GRUPPO}/partecipanti`, png],
]);

/** The purchases list rows (myoverins/elencoadesioni/distributore) of the same policies. */
export const righeAcquisti = polizze.map((p, i) => ({
  id: 100 + i,
  itemGUID: p.itemGUID,
  numero: p.numero,
  pacchetto: p.pacchetto,
  contraente: `${p.partecipantiElencoLista[0]!.cognome} ${p.partecipantiElencoLista[0]!.nome}`,
  totalePremioImposte: p.totalePremio,
}));

/** The history grid of the purchases screen: its `storico` props, read from the screen file itself. */
export { default as acquistiScreen } from '../../../screens/my/acquisti.base.json';

/** Rows of GET carrello/modifiche/elenco/4711 (spec 2 §3 "Change history row"), newest first. */
export const righeStorico = [
  {
    itemID: 3,
    tipoModifica: 'chNumeroAssicurati',
    valoreOriginale: '2',
    valoreModificato: '1',
    flagWarning: false,
    causale: 'Rinuncia di un partecipante',
    richiestaModifica: true,
    modificaEffettuata: false,
    modificaRifiutata: true,
    motivoRifiuto: 'Il viaggio è già iniziato',
    dataModifica: null,
    dataOperazione: '2027-06-20T10:30:00',
    utente: 'agenzia',
  },
  {
    itemID: 1,
    tipoModifica: 'chDate',
    valoreOriginale: '01/07/2027 - 15/07/2027',
    valoreModificato: '04/07/2027 - 18/07/2027',
    flagWarning: false,
    causale: 'Richiesta del cliente',
    richiestaModifica: false,
    modificaEffettuata: true,
    modificaRifiutata: false,
    motivoRifiuto: null,
    dataModifica: '2027-06-15T09:05:00',
    dataOperazione: '2027-06-15T09:05:00',
    utente: 'agenzia',
  },
];

/** The history calls: the base policy has two rows, the one bought with credit none. */
export const storicoApi = {
  'GET carrello/modifiche/elenco/4711': { items: righeStorico, total: righeStorico.length },
  'GET carrello/modifiche/elenco/4712': { items: [], total: 0 },
};
