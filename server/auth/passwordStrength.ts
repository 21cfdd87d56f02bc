import type * as Core from '@zxcvbn-ts/core';
import type { ZxcvbnFactory } from '@zxcvbn-ts/core';
import type * as Common from '@zxcvbn-ts/language-common';
import type * as It from '@zxcvbn-ts/language-it';
import { onFirstUse } from '../onFirstUse';

const zxcvbn = onFirstUse<typeof Core>('@zxcvbn-ts/core');
const common = onFirstUse<typeof Common>('@zxcvbn-ts/language-common');
const italian = onFirstUse<typeof It>('@zxcvbn-ts/language-it');

/** zxcvbn's scale is 0–4; 3 ("safely unguessable") is what the usual policies ask for. */
export const MIN_PASSWORD_SCORE = 3;

// What the estimator reads of a password. Its cost grows steeply with length (a 1,000-character
// input took over a second of event loop), and the first 64 characters of a password already show
// whether it is a guessable pattern; the whole password is still hashed.
const ESTIMATED_CHARS = 64;

let factory: ZxcvbnFactory | undefined;

// Built on first use: ranking the dictionaries takes a fifth of a second, which every server start
// and every test process would otherwise pay.
function estimator(): ZxcvbnFactory {
  factory ??= new (zxcvbn().ZxcvbnFactory)({
    dictionary: { ...common().dictionary, ...italian().dictionary },
    graphs: common().adjacencyGraphs,
    translations: italian().translations,
    // The default 100 leet substitutions cost up to half a second per check and found no common
    // password that 10 miss.
    l33tMaxSubstitutions: 10,
  });
  return factory;
}

/** Who the password is for: their names and address make it guessable too. */
export interface PasswordOwner {
  username?: string | null;
  email?: string | null;
  firstName?: string | null;
  lastName?: string | null;
}

function userInputs(owner: PasswordOwner): string[] {
  const inputs = new Set<string>();
  for (const value of [owner.username, owner.email, owner.firstName, owner.lastName]) {
    if (!value) continue;
    inputs.add(value);
    // "mario.rossi@agenzia.it" also lends "mario", "rossi" and "agenzia" to a password.
    for (const part of value.split(/[^\p{L}\p{N}]+/u)) if (part.length >= 3) inputs.add(part);
  }
  // Each name alone is a cheap guess; so is the full name written as one word.
  if (owner.firstName && owner.lastName) {
    inputs.add(owner.firstName + owner.lastName);
    inputs.add(owner.lastName + owner.firstName);
  }
  return [...inputs];
}

/**
 * Estimates how guessable a password is. Returns undefined when strong enough, else the Italian
 * feedback of the estimator: what makes it weak (when it can tell) and how to do better.
 */
export function weakPasswordFeedback(password: string, owner: PasswordOwner = {}): string | undefined {
  const head = [...password].slice(0, ESTIMATED_CHARS).join('');
  const { score, feedback } = estimator().check(head, userInputs(owner));
  if (score >= MIN_PASSWORD_SCORE) return undefined;
  const advice = [feedback.warning, ...feedback.suggestions].filter(Boolean);
  if (advice.length === 0) advice.push('Usa una password più lunga o meno prevedibile.');
  return `La password scelta è troppo facile da indovinare. ${advice.join(' ')}`;
}
