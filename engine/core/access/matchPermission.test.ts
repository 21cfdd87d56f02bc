import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matchAttribute, matchPermission } from './matchPermission';
import { ACTIONS } from './types';

/** One `_`-free segment of a permission code, e.g. `WEB` or `MYOVERINS`. */
const segment = fc.stringMatching(/^[A-Z][A-Z0-9]{0,6}$/);
/** A permission code without a trailing `_`, e.g. `WEB_MYOVERINS_UTENTI`. */
const code = fc.array(segment, { minLength: 1, maxLength: 4 }).map((s) => s.join('_'));
/** A set of action letters in canonical order, possibly empty. */
const letters = fc.subarray([...ACTIONS]).map((l) => l.join(''));
const someLetters = fc.subarray([...ACTIONS], { minLength: 1 }).map((l) => l.join(''));
const withLetters = (c: string, l: string) => (l === '' ? c : `${c}|${l}`);
const permission = fc.tuple(code, letters).map(([c, l]) => withLetters(c, l));

/** The user-type attribute vocabulary shape: lower-case words joined by `_`. */
const word = fc.stringMatching(/^[a-z]{1,10}$/);
const attribute = fc.array(word, { minLength: 1, maxLength: 3 }).map((w) => w.join('_'));

describe('matchPermission (spec 1 §6)', () => {
  it('a held * grants every permission', () => {
    fc.assert(fc.property(permission, (required) => matchPermission('*', required)));
  });

  it('the same code with every required letter held matches', () => {
    fc.assert(
      fc.property(code, letters, letters, (c, required, extra) => {
        const held = [...new Set([...required, ...extra])].join('');
        return matchPermission(withLetters(c, held), withLetters(c, required));
      }),
    );
  });

  it('a required letter that is not held denies', () => {
    fc.assert(
      fc.property(code, someLetters, letters, (c, required, held) => {
        fc.pre([...required].some((l) => !held.includes(l)));
        return !matchPermission(withLetters(c, held), withLetters(c, required));
      }),
    );
  });

  it('a held CODE|* grants every letter of that code, and only of that code', () => {
    fc.assert(
      fc.property(code, letters, code, (c, required, other) => {
        fc.pre(other !== c);
        return (
          matchPermission(`${c}|*`, withLetters(c, required)) &&
          !matchPermission(`${other}|*`, withLetters(c, required))
        );
      }),
    );
  });

  it('a required code ending in _ matches every held code that continues it', () => {
    fc.assert(
      fc.property(code, code, letters, (prefix, rest, l) =>
        matchPermission(withLetters(`${prefix}_${rest}`, l), `${prefix}_`),
      ),
    );
  });

  it('a required code ending in _ does not match a code that merely starts like it', () => {
    fc.assert(
      fc.property(code, code, letters, (prefix, held, l) => {
        fc.pre(!held.startsWith(`${prefix}_`));
        return !matchPermission(withLetters(held, l), `${prefix}_`);
      }),
    );
  });

  it('a required code not ending in _ matches only the same code: no longer code, no sub-code', () => {
    fc.assert(
      fc.property(code, fc.stringMatching(/^[A-Z0-9_]{1,8}$/), letters, (c, suffix, l) => {
        return !matchPermission(withLetters(`${c}${suffix}`, l || 'R'), c);
      }),
    );
  });

  it('no required letters: any held letters of the same code match', () => {
    fc.assert(fc.property(code, letters, (c, l) => matchPermission(withLetters(c, l), c)));
  });

  it('the examples of the spec and of the brief', () => {
    expect(matchPermission('WEB_MYOVERINS_UTENTI|RU', 'WEB_MYOVERINS_UTENTI|R')).toBe(true);
    expect(matchPermission('X_Y|R', 'X_')).toBe(true);
    expect(matchPermission('X_Y|R', 'X_|R')).toBe(true);
    expect(matchPermission('X_Y|R', 'X_|U')).toBe(false);
    expect(matchPermission('WEB_AB|R', 'WEB_A')).toBe(false);
    expect(matchPermission('WEB_A_B|R', 'WEB_A')).toBe(false);
    expect(matchPermission('WEB_A|R', 'WEB_A')).toBe(true);
    expect(matchPermission('CODE|R', 'CODE|RU')).toBe(false);
    expect(matchPermission('CODE|U', 'CODE|RU')).toBe(false);
    expect(matchPermission('CODE|UR', 'CODE|RU')).toBe(true);
    expect(matchPermission('CODE|*', 'CODE|RCUDE')).toBe(true);
    expect(matchPermission('CODE|*', 'CODEX|R')).toBe(false);
    expect(matchPermission('*', 'BK_IMPOSTAZIONI_ACCEDICOME|E')).toBe(true);
    expect(matchPermission('CODE|ru', 'CODE|R')).toBe(true);
    expect(matchPermission('', 'CODE')).toBe(false);
    expect(matchPermission('CODE|R', '')).toBe(false);
  });
});

describe('matchAttribute (spec 1 §6)', () => {
  it('ALL on either side matches anything', () => {
    fc.assert(fc.property(attribute, (a) => matchAttribute('ALL', a) && matchAttribute(a, 'ALL')));
  });

  it('an attribute matches itself and its _-continuations, not the other way round', () => {
    fc.assert(
      fc.property(attribute, attribute, (a, rest) => {
        return (
          matchAttribute(a, a) && matchAttribute(`${a}_${rest}`, a) && !matchAttribute(a, `${a}_${rest}`)
        );
      }),
    );
  });

  it('a required attribute that is a bare prefix (no _ boundary) does not match', () => {
    fc.assert(fc.property(attribute, word, (a, more) => !matchAttribute(`${a}${more}`, a)));
  });

  it('the examples of the spec', () => {
    expect(matchAttribute('distributore_network', 'distributore')).toBe(true);
    expect(matchAttribute('distributore_agenziadettagliante', 'distributore')).toBe(true);
    expect(matchAttribute('distributore', 'distr')).toBe(false);
    expect(matchAttribute('distributore', 'distributore_network')).toBe(false);
    expect(matchAttribute('fornitore', 'distributore')).toBe(false);
    expect(matchAttribute('commerciale', 'ALL')).toBe(true);
    expect(matchAttribute('ALL', 'distributore_touroperator')).toBe(true);
  });
});
