/**
 * Italian names of airports and countries from OpenFlights' English ones (no Italian airport data set
 * is at hand): the country through Intl.DisplayNames('it'), the airport as Italians say it,
 * «Aeroporto internazionale di Napoli», «Aeroporto di Londra Heathrow», «Aeroporto di Roma Leonardo
 * da Vinci–Fiumicino»: the kind first, then the Italian city when the name does not say it, then the
 * rest of the name.
 */

/** OpenFlights' country names that are not ICU's English names, with their ISO 3166 code. */
const COUNTRY_ALIASES: Readonly<Record<string, string>> = {
  "Cote d'Ivoire": 'CI',
  'Congo (Brazzaville)': 'CG',
  'Congo (Kinshasa)': 'CD',
  Swaziland: 'SZ',
  'Saint Helena': 'SH',
  Reunion: 'RE',
  'Sao Tome and Principe': 'ST',
  'Saint Pierre and Miquelon': 'PM',
  'Czech Republic': 'CZ',
  'Bosnia and Herzegovina': 'BA',
  Turkey: 'TR',
  Macedonia: 'MK',
  'Turks and Caicos Islands': 'TC',
  'Wallis and Futuna': 'WF',
  'Midway Islands': 'UM',
  'Antigua and Barbuda': 'AG',
  'Virgin Islands': 'VI',
  'Saint Kitts and Nevis': 'KN',
  'Saint Lucia': 'LC',
  'Trinidad and Tobago': 'TT',
  'Saint Vincent and the Grenadines': 'VC',
  'Hong Kong': 'HK',
  Macau: 'MO',
  Burma: 'MM',
  Myanmar: 'MM',
  'East Timor': 'TL',
  Palestine: 'PS',
  'Johnston Atoll': 'UM',
  'Wake Island': 'UM',
};
/** Names that are no country today, in Italian. */
const COUNTRY_NAMES: Readonly<Record<string, string>> = { 'Netherlands Antilles': 'Antille Olandesi' };

let countryCodes: Map<string, string> | null = null;

/** English country name (as ICU writes it) to ISO code, built once from every two-letter code. */
function codes(): Map<string, string> {
  if (countryCodes) return countryCodes;
  const english = new Intl.DisplayNames('en', { type: 'region', fallback: 'none' });
  countryCodes = new Map(Object.entries(COUNTRY_ALIASES));
  for (let i = 65; i <= 90; i++)
    for (let j = 65; j <= 90; j++) {
      const code = String.fromCharCode(i, j);
      const name = english.of(code);
      if (name && name !== code && !countryCodes.has(name)) countryCodes.set(name, code);
    }
  return countryCodes;
}

const italianRegions = new Intl.DisplayNames('it', { type: 'region', fallback: 'none' });

/** The Italian name of an OpenFlights country ('Italy' → 'Italia'); the English one when unknown. */
export function italianCountry(country: string): string {
  const code = codes().get(country);
  return (code && italianRegions.of(code)) || COUNTRY_NAMES[country] || country;
}

/** The kinds of airfield OpenFlights names end with, longest first, and how Italian says them. */
const KINDS: ReadonlyArray<readonly [string, string]> = [
  ['International Airport', 'Aeroporto internazionale'],
  ['Regional Airport', 'Aeroporto regionale'],
  ['Municipal Airport', 'Aeroporto municipale'],
  ['National Airport', 'Aeroporto nazionale'],
  ['Domestic Airport', 'Aeroporto nazionale'],
  ['Metropolitan Airport', 'Aeroporto metropolitano'],
  ['Intl Airport', 'Aeroporto internazionale'],
  ['Airport', 'Aeroporto'],
  ['Airfield', 'Aeroporto'],
  ['Air Field', 'Aeroporto'],
  ['Airstrip', 'Aviosuperficie'],
  ['Air Force Base', 'Base aerea'],
  ['Air Base', 'Base aerea'],
  ['Seaplane Base', 'Idroscalo'],
  ['Heliport', 'Eliporto'],
];

