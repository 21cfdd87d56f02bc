import type { FastifySchema, FastifySchemaCompiler } from 'fastify';

type FastifyValidationResult = ReturnType<FastifySchemaCompiler<FastifySchema>>;

/**
 * Fastify compiles every route's validators and response serializers while the server starts,
 * though most routes are not called for a long time, if ever: that was over half a second of every
 * start (issue 13). These wrappers defer a compilation to the first call of what it compiles.
 * What the compiled function does is unchanged; a schema that does not compile now fails the first
 * request that needs it (a 500) rather than the start.
 */

/** A function compiled on its first call (a response serializer). */
export function compileOnFirstUse<A extends unknown[], R>(
  compile: () => (...args: A) => R,
): (...args: A) => R {
  let compiled: ((...args: A) => R) | undefined;
  return (...args) => (compiled ??= compile())(...args);
}

/**
 * A validator compiled on its first call. Fastify reads a failed call's errors from the function
 * itself, so the compiled one's are passed on; every argument is passed on too (Fastify gives path
 * parameters' validators Ajv's data context as a second one).
 */
export function validatorOnFirstUse(compile: () => FastifyValidationResult): FastifyValidationResult {
  let compiled: FastifyValidationResult | undefined;
  function validate(this: unknown, ...args: unknown[]): ReturnType<FastifyValidationResult> {
    compiled ??= compile();
    const result = Reflect.apply(compiled, this, args) as ReturnType<FastifyValidationResult>;
    validate.errors = compiled.errors;
    return result;
  }
  validate.errors = undefined as FastifyValidationResult['errors'];
  return validate;
}
