import { describe, expect, it } from 'vitest';
import { layouts } from './layouts';

describe('layouts', () => {
  it('the shell layouts say how to load their code ahead; the empty one needs none (issue 30)', async () => {
    for (const name of ['default', 'cart', 'submenu'] as const)
      expect(layouts[name].preload).toBeTypeOf('function');
    expect(layouts.empty.preload).toBeUndefined();
    // One chunk for the three: asked for twice, loaded once.
    const [a, b] = await Promise.all([layouts.cart.preload!(), layouts.default.preload!()]);
    expect(a).toBe(b);
    expect(a).toHaveProperty('CartLayout');
  });
});
