import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';
import { compileOnFirstUse } from './compileOnFirstUse';

type CompilersFactory = NonNullable<
  NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']
>;
type SerializerFactory = NonNullable<CompilersFactory['buildSerializer']>;

/**
 * Fastify's serializer factory (`schemaController.compilersFactory.buildSerializer`): its own
 * (fast-json-stringify over the shared schemas), with each response serializer compiled on its first
 * use rather than at start (see compileOnFirstUse). Each compilation gets the shared schemas afresh:
 * Fastify's compiler drops a shared schema from the set it was given once a route answers with that
 * schema itself, which would otherwise make the set depend on the order routes are first called in.
 */
export function createSerializerFactory(): SerializerFactory {
  const fastify = SerializerSelector();
  const factory: SerializerFactory = (externalSchemas, options) => (route) =>
    compileOnFirstUse(() => fastify(externalSchemas, options)(route));
  return factory;
}
