import type { Volo } from '../../../schemas/types';
import { aeroportoDi, airportIndex, type AirportIndex } from './airports';
import { CARRIER_NAMES } from './carriers';
import type { FlightSchedule } from './flightSchedule';
import { buildRouteNetwork, numberAt, type Route, type RouteNetwork } from './routeNetwork';
import { hash, seeded } from './seeded';
import { isoInZone, localToUtc } from './timeZones';

const CRUISE_KMH = 800;
const TAXI_MINUTES = 30;
/** Departures fall between 06:00 and 22:00 local time. */
const FIRST_DEPARTURE = 6 * 60;
const DAY_WINDOW = 16 * 60;

const roundTo5 = (minutes: number) => Math.round(minutes / 5) * 5;

/** A real calendar day written YYYY-MM-DD. */
export function isDay(date: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return false;
  const d = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === date;
}

/** 'az 0610' → 'AZ610': how numbers are typed, to how the schedule writes them. */
export function normaliseNumero(numeroVolo: string): string {
  const compact = numeroVolo.toUpperCase().replace(/\s+/g, '');
  const m = /^([A-Z0-9]{2})0*([0-9]{1,4}[A-Z]?)$/.exec(compact);
  return m ? `${m[1]}${m[2]}` : compact;
}

/**
 * The departures of a route on a day, in local minutes after midnight (null when that departure does
 * not fly). The time of each departure is fixed for the route (seeded by route and slot); the day
 * moves it by up to 10 minutes and, on some days, cancels one of a busy route's departures (seeded
 * by route and date), so every answer for a route and a date is the same.
 */
function departures(route: Route, date: string): Array<number | null> {
  const key = `${route.from.iata}${route.to.iata}`;
  const day = seeded(hash(`${key}@${date}`));
  const slotWidth = DAY_WINDOW / route.frequencies;
  const skipped = route.frequencies > 1 && day() < 0.12 ? Math.floor(day() * route.frequencies) : -1;
  return Array.from({ length: route.frequencies }, (_, slot) => {
    const shift = [-10, -5, 0, 0, 0, 5, 10][Math.floor(day() * 7)]!;
    if (slot === skipped) return null;
    const base = seeded(hash(`${key}#${slot}`))() * Math.max(slotWidth - 60, 0);
    return roundTo5(FIRST_DEPARTURE + slot * slotWidth + base) + shift;
  });
}

function flightsOf(route: Route, date: string): Volo[] {
  const minutes = roundTo5((route.km / CRUISE_KMH) * 60 + TAXI_MINUTES);
  const out: Volo[] = [];
  departures(route, date).forEach((local, slot) => {
    if (local === null) return;
    const leaves = localToUtc(date, local, route.from.fusoOrario);
    const numero = numberAt(route.carrier, route.first + slot);
    out.push({
      numeroVolo: numero,
      numero_volo_pdf: `${route.carrier} ${numero.slice(2)}`,
      aeroportoPartenzaIata: route.from.iata,
      aeroportoArrivoIata: route.to.iata,
      timestampPartenza: isoInZone(leaves, route.from.fusoOrario),
      timestampArrivo: isoInZone(leaves + minutes * 60_000, route.to.fusoOrario),
      aeroportoPartenza: route.from.nome,
      aeroportoArrivo: route.to.nome,
      compagnia: CARRIER_NAMES[route.carrier] ?? route.carrier,
    });
  });
  return out.sort((a, b) => a.timestampPartenza.localeCompare(b.timestampPartenza));
}

/**
 * The local default schedule: every OpenFlights airport with an IATA code and a time zone, the
 * route network of routeNetwork.ts and times computed from it. Airports and routes are built on
 * first use (a few hundred milliseconds) and kept; every question after that is a map lookup.
 */
export function createLocalFlightSchedule(index: AirportIndex = airportIndex()): FlightSchedule {
  let network: RouteNetwork | null = null;
  const routes = () => (network ??= buildRouteNetwork(index));
  return {
    byRoute(fromIata, toIata, date) {
      if (!isDay(date)) return [];
      const route = routes().route(fromIata.toUpperCase(), toIata.toUpperCase());
      return route ? flightsOf(route, date) : [];
    },
    byNumber(numeroVolo, date) {
      if (!isDay(date)) return [];
      const numero = normaliseNumero(numeroVolo);
      const found = routes().byNumber(numero);
      return found ? flightsOf(found.route, date).filter((v) => v.numeroVolo === numero) : [];
    },
    airports: (text, limit) => index.search(text, limit).map(aeroportoDi),
    airport(iata) {
      const a = index.byIata.get(iata.toUpperCase());
      return a ? aeroportoDi(a) : null;
    },
  };
}

let shared: FlightSchedule | null = null;

/** The process's local schedule (airports and routes are read-only data, safe to share). */
export function localFlightSchedule(): FlightSchedule {
  return (shared ??= createLocalFlightSchedule());
}
