import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SQL } from 'drizzle-orm';
import type { RouteAccess } from '../plugins/auth';
import type { ResolvedList } from './defineList';

/** A list route as the generic export finds it: the same list, access and scope as its GET. */
export interface RegisteredList {
  /** The path the client calls, without `/api/`: `myoverins/elencoadesioni/distributore`. */
  path: string;
  list: ResolvedList;
  access: RouteAccess;
  scope: (request: FastifyRequest) => SQL | Promise<SQL>;
}

// Keyed by the HTTP server, which every encapsulated plugin of one app shares, so areas
// registered side by side (and several apps in one test process) each see their own lists.
const registries = new WeakMap<object, Map<string, RegisteredList>>();

/** Records a list route so that the export call can run the same query under the same scope. */
export function rememberList(
  app: FastifyInstance,
  entry: Omit<RegisteredList, 'path'> & { path: string },
): void {
  const path = `${app.prefix}${entry.path}`.replace(/^\/api\//, '').replace(/^\/+/, '');
  let registry = registries.get(app.server);
  if (!registry) {
    registry = new Map();
    registries.set(app.server, registry);
  }
  registry.set(path, { ...entry, path });
}

/** The list registered at `path` (as the client writes it, with or without a leading slash). */
export function findList(app: FastifyInstance, path: string): RegisteredList | undefined {
  return registries.get(app.server)?.get(path.replace(/^\/+/, '').replace(/^api\//, ''));
}

/** Every list route registered on `app` (after `app.ready()`), e.g. for cross-checks of screen columns. */
export function listsOf(app: FastifyInstance): RegisteredList[] {
  return [...(registries.get(app.server)?.values() ?? [])];
}
