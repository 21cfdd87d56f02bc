import { checkPasswordPolicy } from '../../auth/passwords';
import { badRequestAll, type ErrorMessage } from '../../errors';
import { MSG, errorMessage } from './messages';

/**
 * Checks a new password and its confirmation; throws one 400 listing every problem (each becomes a
 * toast), so the user fixes them all at once.
 */
export function assertNewPassword(
  nuova: string,
  conferma: string,
  context: { username?: string } = {},
): void {
  const messages: ErrorMessage[] = [];
  if (nuova.normalize('NFC') !== conferma.normalize('NFC')) messages.push(errorMessage(MSG.confermaErrata));
  for (const text of checkPasswordPolicy(nuova, context)) {
    messages.push(errorMessage({ code: MSG.passwordPolicy.code, text }));
  }
  if (messages.length > 0) throw badRequestAll(messages);
}
