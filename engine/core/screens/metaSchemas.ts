import dataSource from '../../../schemas/meta/data-source.schema.json';
import form from '../../../schemas/meta/form.schema.json';
import gridColumn from '../../../schemas/meta/grid-column.schema.json';
import guard from '../../../schemas/meta/guard.schema.json';
import screenPart from '../../../schemas/meta/screen-part.schema.json';
import screen from '../../../schemas/meta/screen.schema.json';
import widgetNode from '../../../schemas/meta/widget-node.schema.json';
import type { JSONSchema } from '../registry';

/** The engine's language, as imported data so that the core never touches the file system. */
export const META_SCHEMAS = {
  screen: screen as JSONSchema,
  screenPart: screenPart as JSONSchema,
  guard: guard as JSONSchema,
  widgetNode: widgetNode as JSONSchema,
  form: form as JSONSchema,
  dataSource: dataSource as JSONSchema,
  gridColumn: gridColumn as JSONSchema,
} as const;

/** Every meta-schema but the screen, which is composed per registry (see composeScreenSchema). */
export const SHARED_META_SCHEMAS: readonly JSONSchema[] = [
  META_SCHEMAS.guard,
  META_SCHEMAS.widgetNode,
  META_SCHEMAS.form,
  META_SCHEMAS.dataSource,
  META_SCHEMAS.gridColumn,
];
