/** What a route, a screen or an API call demands of the user. */
export interface Guard {
  /** Permission strings (`CODE` or `CODE|LETTERS`); none means no permission is needed. */
  permissions?: string[];
  /** `any` (default): one permission is enough; `all`: every one is needed. */
  mode?: 'any' | 'all';
  /** User-type attributes; the user needs one of them. `ALL` matches any user. */
  attributes?: string[];
  /** userInfo flags that must hold these values, e.g. `{ mustPay: false }` for the cart (spec 1 §2). */
  userFlags?: Partial<Record<UserFlag, boolean>>;
}

/** The boolean flags of userInfo a guard may demand (spec 1 §3 "User info"). */
export const USER_FLAGS = [
  'mustPay',
  'segnalazionePagamentoFineMese',
  'backOffice',
  'web',
  'hasImpersonateUser',
] as const;
export type UserFlag = (typeof USER_FLAGS)[number];

/** The part of userInfo that access decisions read. */
export interface AccessSubject {
  permessi: readonly string[];
  attributiUtente: readonly string[];
}

/** A subject that also carries userInfo flags; a flag it does not carry counts as false. */
export type FlaggedSubject = AccessSubject & Partial<Record<UserFlag, boolean>>;

export type DenyReason =
  | { code: 'no-user' }
  | { code: 'missing-permission'; mode: 'any' | 'all'; missing: string[] }
  | { code: 'missing-attribute'; required: string[] }
  | { code: 'user-flag'; flag: UserFlag; required: boolean };

export type AccessDecision = { allowed: true } | { allowed: false; reason: DenyReason };

/** The five action letters of spec 1 §6, in display order. */
export const ACTIONS = ['R', 'C', 'U', 'D', 'E'] as const;
export type Action = (typeof ACTIONS)[number];
