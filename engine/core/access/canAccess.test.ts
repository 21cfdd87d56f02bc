import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { itIT } from '../../../schemas/catalogues/labelTexts';
import { createTranslator } from '../messages';
import { canAccess, describeDenial as describeWith, hasPermission } from './canAccess';

/** Refusals worded as the portal's server words them: by the it-IT labels. */
const describeDenial = (...[decision, texts]: Parameters<typeof describeWith>) =>
  describeWith(decision, texts, createTranslator(itIT, 'it-IT'));
import type { AccessSubject, AccessGuard } from './types';

/**
 * A small universe of exact codes and letters, so that the oracle below (same code, letters held)
 * is obviously right and collisions between generated guards and users are frequent.
 */
const CODES = [
  'WEB_ANAGRAFICA_ACCESSO_CARRELLO',
  'WEB_MYOVERINS_UTENTI',
  'WEB_MYOVERINS_PAGAMENTI',
  'BK_IMPOSTAZIONI_ACCEDICOME',
];
const ATTRIBUTES = ['fornitore', 'commerciale', 'distributore_network', 'distributore_agenziadettagliante'];

const letters = (min: number) =>
  fc.subarray(['R', 'C', 'U', 'D', 'E'], { minLength: min }).map((l) => l.join(''));
const heldPermission = fc.tuple(fc.constantFrom(...CODES), letters(1)).map(([c, l]) => `${c}|${l}`);
const requiredPermission = fc
  .tuple(fc.constantFrom(...CODES), letters(0))
  .map(([c, l]) => (l === '' ? c : `${c}|${l}`));
const user: fc.Arbitrary<AccessSubject> = fc.record({
  permissions: fc.uniqueArray(heldPermission, { maxLength: 4, selector: (p) => p.split('|')[0] }),
  roles: fc.subarray(ATTRIBUTES),
});
const mode = fc.constantFrom<'any' | 'all' | undefined>('any', 'all', undefined);

/** Independent statement of the rule on this universe: one entry per code, every letter held. */
function holds(subject: AccessSubject, required: string): boolean {
  const [code, wanted = ''] = required.split('|');
  return subject.permissions.some((held) => {
    const [heldCode, heldLetters = ''] = held.split('|');
    return heldCode === code && [...wanted].every((l) => heldLetters.includes(l));
  });
}

describe('canAccess (spec 1 §6)', () => {
  it('no user: denied, whatever the guard, with reason no-user', () => {
    const guard = fc.option(
      fc.record({ permissions: fc.array(requiredPermission), mode }, { requiredKeys: [] }),
      {
        nil: undefined,
      },
    );
    fc.assert(
      fc.property(fc.constantFrom(null, undefined), guard, (nobody, g) => {
        expect(canAccess({ user: nobody, guard: g })).toEqual({
          allowed: false,
          reason: { code: 'no-user' },
        });
      }),
    );
  });

  it('no required permission and no attribute: any user is allowed', () => {
    const empty = fc.constantFrom<AccessGuard | null | undefined>(
      null,
      undefined,
      {},
      { permissions: [] },
      { permissions: [], mode: 'all', attributes: [] },
    );
    fc.assert(
      fc.property(user, empty, (u, g) => {
        expect(canAccess({ user: u, guard: g })).toEqual({ allowed: true });
      }),
    );
  });

  it('a held * grants every permission in either mode', () => {
    fc.assert(
      fc.property(fc.array(requiredPermission, { minLength: 1 }), mode, (permissions, m) => {
        const u = { permissions: ['*'], roles: [] };
        expect(canAccess({ user: u, guard: { permissions, mode: m } })).toEqual({ allowed: true });
      }),
    );
  });

  it('any (the default): one held permission is enough; all: every one is needed; missing names the rest', () => {
    fc.assert(
      fc.property(
        user,
        fc.uniqueArray(requiredPermission, { minLength: 1, maxLength: 4 }),
        mode,
        (u, permissions, m) => {
          const missing = permissions.filter((p) => !holds(u, p));
          const allowed = m === 'all' ? missing.length === 0 : missing.length < permissions.length;
          const decision = canAccess({ user: u, guard: { permissions, mode: m } });
          if (allowed) expect(decision).toEqual({ allowed: true });
          else
            expect(decision).toEqual({
              allowed: false,
              reason: { code: 'missing-permission', mode: m ?? 'any', missing },
            });
        },
      ),
    );
  });

  it('attributes: one of them is enough, ALL matches any user, the reason lists what was required', () => {
    fc.assert(
      fc.property(
        user,
        fc.subarray([...ATTRIBUTES, 'ALL', 'distributore'], { minLength: 1 }),
        (u, attributes) => {
          const allowed = attributes.some(
            (r) => r === 'ALL' || u.roles.some((a) => a === r || a.startsWith(`${r}_`)),
          );
          const decision = canAccess({ user: u, guard: { attributes } });
          if (allowed) expect(decision).toEqual({ allowed: true });
          else
            expect(decision).toEqual({
              allowed: false,
              reason: { code: 'missing-attribute', required: attributes },
            });
        },
      ),
    );
  });

  it('permissions are checked before attributes, and both must pass', () => {
    fc.assert(
      fc.property(user, requiredPermission, fc.constantFrom(...ATTRIBUTES), (u, p, a) => {
        const decision = canAccess({ user: u, guard: { permissions: [p], attributes: [a] } });
        const permissionOk = holds(u, p);
        const attributeOk = u.roles.includes(a);
        expect(decision.allowed).toBe(permissionOk && attributeOk);
        if (!decision.allowed)
          expect(decision.reason.code).toBe(permissionOk ? 'missing-attribute' : 'missing-permission');
      }),
    );
  });
});

