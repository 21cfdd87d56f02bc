import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { withProduct } from '../engine/core/navigation';
import { createRegistry, type WidgetDescriptor } from '../engine/core/registry';
import { loadScreens, type ListAccess, type ScreenFile } from '../engine/core/screens';
import { PORTAL_LIST_CATALOGUE } from '../server/lists/catalogue';
import { loadListFiles } from '../server/lists/declared/loadListFiles';
import { screenCatalogues } from '../src/catalogue/screenCatalogues';
import { widgets } from '../widgets';

/**
 * A copy of the repository's screens, validated as start-up does: against the widgets, the entities,
 * the copy's list files (the fields and access each route serves) and the copy's labels — a README
 * step's new entries are there, not in this repository's file.
 */
export function loadScreensOfCopy(copy: string, product: string) {
  const lists = loadListFiles(path.join(copy, 'server/lists/definitions'), PORTAL_LIST_CATALOGUE);
  const served = new Map(
    lists.flatMap((l) => l.routes.map((r) => [withProduct(r.path, product), [...l.list.resolved.keys()]])),
  );
  const access = new Map(
    lists.flatMap((l) => l.routes.map((r) => [withProduct(r.path, product), r.access as ListAccess])),
  );
  const labels = Object.keys(
    JSON.parse(readFileSync(path.join(copy, 'schemas/catalogues/labels/it-IT.json'), 'utf8')) as object,
  );
  const dir = path.join(copy, 'screens');
  const files: ScreenFile[] = (readdirSync(dir, { recursive: true }) as string[])
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => ({
      file: `screens/${f.split(path.sep).join('/')}`,
      json: JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as unknown,
    }));
  const entities = readdirSync(path.join(copy, 'schemas/entities'))
    .filter((f) => f.endsWith('.schema.json'))
    .map(
      (f) =>
        (JSON.parse(readFileSync(path.join(copy, 'schemas/entities', f), 'utf8')) as { $id: string }).$id,
    );
  const result = loadScreens(files, {
    ...screenCatalogues(product),
    labels: [...new Set([...screenCatalogues(product).labels!, ...labels])],
    registry: createRegistry(widgets.map(({ component: _c, ...d }) => d as WidgetDescriptor)),
    entities,
    listFields: (source) => served.get(withProduct(source, product)),
    listAccess: (source) => access.get(withProduct(source, product)),
  });
  return { result, files, labels };
}
