import { describe, expect, it } from 'vitest';
import { itemKeyOf, mergeScreen } from './mergeScreen';

describe('mergeScreen: the screen reuse rules', () => {
  it('objects merge deep by key; the override wins on a scalar', () => {
    const base = { name: 'a', guard: { permissions: ['P'], mode: 'any' }, body: { props: { x: 1, y: 2 } } };
    const override = { name: 'b', guard: { mode: 'all' }, body: { props: { y: 3, z: 4 } } };
    expect(mergeScreen(base, override)).toEqual({
      name: 'b',
      guard: { permissions: ['P'], mode: 'all' },
      body: { props: { x: 1, y: 3, z: 4 } },
    });
  });

  it('null removes the key, at any depth; a null new to the result is dropped', () => {
    const base = { title: 't', order: 1, body: { props: { export: {}, mode: 'server' } } };
    expect(mergeScreen(base, { order: null, body: { props: { export: null } }, shortcut: null })).toEqual({
      title: 't',
      body: { props: { mode: 'server' } },
    });
  });

  it('arrays replace', () => {
    expect(mergeScreen({ attributes: ['a', 'b'] }, { attributes: ['c'] })).toEqual({ attributes: ['c'] });
    expect(mergeScreen({ children: [{ widget: 'x' }] }, { children: [{ widget: 'y' }] })).toEqual({
      children: [{ widget: 'y' }],
    });
  });

  it('keyed arrays (every item with a field or an id) merge item by item; new items append', () => {
    const base = {
      columns: [
        { field: 'a', width: 1 },
        { field: 'b', width: 2, hidden: true },
      ],
    };
    const override = { columns: [{ field: 'c' }, { field: 'b', width: 5, hidden: null }] };
    expect(mergeScreen(base, override)).toEqual({
      columns: [{ field: 'a', width: 1 }, { field: 'b', width: 5 }, { field: 'c' }],
    });
    expect(mergeScreen([{ id: 'x', v: 1 }], [{ id: 'x', v: 2 }])).toEqual([{ id: 'x', v: 2 }]);
  });

  it('"$remove": true drops an item of a keyed array', () => {
    const base = { columns: [{ field: 'a' }, { field: 'b' }] };
    expect(mergeScreen(base, { columns: [{ field: 'a', $remove: true }] })).toEqual({
      columns: [{ field: 'b' }],
    });
  });

  it('an array is keyed only when every item on both sides holds the key as a string', () => {
    expect(itemKeyOf([{ field: 'a' }], [{ field: 'b' }])).toBe('field');
    expect(itemKeyOf([{ id: 'a', field: 'x' }], [{ id: 'b' }])).toBe('id');
    expect(itemKeyOf([{ field: 'a' }], [{ widget: 'b' }])).toBeNull();
    expect(itemKeyOf([{ field: 1 }], [{ field: 1 }])).toBeNull();
    expect(itemKeyOf([], [{ field: 'a' }])).toBeNull();
  });

  it('changes neither input and shares no object with them', () => {
    const base = { body: { props: { columns: [{ field: 'a' }] } } };
    const override = { body: { props: { title: 't' } } };
    const merged = mergeScreen(base, override) as typeof base;
    merged.body.props.columns[0]!.field = 'changed';
    expect(base).toEqual({ body: { props: { columns: [{ field: 'a' }] } } });
    expect(override).toEqual({ body: { props: { title: 't' } } });
  });
});
