import Ajv, { type ErrorObject } from 'ajv';
import addFormats from 'ajv-formats';
import type { WidgetRegistry } from '../registry';
import { composeScreenSchema } from './composeScreenSchema';
import { SHARED_META_SCHEMAS } from './metaSchemas';

/** A compiled check of one screen document; returns ajv's raw errors (see toProblems). */
export type ScreenSchemaCheck = (json: unknown) => ErrorObject[];

const cache = new WeakMap<WidgetRegistry<unknown>, { signature: string; check: ScreenSchemaCheck }>();

/**
 * Compiles the composed screen schema once per registry content: compiling costs far more than
 * validating, and every screen file of a run shares the registry. `verbose` keeps each error's
 * parent schema, which the messages use to suggest the property that was meant.
 *
 * @example const errors = createScreenValidator(registry)(json)
 */
export function createScreenValidator(registry: WidgetRegistry<unknown>): ScreenSchemaCheck {
  const signature = registry.names().join('\n');
  const cached = cache.get(registry);
  if (cached && cached.signature === signature) return cached.check;
  const ajv = new Ajv({ allErrors: true, verbose: true, strict: true, allowUnionTypes: true });
  addFormats(ajv);
  ajv.addSchema([...SHARED_META_SCHEMAS]);
  const validate = ajv.compile(composeScreenSchema(registry));
  const check: ScreenSchemaCheck = (json) => (validate(json) ? [] : [...(validate.errors ?? [])]);
  cache.set(registry, { signature, check });
  return check;
}
