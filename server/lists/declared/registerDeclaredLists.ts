import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { requireAuth, type RouteAccess } from '../../plugins/auth';
import { registerList } from '../listRoutes';
import { registerCreate } from './createRoute';
import { registerEdit } from './editRoute';
import { segretoLink } from '../../areas/adesioni/certificato/linkCertificato';
import { tokenDocumento } from '../../areas/agenzie/linkDocumento';
import type { DeclaredAccess, DeclaredList, SignedLinkKind } from './loadListFiles';
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

/** The signers a list file may name in `signedLinks`: file id → token, fresh on every request. */
const SIGNERS: Record<SignedLinkKind, (fileId: number, secret: string) => string> = {
  documentoAgenzia: (fileId, secret) => tokenDocumento(fileId, secret),
};

function signRows(signedLinks: DeclaredList['signedLinks'], secret: string) {
  const fields = Object.entries(signedLinks);
  if (fields.length === 0) return undefined;
  return (items: Record<string, unknown>[]) =>
    items.map((item) => {
      const signed = { ...item };
      for (const [field, kind] of fields) {
        const id = Number(item[field]);
        signed[field] = Number.isSafeInteger(id) && id > 0 ? SIGNERS[kind](id, secret) : null;
      }
      return signed;
    });
}

/**
 * Declares the routes of list files: each `GET` list under its access and scope (remembered for
 * the generic export like any list) and, where the file has them, the row edit `PUT {path}/:id`
 * and the create `POST {path}`.
 */
export function registerDeclaredLists(
  app: FastifyInstance,
  deps: AppDeps,
  lists: readonly DeclaredList[],
): void {
  const slug = deps.config.brand.slug;
  const secret = segretoLink(deps.config);
  for (const declared of lists) {
    const rows = signRows(declared.signedLinks, secret);
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
        ...(rows ? { rows } : {}),
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
    if (declared.create) {
      registerCreate(app, deps, {
        path: pathFor(declared.create.path, slug),
        create: declared.create,
        access: accessFor(declared.create.access, slug),
      });
    }
  }
}
