import { createScreenValidator } from './createScreenValidator';
import { lintScreen, type ScreenCatalogues } from './lintScreen';
import { toProblems } from './toProblems';
import type { Screen, ScreenProblem } from './types';

/**
 * Checks one parsed screen file: first the composed meta-schema (shape, widget props), then, if
 * the shape holds, the cross-checks of lintScreen. Never throws: every fault is a problem with the
 * file and the JSON pointer, ready to print.
 *
 * @example validateScreen(JSON.parse(text), { file: 'screens/auth/login.screen.json', registry, permissions })
 */
export function validateScreen(json: unknown, options: ScreenCatalogues & { file: string }): ScreenProblem[] {
  const { file, registry } = options;
  const screenName = screenNameOf(json) ?? file;
  let errors;
  try {
    errors = createScreenValidator(registry)(json);
  } catch (error) {
    return [
      { file, pointer: '', message: `the screen schema could not be built: ${(error as Error).message}` },
    ];
  }
  if (errors.length > 0) return toProblems(errors, { file, screen: screenName, registry });
  return lintScreen(json as Screen, options);
}

function screenNameOf(json: unknown): string | undefined {
  const name = (json as { name?: unknown } | null)?.name;
  return typeof name === 'string' ? name : undefined;
}
