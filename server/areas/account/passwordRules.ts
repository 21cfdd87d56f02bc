import { checkPasswordPolicy } from '../../auth/passwords';
import type { PasswordOwner } from '../../auth/passwordStrength';
import { badRequestAll, type ErrorMessage } from '../../errors';
import { MSG, errorMessage } from './messages';

/**
 * Checks a new password and its confirmation; throws one 400 listing every problem (each becomes a
 * toast), so the user fixes them all at once. `owner` (username, names, e-mail) makes passwords
 * built from them count as guessable.
 */
export function assertNewPassword(nuova: string, conferma: string, owner: PasswordOwner = {}): void {
  const messages: ErrorMessage[] = [];
  if (nuova.normalize('NFC') !== conferma.normalize('NFC')) messages.push(errorMessage(MSG.confermaErrata));
  for (const text of checkPasswordPolicy(nuova, owner)) {
    messages.push(errorMessage({ code: MSG.passwordPolicy.code, text }));
  }
  if (messages.length > 0) throw badRequestAll(messages);
}
