import { describe, expect, it } from 'vitest';
import gridColumn from '../../../schemas/meta/grid-column.schema.json';
import { CELL_TYPES, EDIT_TYPES, FILTER_HEADER_TYPES, isCellType } from './cellTypes';

describe('name registries', () => {
  it('list the cell types of spec 1 §3 plus text, as the grid-column schema does', () => {
    expect([...CELL_TYPES]).toEqual(gridColumn.properties.type.enum);
    expect(CELL_TYPES).toContain('status-dot-sent');
    expect(CELL_TYPES).toContain('status-dot-reminder');
  });

  it('list the filter header types of spec 1 §9, as the schema does after true/false', () => {
    expect([true, false, ...FILTER_HEADER_TYPES]).toEqual(gridColumn.properties.filterable.enum);
    expect([...EDIT_TYPES]).toEqual(gridColumn.properties.editType.enum);
  });

  it('narrow strings', () => {
    expect(isCellType('numeric-int')).toBe(true);
    expect(isCellType('numeric_int')).toBe(false);
  });
});