/** English city names OpenFlights writes whose Italian the search's city list lacks. */
export const CITY_EXONYMS: Readonly<Record<string, string>> = {
  Turin: 'Torino',
  Milan: 'Milano',
  Rome: 'Roma',
  Venice: 'Venezia',
  Naples: 'Napoli',
  Florence: 'Firenze',
  Genoa: 'Genova',
  Antwerp: 'Anversa',
  'Tel-aviv': 'Tel Aviv',
};

/**
 * Lower case without accents, character by character and of the same length as the NFC text (a
 * character that would change length, such as «İ», stays as it is): positions carry over.
 */
const plain = (text: string) =>
  Array.from(text.normalize('NFC'), (c) => {
    const p = c
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase();
    return p.length === c.length ? p : c;
  }).join('');
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** `word` as a whole word (between spaces, dashes, slashes or the ends) of an accent-free text. */
const asWord = (word: string, flags = '') =>
  new RegExp(`(^|[\\s/–-])${escape(plain(word))}(?=$|[\\s/,–-])`, flags);

/** Replaces `from` by `to` wherever it is a whole word of `text`, accents and case aside. */
function rename(text: string, from: string, to: string): string {
  const source = text.normalize('NFC');
  const found = plain(source);
  let out = '';
  let at = 0;
  for (const m of found.matchAll(asWord(from, 'g'))) {
    const start = m.index + m[1]!.length;
    out += source.slice(at, start) + to;
    at = start + plain(from).length;
  }
  return out + source.slice(at);
}

/**
 * The Italian name of an airport from OpenFlights' `name` and the Italian name of its `city` (the
 * same as `city` when Italian has none). A name of no known kind («RAF Lakenheath») stays as it is.
 *
 * @example italianAirportName('Naples International Airport', 'Naples', 'Napoli') // 'Aeroporto internazionale di Napoli'
 */
export function italianAirportName(name: string, cityAsGiven: string, cittaAsGiven: string): string {
  const city = cityAsGiven.trim();
  const citta = cittaAsGiven.trim();
  const source = name.normalize('NFC').replace(/\s+/g, ' ').trim();
  let kind: readonly [string, string] | undefined;
  let match: RegExpExecArray | null = null;
  for (const k of KINDS) {
    match = asWord(k[0]).exec(plain(source));
    if (match) {
      kind = k;
      break;
    }
  }
  if (!kind || !match) return name;
  const start = match.index + match[1]!.length;
  const before = source.slice(0, start).trim();
  const after = source.slice(start + kind[0].length).trim();
  let stem = `${before}${after === '' || after.startsWith(',') ? '' : ' '}${after}`;
  // A second kind in the name ('… Airport … Heliport') says nothing more in Italian.
  stem = stem
    .replace(/(^|\s)(International |Regional )?Airport(?=$|[\s,])/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  // The English city becomes the Italian one, as whole words: the OpenFlights city, or an English
  // exonym of the Italian city (Turin for Torino), never another place's (Grants-Milan stays).
  const renames = Object.entries(CITY_EXONYMS).filter(([, italian]) => italian === citta);
  if (city !== '' && city !== citta) renames.push([city, citta]);
  for (const [english, italian] of renames) stem = rename(stem, english, italian);
  stem = stem.replace(/\s+/g, ' ').trim();
  if (stem === '') return citta ? `${kind[1]} ${di(citta)}` : kind[1];
  // 'Napoli' or 'Londra Heathrow': the name starts with its city, «di» reads naturally before it.
  if (!citta || plain(stem).startsWith(plain(citta))) return `${kind[1]} ${citta ? di(stem) : stem}`;
  if (asWord(citta).test(plain(stem))) return `${kind[1]} ${stem}`;
  return `${kind[1]} ${di(citta)} ${stem}`;
}

/** «di» before a place, joined with its article: di Roma, del Cairo, della Spezia, dell’Avana. */
function di(place: string): string {
  const article = /^(?:(Il|Lo|La) |(L)[’'])/.exec(place);
  if (!article) return `di ${place}`;
  const rest = place.slice(article[0].length);
  const joined = article[2] ? 'dell’' : { Il: 'del ', Lo: 'dello ', La: 'della ' }[article[1]!];
  return `${joined}${rest}`;
}
