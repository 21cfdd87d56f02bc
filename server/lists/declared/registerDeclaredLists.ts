import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { requireAuth, type RouteAccess } from '../../plugins/auth';
import { registerList } from '../listRoutes';
import { registerEdit } from './editRoute';
import type { DeclaredAccess, DeclaredList } from './loadListFiles';
import { scopeSql } from './scopeSql';

/** `{product}` is the brand slug in paths and its upper case in permissions (as in screen guards). */
function accessFor(access: DeclaredAccess, slug: string): RouteAccess {
  return {
    ...access,
    ...(access.permissions
      ? { permissions: access.permissions.map((p) => p.replace(/\{product\}/g, slug.toUpperCase())) }
      : {}),
  };
}

const pathFor = (path: string, slug: string) => `/${path.replace(/\{product\}/g, slug)}`;

/**
 * Declares the routes of list files: each `GET` list under its access and scope (remembered for
 * the generic export like any list) and, where the file has one, the row edit `PUT {path}/:id`.
 */
export function registerDeclaredLists(
  app: FastifyInstance,
  deps: AppDeps,
  lists: readonly DeclaredList[],
): void {
  const slug = deps.config.brand.slug;
  for (const declared of lists) {
    for (const route of declared.routes) {
      registerList(app, {
        db: deps.db,
        path: pathFor(route.path, slug),
        list: declared.list,
        access: accessFor(route.access, slug),
        scope: (request) => scopeSql(route.scope, requireAuth(request).user),
        maxRows: deps.config.listMaxRows,
        ...(route.tags.length > 0 ? { tags: route.tags } : {}),
        summary: route.summary,
        ...(route.item ? { item: { $ref: `${route.item}#` } } : {}),
      });
    }
    if (declared.edit) {
      registerEdit(app, deps, {
        path: pathFor(declared.edit.path, slug),
        edit: declared.edit,
        access: accessFor(declared.edit.access, slug),
        listFields: [...declared.list.resolved.keys()],
      });
    }
  }
}
