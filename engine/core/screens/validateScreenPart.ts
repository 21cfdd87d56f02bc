import Ajv, { type ErrorObject } from 'ajv';
import type { WidgetRegistry } from '../registry';
import { META_SCHEMAS, SHARED_META_SCHEMAS } from './metaSchemas';
import { toProblems } from './toProblems';
import type { ScreenFile, ScreenProblem } from './types';

let check: ((json: unknown) => ErrorObject[]) | undefined;

const isNullBranch = (error: ErrorObject): boolean =>
  error.keyword === 'type' && (error.params as { type?: unknown }).type === 'null';

/**
 * Checks a file as written when it reuses another (a base, or a screen with `extends`) against
 * screen-part.schema.json: known top-level keys of the right type. The body is only checked once
 * merged, as part of the whole screen, because a piece of a body is not a widget tree.
 *
 * @example validateScreenPart({ file: 'screens/my/list.base.json', json }, registry)
 */
export function validateScreenPart(
  { file, json }: ScreenFile,
  registry: WidgetRegistry<unknown>,
): ScreenProblem[] {
  if (!check) {
    // Compiled once: the part schema does not depend on the registry.
    const ajv = new Ajv({ allErrors: true, verbose: true, strict: true, allowUnionTypes: true });
    ajv.addSchema([...SHARED_META_SCHEMAS, META_SCHEMAS.screen]);
    const validate = ajv.compile(META_SCHEMAS.screenPart);
    // Each property is `null` (remove) or what the screen allows: only the second branch's errors say
    // what is wrong, so the null branch's and anyOf's own are dropped.
    check = (value) =>
      validate(value) ? [] : (validate.errors ?? []).filter((e) => !isNullBranch(e) && e.keyword !== 'anyOf');
  }
  const errors = check(json);
  return errors.length > 0 ? toProblems(errors, { file, screen: file, registry }) : [];
}
