import { appendPointer } from './jsonPointer';
import type { WidgetNode } from './types';

/** Every widget node of a body, depth first, with its JSON pointer in the screen file. */
export function* walkNodes(
  node: WidgetNode | undefined,
  pointer = '/body',
): Generator<{ node: WidgetNode; pointer: string }> {
  if (!node) return;
  yield { node, pointer };
  const children = node.children ?? [];
  for (let i = 0; i < children.length; i++) {
    yield* walkNodes(children[i], appendPointer(appendPointer(pointer, 'children'), i));
  }
}

/** Every value inside a node's props with its pointer, so cross-checks can find columns and forms at any depth. */
export function* walkValues(
  value: unknown,
  pointer: string,
): Generator<{ key: string | number; value: unknown; pointer: string }> {
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const at = appendPointer(pointer, i);
      yield { key: i, value: value[i], pointer: at };
      yield* walkValues(value[i], at);
    }
  } else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      const at = appendPointer(pointer, key);
      yield { key, value: inner, pointer: at };
      yield* walkValues(inner, at);
    }
  }
}
