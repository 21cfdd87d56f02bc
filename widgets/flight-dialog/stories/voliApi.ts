import type { RouteAnswer } from '../../../engine/react/testing/createTestEngine';
import type { Aeroporto, InfoVoliRisposta, Volo } from '../../../schemas/types';
import { dettaglio } from '../../shopping/stories/fixtures';

export const aeroporti: Aeroporto[] = [
  {
    iata: 'FCO',
    nome: 'Aeroporto di Roma Leonardo da Vinci–Fiumicino',
    citta: 'Roma',
    paese: 'Italia',
    fusoOrario: 'Europe/Rome',
  },
  {
    iata: 'CIA',
    nome: 'Aeroporto internazionale di Roma Ciampino–G. B. Pastine',
    citta: 'Roma',
    paese: 'Italia',
    fusoOrario: 'Europe/Rome',
  },
  {
    iata: 'CDG',
    nome: 'Aeroporto internazionale di Parigi Charles de Gaulle',
    citta: 'Parigi',
    paese: 'Francia',
    fusoOrario: 'Europe/Paris',
  },
  {
    iata: 'ORY',
    nome: 'Aeroporto di Parigi-Orly',
    citta: 'Parigi',
    paese: 'Francia',
    fusoOrario: 'Europe/Paris',
  },
  {
    iata: 'MXP',
    nome: 'Aeroporto internazionale di Milano Malpensa',
    citta: 'Milano',
    paese: 'Italia',
    fusoOrario: 'Europe/Rome',
  },
  {
    iata: 'JFK',
    nome: 'Aeroporto internazionale di New York John F Kennedy',
    citta: 'New York',
    paese: 'Stati Uniti',
    fusoOrario: 'America/New_York',
  },
];

/** A flight of the stories' schedule on `day` (YYYY-MM-DD), times in winter offsets. */
export function volo(
  numero: string,
  from: string,
  to: string,
  day: string,
  parte: string,
  arriva: string,
): Volo {
  const name = (iata: string) => aeroporti.find((a) => a.iata === iata)?.nome ?? iata;
  const offset = (iata: string) => (iata === 'JFK' ? '-05:00' : '+01:00');
  return {
    numeroVolo: numero,
    numero_volo_pdf: `${numero.slice(0, 2)} ${numero.slice(2)}`,
    aeroportoPartenzaIata: from,
    aeroportoArrivoIata: to,
    timestampPartenza: `${day}T${parte}:00${offset(from)}`,
    timestampArrivo: `${day}T${arriva}:00${offset(to)}`,
    aeroportoPartenza: name(from),
    aeroportoArrivo: name(to),
    compagnia: numero.startsWith('AZ') ? 'ITA Airways' : 'Air France',
  };
}

const schedule = (day: string): Volo[] => [
  volo('AZ610', 'FCO', 'JFK', day, '10:05', '14:10'),
  volo('AF1205', 'FCO', 'CDG', day, '07:35', '09:30'),
  volo('AF1207', 'FCO', 'CDG', day, '18:10', '20:05'),
  volo('AZ318', 'FCO', 'CDG', day, '12:40', '14:45'),
];

/** The flight detail of the stories: the product lets flights be insured. */
export const dettaglioConVoli = { ...dettaglio, abilitaDatiVolo: true };

/**
 * A fake GET carrello/infoVoli and carrello/aeroporti as the server answers them: by number or by
 * route on any day; the airport 'XXX' is unknown (item2); `failing` answers every search with a 500.
 */
export function voliApi({ failing = false } = {}): Record<string, RouteAnswer> {
  return {
    [`GET carrello/${dettaglio.pacchettoID}`]: { data: dettaglioConVoli },
    'GET carrello/aeroporti': (request: Request) => {
      const testo = (new URL(request.url).searchParams.get('testo') ?? '').toLowerCase();
      return {
        data: aeroporti.filter(
          (a) => a.iata.toLowerCase().startsWith(testo) || a.citta.toLowerCase().startsWith(testo),
        ),
      };
    },
    'GET carrello/infoVoli': (request: Request): InfoVoliRisposta | Response => {
      if (failing)
        return new Response(JSON.stringify({ text: 'Servizio voli non disponibile' }), { status: 500 });
      const q = new URL(request.url).searchParams;
      const day = q.get('dataPartenza') ?? '';
      const numero = (q.get('numeroVolo') ?? '').toUpperCase().replace(/\s/g, '');
      const da = (q.get('aeroportoPartenza') ?? '').toUpperCase();
      const a = (q.get('aeroportoDestinazione') ?? '').toUpperCase();
      const item2 = [da, a].filter((c) => c === 'XXX').map((c) => `Aeroporto ${c} non trovato`);
      if (item2.length > 0) return { item1: { scheduled: [] }, item2 };
      const scheduled = schedule(day).filter((v) =>
        numero ? v.numeroVolo === numero : v.aeroportoPartenzaIata === da && v.aeroportoArrivoIata === a,
      );
      return { item1: { scheduled }, item2: [] };
    },
  };
}
