import type { Airport, AirportIndex } from './airports';
import { carriersOf, LOW_COST, LOW_COST_RANGE_KM } from './carriers';
import { HUBS } from './hubs';
import { distanceKm, hash } from './seeded';

/** A direct route and the flight numbers its carrier gives it, fixed for the data set. */
export interface Route {
  from: Airport;
  to: Airport;
  km: number;
  carrier: string;
  /** Position of the route's first number in its carrier's sequence (see numberAt). */
  first: number;
  /** Flights a day (1–4), each with its own number first…first+frequencies-1. */
  frequencies: number;
}

export interface RouteNetwork {
  route(fromIata: string, toIata: string): Route | undefined;
  /** The route and the departure of the day (0-based) a flight number belongs to. */
  byNumber(numeroVolo: string): { route: Route; slot: number } | undefined;
  size: number;
}

/** Numbers run 100…9999, then again with a letter suffix (A, B, …) once a carrier has used them up. */
const FIRST_NUMBER = 100;
const PER_SUFFIX = 10_000 - FIRST_NUMBER;
const SUFFIXES = ' ABCDEFGHIJKLMNOPQRSTUVWXYZ';

export function numberAt(carrier: string, position: number): string {
  const suffix = SUFFIXES[Math.floor(position / PER_SUFFIX)]?.trim() ?? '';
  return `${carrier}${FIRST_NUMBER + (position % PER_SUFFIX)}${suffix}`;
}

function positionOf(numeroVolo: string): { carrier: string; position: number } | undefined {
  const m = /^([A-Z0-9]{2})0*([0-9]{1,4})([A-Z]?)$/.exec(numeroVolo);
  if (!m) return undefined;
  const n = Number(m[2]);
  const suffix = m[3] ? SUFFIXES.indexOf(m[3]) : 0;
  if (n < FIRST_NUMBER || suffix < 0) return undefined;
  return { carrier: m[1]!, position: suffix * PER_SUFFIX + n - FIRST_NUMBER };
}

/** Countries this small get every domestic pair (Italy's islands and the mainland, for one). */
const ALL_DOMESTIC_UP_TO = 60;
/** Italian agents sell from Italy: an Italian airport reaches every hub this close. */
const ITALY_REACH_KM = 3000;

function nearest(from: Airport, among: readonly Airport[], count: number): Airport[] {
  return among
    .filter((a) => a !== from)
    .map((a) => ({ a, km: distanceKm(from.lat, from.lon, a.lat, a.lon) }))
    .sort((x, y) => x.km - y.km || (x.a.iata < y.a.iata ? -1 : 1))
    .slice(0, count)
    .map((x) => x.a);
}

function carrierFor(a: Airport, b: Airport, km: number): string {
  const pair = a.iata < b.iata ? `${a.iata}${b.iata}` : `${b.iata}${a.iata}`;
  const candidates = [
    ...new Set([...carriersOf(a.country, a.fusoOrario), ...carriersOf(b.country, b.fusoOrario)]),
  ];
  const allowed = km > LOW_COST_RANGE_KM ? candidates.filter((c) => !LOW_COST.has(c)) : candidates;
  const list = allowed.length > 0 ? allowed : ['AZ'];
  // The pair, not the direction, picks the carrier: the way back is flown by the same airline.
  return list[hash(pair) % list.length]!;
}

function frequenciesOf(a: Airport, b: Airport, km: number, hubs: ReadonlySet<Airport>): number {
  const h = hash(`${a.iata}${b.iata}#f`);
  if (!hubs.has(a) || !hubs.has(b)) return 1 + (h % 2);
  if (km < 2000) return 2 + (h % 3);
  if (km < 5000) return 1 + (h % 3);
  return 1 + (h % 2);
}

/**
 * The routes the generator flies, built once from the airports: every hub pair; each other airport
 * to its three nearest hubs and its country's two nearest; every domestic pair of small countries;
 * Italian airports to every hub within 3,000 km. Numbers are handed out per carrier in the routes'
 * sorted order, so a number always means the same route and the way back from it.
 */
export function buildRouteNetwork(index: AirportIndex): RouteNetwork {
  const hubList = HUBS.map((c) => index.byIata.get(c)).filter((a): a is Airport => a !== undefined);
  const hubs = new Set(hubList);
  const byCountry = new Map<string, Airport[]>();
  for (const a of index.all) {
    const list = byCountry.get(a.country) ?? [];
    list.push(a);
    byCountry.set(a.country, list);
  }
  const pairs = new Set<string>();
  const link = (a: Airport, b: Airport) => {
    if (a === b) return;
    pairs.add(`${a.iata}${b.iata}`);
    pairs.add(`${b.iata}${a.iata}`);
  };
  for (const a of hubList) for (const b of hubList) link(a, b);
  for (const a of index.all) {
    if (hubs.has(a)) continue;
    for (const h of nearest(a, hubList, 3)) link(a, h);
    const domesticHubs = hubList.filter((h) => h.country === a.country);
    for (const h of nearest(a, domesticHubs, 2)) link(a, h);
    if (a.country === 'Italy')
      for (const h of hubList) if (distanceKm(a.lat, a.lon, h.lat, h.lon) <= ITALY_REACH_KM) link(a, h);
  }
  for (const list of byCountry.values())
    if (list.length <= ALL_DOMESTIC_UP_TO) for (const a of list) for (const b of list) link(a, b);

  const routes = new Map<string, Route>();
  const byCarrier = new Map<string, Route[]>();
  for (const pair of [...pairs].sort()) {
    const from = index.byIata.get(pair.slice(0, 3))!;
    const to = index.byIata.get(pair.slice(3))!;
    const km = distanceKm(from.lat, from.lon, to.lat, to.lon);
    const carrier = carrierFor(from, to, km);
    const list = byCarrier.get(carrier) ?? [];
    const last = list[list.length - 1];
    const route: Route = {
      from,
      to,
      km,
      carrier,
      first: last ? last.first + last.frequencies : 0,
      frequencies: frequenciesOf(from, to, km, hubs),
    };
    list.push(route);
    byCarrier.set(carrier, list);
    routes.set(pair, route);
  }

  return {
    size: routes.size,
    route: (fromIata, toIata) => routes.get(`${fromIata}${toIata}`),
    byNumber(numeroVolo) {
      const at = positionOf(numeroVolo);
      const list = at && byCarrier.get(at.carrier);
      if (!at || !list) return undefined;
      // The carrier's routes are in ascending `first`: a binary search finds the one holding it.
      let lo = 0;
      let hi = list.length - 1;
      while (lo <= hi) {
        const mid = (lo + hi) >>> 1;
        const r = list[mid]!;
        if (at.position < r.first) hi = mid - 1;
        else if (at.position >= r.first + r.frequencies) lo = mid + 1;
        else return { route: r, slot: at.position - r.first };
      }
      return undefined;
    },
  };
}
