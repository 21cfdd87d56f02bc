import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps';
import { portalLists } from './declared/portalLists';
import { registerDeclaredLists } from './declared/registerDeclaredLists';

/** The list routes declared as data in `server/lists/definitions` (README "Adding a list screen"). */
export default async function declaredListRoutes(app: FastifyInstance, deps: AppDeps) {
  registerDeclaredLists(app, deps, portalLists());
}