describe('canAccess examples', () => {
  const agenzia: AccessSubject = {
    permissions: [
      'WEB_ANAGRAFICA_ACCESSO_CARRELLO|R',
      'WEB_MYOVERINS_TUOI_ACQUISTI|R',
      'WEB_MYOVERINS_UTENTI|RCUD',
    ],
    roles: ['distributore_agenziadettagliante'],
  };

  it('the purchases screen of the design, for an agency', () => {
    const guard: AccessGuard = {
      permissions: ['WEB_MYOVERINS_TUOI_ACQUISTI'],
      attributes: ['distributore_agenziadettagliante', 'distributore_touroperator', 'distributore_network'],
    };
    expect(canAccess({ user: agenzia, guard })).toEqual({ allowed: true });
    expect(canAccess({ user: { ...agenzia, roles: ['fornitore'] }, guard })).toEqual({
      allowed: false,
      reason: {
        code: 'missing-attribute',
        required: ['distributore_agenziadettagliante', 'distributore_touroperator', 'distributore_network'],
      },
    });
  });

  it('prefix permissions and the all mode', () => {
    expect(canAccess({ user: agenzia, guard: { permissions: ['WEB_MYOVERINS_'] } }).allowed).toBe(true);
    expect(canAccess({ user: agenzia, guard: { permissions: ['WEB_MYOVERINS'] } })).toEqual({
      allowed: false,
      reason: { code: 'missing-permission', mode: 'any', missing: ['WEB_MYOVERINS'] },
    });
    expect(
      canAccess({
        user: agenzia,
        guard: {
          permissions: ['WEB_MYOVERINS_UTENTI|RU', 'BK_IMPOSTAZIONI_ACCEDICOME|E', 'WEB_MYOVERINS_UTENTI|E'],
          mode: 'all',
        },
      }),
    ).toEqual({
      allowed: false,
      reason: {
        code: 'missing-permission',
        mode: 'all',
        missing: ['BK_IMPOSTAZIONI_ACCEDICOME|E', 'WEB_MYOVERINS_UTENTI|E'],
      },
    });
  });

  it('a user with no attributes still passes a guard asking for ALL', () => {
    expect(canAccess({ user: { permissions: [], roles: [] }, guard: { attributes: ['ALL'] } })).toEqual({
      allowed: true,
    });
  });

  it('hasPermission is the one-permission shorthand', () => {
    expect(hasPermission(agenzia, 'WEB_ANAGRAFICA_ACCESSO_CARRELLO')).toBe(true);
    expect(hasPermission(agenzia, 'BK_IMPOSTAZIONI_ACCEDICOME')).toBe(false);
    expect(hasPermission(null, 'WEB_ANAGRAFICA_ACCESSO_CARRELLO')).toBe(false);
  });

  it('describeDenial says in Italian what was missing', () => {
    expect(describeDenial({ allowed: true })).toBe('');
    expect(describeDenial(canAccess({ user: null, guard: {} }))).toBe('Utente non autenticato');
    expect(
      describeDenial(canAccess({ user: agenzia, guard: { permissions: ['BK_A', 'BK_B|R'], mode: 'all' } })),
    ).toBe('Permesso mancante (tutti): BK_A, BK_B|R');
    expect(describeDenial(canAccess({ user: agenzia, guard: { permissions: ['BK_A'] } }))).toBe(
      'Permesso mancante (almeno uno): BK_A',
    );
    expect(
      describeDenial(canAccess({ user: agenzia, guard: { attributes: ['fornitore', 'commerciale'] } })),
    ).toBe('Tipo di utente non abilitato: serve uno tra fornitore, commerciale');
  });
});

describe('canAccess with user flags (the cart needs a user up to date on payments, spec 1 §2)', () => {
  const base = { permissions: ['WEB_ANAGRAFICA_ACCESSO_CARRELLO|E'], roles: ['distributore'] };
  const cart: AccessGuard = {
    permissions: ['WEB_ANAGRAFICA_ACCESSO_CARRELLO'],
    userFlags: { mustPay: false },
  };
  // Flags are any other property of the subject (userInfo), read by name.
  const flagged = (flags: Record<string, unknown>): AccessSubject => ({ ...base, attributes: flags });

  it('allows a user who need not pay, and one who carries no flag at all', () => {
    expect(canAccess({ user: flagged({ mustPay: false }), guard: cart })).toEqual({ allowed: true });
    expect(canAccess({ user: base, guard: cart })).toEqual({ allowed: true });
  });

  it('denies a user who must pay, with the flag as reason and an Italian description', () => {
    const decision = canAccess({ user: flagged({ mustPay: true }), guard: cart });
    expect(decision).toEqual({
      allowed: false,
      reason: { code: 'user-flag', flag: 'mustPay', required: false },
    });
    expect(describeDenial(decision, { userFlags: { mustPay: 'Pagamento di fine mese da effettuare' } })).toBe(
      'Pagamento di fine mese da effettuare',
    );
    expect(describeDenial(decision)).toBe(
      'Condizione dell’utente non soddisfatta: mustPay deve essere falso',
    );
  });

  it('a flag that is not strictly true counts as false', () => {
    expect(canAccess({ user: flagged({ mustPay: 'yes' }), guard: cart }).allowed).toBe(true);
  });

  it('a flag demanded true needs the flag set', () => {
    const guard: AccessGuard = { userFlags: { backOffice: true } };
    expect(canAccess({ user: flagged({ backOffice: true }), guard }).allowed).toBe(true);
    expect(describeDenial(canAccess({ user: base, guard }))).toBe(
      'Condizione dell’utente non soddisfatta: backOffice deve essere vero',
    );
  });
});
