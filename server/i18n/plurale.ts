import { plural } from '../../engine/core/format/plural';
import { itIT } from '../../schemas/catalogues/labelTexts';

const t = (key: string) => itIT[key] ?? key;

/**
 * The Italian text of a count from the it-IT labels' `key_one` / `key_other`, as the client writes
 * its counts: what the server writes in Italian (mail subjects, payment references) agrees in number.
 *
 * @example pluraleIt('acquisto.oggettoConferma', 1) // 'Conferma acquisto – 1 polizza'
 */
export const pluraleIt = (key: string, n: number, vars?: Readonly<Record<string, string | number>>) =>
  plural(t, key, n, { culture: 'it-IT', vars });
