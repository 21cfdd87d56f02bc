import type { JSONSchema, WidgetRegistry } from '../registry';
import { META_SCHEMAS } from './metaSchemas';

export const COMPOSED_SCREEN_SCHEMA_ID = 'screen.composed.schema.json';

/**
 * The screen meta-schema with `body` narrowed to the registered widgets: `widget` must be a known
 * name, and an if/then per widget applies that widget's props schema to `props` (and forbids
 * `children` unless the widget is a container). Shared shapes stay `$ref`s to the other
 * meta-schemas by id, so a validator must also hold SHARED_META_SCHEMAS.
 *
 * @example const schema = composeScreenSchema(registry); ajv.addSchema(SHARED_META_SCHEMAS).compile(schema)
 */
export function composeScreenSchema(registry: WidgetRegistry<unknown>): JSONSchema {
  const names = registry.names();
  const perWidget = names.map((name) => {
    const descriptor = registry.get(name);
    const props = descriptor?.props ?? { type: 'object', additionalProperties: false };
    const then: JSONSchema = { properties: { props } };
    if ((props.required ?? []).length > 0) then.required = ['props'];
    if (!descriptor?.children) (then.properties as Record<string, JSONSchema | boolean>).children = false;
    return { if: { properties: { widget: { const: name } }, required: ['widget'] }, then };
  });
  const node: JSONSchema = {
    type: 'object',
    properties: {
      // JSON Schema forbids an empty enum; with no widget registered every name is unknown.
      widget: names.length > 0 ? { type: 'string', enum: names } : { type: 'string', not: {} },
      id: { $ref: 'widget-node.schema.json#/properties/id' },
      props: { type: 'object' },
      children: { type: 'array', items: { $ref: '#/definitions/node' } },
    },
    required: ['widget'],
    additionalProperties: false,
  };
  if (perWidget.length > 0) node.allOf = perWidget;
  const { $schema: draft, properties, ...rest } = META_SCHEMAS.screen;
  return {
    $schema: draft,
    ...rest,
    $id: COMPOSED_SCREEN_SCHEMA_ID,
    properties: { ...properties, body: { $ref: '#/definitions/node' } },
    definitions: { node },
  };
}
