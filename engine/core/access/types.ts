/**
 * What a route, a screen or an API call demands of the user, as the engine evaluates it: any attribute
 * or flag names. A screen file's guard (schemas/meta/guard.schema.json, generated `Guard`) is one.
 */
export interface AccessGuard {
  /** Permission strings (`CODE` or `CODE|LETTERS`); none means no permission is needed. */
  permissions?: string[];
  /** `any` (default): one permission is enough; `all`: every one is needed. */
  mode?: 'any' | 'all';
  /** User-type attributes; the user needs one of them. `ALL` matches any user. */
  attributes?: string[];
  /**
   * Boolean user attributes that must hold these values, by name (e.g. a flag that must be false for
   * a user to go on). Which flags exist is the app's business: screen guards are checked by the guard
   * meta-schema, server guards are the server's own.
   */
  userFlags?: Readonly<Record<string, boolean | undefined>>;
}

/**
 * The part of the user that access decisions read, in the engine's own names (an EngineUser is
 * one; a server maps its own principal to it).
 */
export interface AccessSubject {
  /** Permission strings (`CODE|LETTERS`, or `*`). */
  permissions: readonly string[];
  /** The kinds of user a guard's `attributes` match. */
  roles: readonly string[];
  /** Facts by name; a guard's `userFlags` read them. */
  attributes?: Readonly<Record<string, unknown>>;
}

/**
 * A subject whose attributes may be the flags guards demand; a flag it does not carry, or carries
 * with a value other than `true`, counts as false.
 */
export type FlaggedSubject = AccessSubject;

export type DenyReason =
  | { code: 'no-user' }
  | { code: 'missing-permission'; mode: 'any' | 'all'; missing: string[] }
  | { code: 'missing-attribute'; required: string[] }
  | { code: 'user-flag'; flag: string; required: boolean };

export type AccessDecision = { allowed: true } | { allowed: false; reason: DenyReason };

/** The five action letters of spec 1 §6, in display order. */
export const ACTIONS = ['R', 'C', 'U', 'D', 'E'] as const;
export type Action = (typeof ACTIONS)[number];

/**
 * Sentences for the denials the app words itself: a user flag that does not hold, by flag name.
 * Without one the generic sentence names the flag.
 */
export interface DenialTexts {
  userFlags?: Readonly<Record<string, string>>;
}
