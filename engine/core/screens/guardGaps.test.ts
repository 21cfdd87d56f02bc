import { describe, expect, it } from 'vitest';
import { guardGaps } from './guardGaps';

const list = { permissions: ['AREA_{product}_READ|R'], attributes: ['member'] };

describe('guardGaps: the screen guard must not let in users the list refuses', () => {
  it('agrees when the guard asks for what the list does, letters and {product} aside', () => {
    expect(
      guardGaps({ guard: { permissions: ['AREA_{product}_READ'], attributes: ['member'] } }, list, 'acme'),
    ).toEqual([]);
    expect(
      guardGaps({ guard: { permissions: ['AREA_ACME_READ'], attributes: ['member'] } }, list, 'acme'),
    ).toEqual([]);
  });

  it('a guard stricter than the list agrees: a narrower attribute, an extra flag', () => {
    const guard = {
      permissions: ['AREA_{product}_READ'],
      attributes: ['member_gold'],
      userFlags: { web: true },
    };
    expect(guardGaps({ guard }, list, 'acme')).toEqual([]);
  });

  it('a guard without the permission, or with one the list does not accept', () => {
    expect(guardGaps({ guard: { attributes: ['member'] } }, list)).toEqual([
      'the guard asks for no permission; the list needs one of AREA_{product}_READ|R',
    ]);
    expect(
      guardGaps({ guard: { permissions: ['AREA_{product}_WRITE'], attributes: ['member'] } }, list, 'acme'),
    ).toEqual(['permission "AREA_{product}_WRITE" is not one the list accepts (AREA_{product}_READ|R)']);
  });

  it('a prefix permission in the guard admits codes the list does not accept', () => {
    expect(
      guardGaps({ guard: { permissions: ['AREA_'], attributes: ['member'] } }, list, 'acme'),
    ).toHaveLength(1);
    expect(guardGaps({ guard: { permissions: ['AREA_ACME_READ'] } }, { permissions: ['AREA_|R'] })).toEqual(
      [],
    );
  });

  it('mode all on either side', () => {
    const all = { permissions: ['A|R', 'B|R'], mode: 'all' as const };
    expect(guardGaps({ guard: { permissions: ['A', 'B'], mode: 'all' } }, all)).toEqual([]);
    expect(guardGaps({ guard: { permissions: ['A', 'B'] } }, all)).toHaveLength(2);
    expect(guardGaps({ guard: { permissions: ['A', 'X'], mode: 'all' } }, { permissions: ['A|R'] })).toEqual(
      [],
    );
    expect(guardGaps({ guard: { permissions: ['X', 'Y'], mode: 'all' } }, { permissions: ['A|R'] })).toEqual([
      'no permission of the guard is one the list accepts (A|R)',
    ]);
  });

  it('attributes: none or ALL in the guard, or one the list does not accept', () => {
    const perm = { permissions: ['AREA_ACME_READ'] };
    expect(guardGaps({ guard: perm }, list, 'acme')).toEqual([
      'the guard admits any user attribute; the list needs one of member',
    ]);
    expect(guardGaps({ guard: { ...perm, attributes: ['ALL'] } }, list, 'acme')).toHaveLength(1);
    expect(guardGaps({ guard: { ...perm, attributes: ['member', 'guest'] } }, list, 'acme')).toEqual([
      'attribute "guest" is not one the list accepts (member)',
    ]);
    expect(guardGaps({ guard: perm }, { attributes: ['ALL'], permissions: ['AREA_ACME_READ'] })).toEqual([]);
  });

  it('user flags the list demands, and an anonymous screen on a list that needs a user', () => {
    expect(guardGaps({ guard: {} }, { userFlags: { backOffice: true } })).toEqual([
      'the list needs the user flag backOffice to be true; the guard does not demand it',
    ]);
    expect(
      guardGaps({ guard: { userFlags: { backOffice: true } } }, { userFlags: { backOffice: true } }),
    ).toEqual([]);
    expect(guardGaps({ anonymous: true }, { authenticated: true })).toEqual([
      'the screen is anonymous and the list needs a signed-in user',
    ]);
  });

  it('a public list takes any screen', () => {
    expect(guardGaps({ anonymous: true }, { public: true })).toEqual([]);
  });
});
