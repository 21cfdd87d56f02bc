import type { ScreenProblem } from './types';

/**
 * One line per problem, `file#pointer: message`, the form test failures and the dev overlay print.
 *
 * @example formatProblem({ file: 'screens/auth/login.screen.json', pointer: '/body/widget', message: 'Unknown widget' })
 * // 'screens/auth/login.screen.json#/body/widget: Unknown widget'
 */
export function formatProblem({ file, pointer, message }: ScreenProblem): string {
  return `${file}#${pointer || '/'}: ${message}`;
}
