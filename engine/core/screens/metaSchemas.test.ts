import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import login from '../../../screens/auth/login.screen.json';
import { META_SCHEMAS, SHARED_META_SCHEMAS } from './metaSchemas';

describe('meta-schemas', () => {
  const ajv = new Ajv({ allErrors: true, strict: true, allowUnionTypes: true });
  ajv.addSchema([...SHARED_META_SCHEMAS]);
  const validateOpen = ajv.compile(META_SCHEMAS.screen);

  it('compile in strict mode, each with its file name as $id', () => {
    expect(Object.values(META_SCHEMAS).map((s) => s.$id)).toEqual([
      'screen.schema.json',
      'screen-part.schema.json',
      'guard.schema.json',
      'widget-node.schema.json',
      'form.schema.json',
      'data-source.schema.json',
      'grid-column.schema.json',
    ]);
    for (const schema of Object.values(META_SCHEMAS)) expect(schema.additionalProperties).toBe(false);
  });

  it('describe the open screen shape editors check against via $schema', () => {
    expect(validateOpen(login)).toBe(true);
    expect(
      validateOpen({ name: 'x', path: '/x', body: { widget: 'a', children: [{ widget: 'b', prop: 1 }] } }),
    ).toBe(false);
    expect(validateOpen.errors?.map((e) => [e.instancePath, e.message])).toEqual([
      ['/body/children/0', 'must NOT have additional properties'],
    ]);
  });

  // Spec 1 §3's list, plus properties of this engine: valueLabels (a code shown as a label's text in
  // cells, filters and Excel), so that coded values never reach the user raw; locked (the identifying
  // column stays at the left edge while a wide table scrolls sideways, issue 14 defect 6); guard (a
  // column only some users see: the back office's distributor column, issue 24 defect 5); editUpload
  // (where a `file` input's file goes once the row is saved: a notice's PDF, issue 28).
  it('give every grid column property of spec 1 §3 and the engine’s valueLabels, locked, guard and editUpload, and no other', () => {
    expect(Object.keys(META_SCHEMAS.gridColumn.properties ?? {})).toEqual([
      'field',
      'title',
      'type',
      'format',
      'width',
      'hidden',
      'guard',
      'filterable',
      'groupable',
      'sortBy',
      'export',
      'valueLabels',
      'locked',
      'exportWidth',
      'pathFallback',
      'customButtons',
      'editType',
      'editUpload',
      'editHide',
      'editOrder',
      'editDisabled',
      'editSource',
      'editSourceValue',
      'editSourceText',
    ]);
  });
});
