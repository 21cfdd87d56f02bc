import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyTypeProvider,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { Readable } from 'node:stream';
import type { SchemaRef } from './schemas';

/**
 * The TypeScript type of a route schema, so that handlers are typed from the schema Fastify validates
 * with and never restate it. An entity reference (`ref('login')`) carries the type generated from
 * `schemas/entities` (`schemas/types/schemaMap.ts`); the small inline schemas routes write for ids and
 * query strings are read structurally, when written `as const`. Anything else is `unknown`, which makes
 * the handler prove what it uses instead of trusting a cast.
 */
export type FromSchema<S> =
  S extends SchemaRef<infer T>
    ? T
    : S extends { readonly enum: readonly (infer E)[] }
      ? E
      : S extends { readonly type: 'string'; readonly format: 'binary' }
        ? Buffer | Readable // a file body (PDF, image, workbook), as bytes or streamed
        : S extends { readonly type: 'string' }
          ? string
          : S extends { readonly type: 'integer' | 'number' }
            ? number
            : S extends { readonly type: 'boolean' }
              ? boolean
              : S extends { readonly type: 'array'; readonly items: infer I }
                ? Array<FromSchema<I>>
                : S extends { readonly type: 'object'; readonly properties: infer P }
                  ? ObjectFromSchema<P, RequiredOf<S>>
                  : unknown;

type RequiredOf<S> = S extends { readonly required: readonly (infer R)[] } ? R : never;

type Simplify<T> = { [K in keyof T]: T[K] } & {};

type ObjectFromSchema<P, R> = Simplify<
  { -readonly [K in keyof P as K extends R ? K : never]: FromSchema<P[K]> } & {
    -readonly [K in keyof P as K extends R ? never : K]?: FromSchema<P[K]>;
  }
>;

/** Fastify's type provider over `FromSchema`: request parts and replies alike. */
export interface SchemaTypeProvider extends FastifyTypeProvider {
  validator: FromSchema<this['schema']>;
  serializer: FromSchema<this['schema']>;
}

/** The Fastify instance every API area receives (see `app.ts`): routes typed from their schemas. */
export type ApiInstance = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  SchemaTypeProvider
>;
