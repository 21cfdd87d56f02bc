import { engineText, type MessageRef, type Translate } from '../messages';
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

/** Why access was denied, as a message by key (engine/core/messages); null when it was not. */
export function denialMessage(decision: AccessDecision): MessageRef | null {
  if (decision.allowed) return null;
  const r = decision.reason;
  switch (r.code) {
    case 'no-user':
      return { key: 'accesso.utenteNonAutenticato' };
    case 'missing-permission':
      return { key: 'accesso.permessoMancante', params: { mode: r.mode, missing: r.missing.join(', ') } };
    case 'missing-attribute':
      return { key: 'accesso.attributoMancante', params: { required: r.required.join(', ') } };
    case 'user-flag':
      return { key: 'accesso.condizioneUtente', params: { flag: r.flag, required: String(r.required) } };
  }
}

/**
 * A sentence for logs and 403 bodies saying why access was denied, worded by `t` (the app's
 * labels; the engine's English by default); `texts` words the app's own user flags.
 *
 * @example describeDenial(decision, { userFlags: { locked: 'Account locked' } }, t)
 */
export function describeDenial(
  decision: AccessDecision,
  texts: DenialTexts = {},
  t: Translate = engineText,
): string {
  const message = denialMessage(decision);
  if (!message) return '';
  if (!decision.allowed && decision.reason.code === 'user-flag') {
    const own = texts.userFlags?.[decision.reason.flag];
    if (own !== undefined) return own;
  }
  return t(message.key, message.params);
}
