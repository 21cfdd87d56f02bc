import { matchAttribute, matchPermission } from './matchPermission';
import type { AccessDecision, DenialTexts, FlaggedSubject, AccessGuard } from './types';

/**
 * The one access decision of the portal, shared by client guards and server routes (spec 1 §6):
 * no user → denied; no required permission → allowed; permissions by `any` (default) or `all`;
 * attributes: one of them is enough; user flags (`{ someFlag: false }`) must all hold. The reason
 * says what was missing.
 *
 * @example canAccess({ user, guard: { permissions: ['WEB_AREA_UTENTI|R'], userFlags: { locked: false } } })
 */
export function canAccess({
  user,
  guard,
}: {
  user: FlaggedSubject | null | undefined;
  guard: AccessGuard | null | undefined;
}): AccessDecision {
  if (!user) return { allowed: false, reason: { code: 'no-user' } };
  const required = guard?.permissions ?? [];
  const mode = guard?.mode ?? 'any';
  if (required.length > 0) {
    const missing = required.filter((r) => !user.permissions.some((held) => matchPermission(held, r)));
    const ok = mode === 'all' ? missing.length === 0 : missing.length < required.length;
    if (!ok) return { allowed: false, reason: { code: 'missing-permission', mode, missing } };
  }
  const attributes = guard?.attributes ?? [];
  if (attributes.length > 0) {
    // A required ALL matches any user, even one that holds no attribute at all.
    const ok = attributes.some((r) => r === 'ALL' || user.roles.some((held) => matchAttribute(held, r)));
    if (!ok) return { allowed: false, reason: { code: 'missing-attribute', required: attributes } };
  }
  for (const [flag, required] of Object.entries(guard?.userFlags ?? {})) {
    if (required !== undefined && flagOf(user, flag) !== required)
      return { allowed: false, reason: { code: 'user-flag', flag, required } };
  }
  return { allowed: true };
}

/** The value of a user flag by name, from the subject's attributes; anything but `true` counts as false. */
function flagOf(user: FlaggedSubject, flag: string): boolean {
  return user.attributes?.[flag] === true;
}

/** Shorthand for the menus: whether the user holds one permission (spec 1 §6 prefix rules). */
export function hasPermission(user: FlaggedSubject | null | undefined, permission: string): boolean {
  return canAccess({ user, guard: { permissions: [permission] } }).allowed;
}

/**
 * An Italian sentence for logs and 403 bodies saying why access was denied; `texts` words the
 * app's own user flags.
 *
 * @example describeDenial(decision, { userFlags: { locked: 'Utenza bloccata' } })
 */
export function describeDenial(decision: AccessDecision, texts: DenialTexts = {}): string {
  if (decision.allowed) return '';
  const r = decision.reason;
  switch (r.code) {
    case 'no-user':
      return 'Utente non autenticato';
    case 'missing-permission':
      return `Permesso mancante (${r.mode === 'all' ? 'tutti' : 'almeno uno'}): ${r.missing.join(', ')}`;
    case 'missing-attribute':
      return `Tipo di utente non abilitato: serve uno tra ${r.required.join(', ')}`;
    case 'user-flag':
      return (
        texts.userFlags?.[r.flag] ??
        `Condizione dell’utente non soddisfatta: ${r.flag} deve essere ${r.required ? 'vero' : 'falso'}`
      );
  }
}
