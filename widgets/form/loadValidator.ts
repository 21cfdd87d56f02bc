import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import { validatorKey, type JsonSchema } from './formSchema';
import { serverOnlyValidator } from './serverOnlyValidator';

const compiled = import.meta.glob<ValidatorFunctions>('./validators/*.js', { import: '*' });

/**
 * The form's validator: the one precompiled for exactly this schema (scripts/compile-form-validators),
 * since the CSP forbids compiling in the browser. In development a form the script has not seen
 * (a story, a schema just edited) falls back to ajv compiled on the fly; in production it leaves
 * validation to the server, whose 400 the form shows inline.
 */
export async function loadValidator(schema: JsonSchema): Promise<ValidatorType> {
  const load = compiled[`./validators/${validatorKey(schema)}.js`];
  if (load) return createPrecompiledValidator(await load(), schema as RJSFSchema);
  if (import.meta.env.DEV) {
    console.warn(`Validatore non precompilato per ${validatorKey(schema)}: npm run gen:form-validators`);
    return (await import('@rjsf/validator-ajv8')).default;
  }
  return serverOnlyValidator;
}
