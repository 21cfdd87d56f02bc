import { describe, expect, expectTypeOf, it } from 'vitest';
import type { Login, ProdottoLista } from '../../schemas/types';
import { ref } from './schemas';
import type { FromSchema } from './typeProvider';

// Checked by tsc (npm run typecheck): a wrong mapping fails the type check, not this run.
describe('FromSchema', () => {
  it('types an entity reference as the type generated from its schema', () => {
    const login = ref('login');
    expect(login).toEqual({ $ref: 'login#' });
    expectTypeOf<FromSchema<typeof login>>().toEqualTypeOf<Login>();
    const _list = { type: 'array', items: ref('prodottoLista') } as const;
    expectTypeOf<FromSchema<typeof _list>>().toEqualTypeOf<ProdottoLista[]>();
  });

  it('reads the inline schemas routes write for ids and query strings', () => {
    const _query = {
      type: 'object',
      properties: {
        id: { type: 'string', pattern: '^[0-9]+$' },
        mode: { type: 'string', enum: ['web', 'all'] },
        page: { type: 'integer' },
        all: { type: 'boolean' },
      },
      required: ['id'],
    } as const;
    expectTypeOf<FromSchema<typeof _query>>().toEqualTypeOf<{
      id: string;
      mode?: 'web' | 'all';
      page?: number;
      all?: boolean;
    }>();
  });

  it('leaves an unknown or widened schema unknown, so handlers cannot trust it', () => {
    const _widened: { type: string } = { type: 'object' };
    expectTypeOf<FromSchema<typeof _widened>>().toBeUnknown();
    expectTypeOf<FromSchema<undefined>>().toBeUnknown();
  });
});
