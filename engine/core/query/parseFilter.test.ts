import { describe, expect, it } from 'vitest';
import { encodeFilter } from './encodeFilter';
import { parseFilter } from './parseFilter';
import type { FilterGroup } from './types';
import { dateValue, numberValue } from './values';
import { inItalian, worded } from '../../../tests/fixtures/inItalian';

const str = (value: string) => ({ kind: 'string' as const, value });

describe('parseFilter: the spec grammar', () => {
  it('reads a group of and-ed conditions with every value kind', () => {
    expect(
      parseFilter(
        '(cognome[co]Rossi;attivo[eq]!!true!!;premio[gte]!!n=1,5;emessa[lt]!!date=2026-03-05T23:59:59)',
      ),
    ).toEqual({
      ok: true,
      filter: {
        logic: 'and',
        items: [
          { field: 'cognome', op: 'co', value: str('Rossi') },
          { field: 'attivo', op: 'eq', value: { kind: 'boolean', value: true } },
          { field: 'premio', op: 'gte', value: { kind: 'number', value: '1.5' } },
          { field: 'emessa', op: 'lt', value: { kind: 'date', value: '2026-03-05T23:59:59' } },
        ],
      },
    });
  });

  it('reads ;* as or, and nested groups', () => {
    expect(inItalian(parseFilter('(stato[eq]ATTIVA;*(stato[eq]SOSPESA;pagata[eq]!!false!!))'))).toEqual({
      ok: true,
      filter: {
        logic: 'or',
        items: [
          { field: 'stato', op: 'eq', value: str('ATTIVA') },
          {
            logic: 'and',
            items: [
              { field: 'stato', op: 'eq', value: str('SOSPESA') },
              { field: 'pagata', op: 'eq', value: { kind: 'boolean', value: false } },
            ],
          },
        ],
      },
    });
  });

  it('binds ; tighter than ;* when a group mixes them', () => {
    expect(inItalian(parseFilter('(a[eq]1;b[eq]2;*c[eq]3;*d[eq]4;e[eq]5)'))).toEqual({
      ok: true,
      filter: {
        logic: 'or',
        items: [
          {
            logic: 'and',
            items: [
              { field: 'a', op: 'eq', value: str('1') },
              { field: 'b', op: 'eq', value: str('2') },
            ],
          },
          { field: 'c', op: 'eq', value: str('3') },
          {
            logic: 'and',
            items: [
              { field: 'd', op: 'eq', value: str('4') },
              { field: 'e', op: 'eq', value: str('5') },
            ],
          },
        ],
      },
    });
  });

  it('reads every operator, an empty value and an empty group', () => {
    for (const op of ['eq', 'neq', 'co', 'nco', 'sw', 'ew', 'gte', 'lte', 'gt', 'lt']) {
      expect(inItalian(parseFilter(`(x[${op}]v)`))).toEqual({
        ok: true,
        filter: { logic: 'and', items: [{ field: 'x', op, value: str('v') }] },
      });
    }
    expect(inItalian(parseFilter('(note[eq])'))).toEqual({
      ok: true,
      filter: { logic: 'and', items: [{ field: 'note', op: 'eq', value: str('') }] },
    });
    expect(inItalian(parseFilter('()'))).toEqual({ ok: true, filter: { logic: 'and', items: [] } });
  });

  it('unescapes & and the grammar characters, and keeps a lone % as typed', () => {
    expect(
      parseFilter('(ragioneSociale[co]R%26D %28Milano%29%3B %5Bsede%5D %21%21true%21%21)'),
    ).toMatchObject({
      ok: true,
      filter: { items: [{ value: str('R&D (Milano); [sede] !!true!!') }] },
    });
    expect(inItalian(parseFilter('(sconto[eq]10%)'))).toMatchObject({
      ok: true,
      filter: { items: [{ value: str('10%') }] },
    });
    expect(inItalian(parseFilter('(nome[eq]a&b)'))).toMatchObject({
      ok: true,
      filter: { items: [{ value: str('a&b') }] },
    });
  });

  it('reads negative numbers and integers', () => {
    expect(inItalian(parseFilter('(saldo[lt]!!n=-12;n[eq]!!n=100)'))).toMatchObject({
      ok: true,
      filter: {
        items: [{ value: { kind: 'number', value: '-12' } }, { value: { kind: 'number', value: '100' } }],
      },
    });
  });
});

describe('encodeFilter', () => {
  it('writes the spec grammar', () => {
    const tree: FilterGroup = {
      logic: 'or',
      items: [
        { field: 'cognome', op: 'sw', value: str('D’Amico & figli;') },
        {
          logic: 'and',
          items: [
            { field: 'premio', op: 'gt', value: numberValue(1234.5)! },
            { field: 'dal', op: 'gte', value: dateValue(new Date(2026, 0, 31, 0, 0, 0))! },
          ],
        },
      ],
    };
    expect(encodeFilter(tree)).toBe(
      '(cognome[sw]D’Amico %26 figli%3B;*(premio[gt]!!n=1234,5;dal[gte]!!date=2026-01-31T00:00:00))',
    );
  });

  it('writes numbers without exponents', () => {
    expect(numberValue(1e-7)).toEqual({ kind: 'number', value: '0.0000001' });
    expect(numberValue(1e21)).toEqual({ kind: 'number', value: '1000000000000000000000' });
    expect(numberValue(Number.NaN)).toBeNull();
  });

  it('refuses a tree the grammar cannot carry', () => {
    expect(() =>
      encodeFilter({ logic: 'and', items: [{ field: 'a b', op: 'eq', value: str('x') }] }),
    ).toThrow(RangeError);
    expect(() =>
      encodeFilter({
        logic: 'and',
        items: [{ field: 'a', op: 'eq', value: { kind: 'number', value: '1e5' } }],
      }),
    ).toThrow(RangeError);
  });
});

describe('parseFilter: malformed input is a typed error in Italian', () => {
  const cases: Array<[string, string, string]> = [
    ['cognome[eq]Rossi', 'notAGroup', 'Filtro non valido: deve iniziare con una parentesi aperta'],
    ['(cognome[eq]Rossi', 'unbalanced', 'Filtro non valido: parentesi non bilanciate (posizione 1)'],
    ['((a[eq]1)', 'unbalanced', 'Filtro non valido: parentesi non bilanciate (posizione 1)'],
    [
      '(a[eq]1))',
      'trailingText',
      'Filtro non valido: testo inatteso dopo la parentesi di chiusura (posizione 9)',
    ],
    ['(a[eq]1;)', 'missingItem', 'Filtro non valido: condizione mancante (posizione 9)'],
    ['(;a[eq]1)', 'missingItem', 'Filtro non valido: condizione mancante (posizione 2)'],
    [
      '((a[eq]1)(b[eq]2))',
      'missingSeparator',
      'Filtro non valido: atteso ";" o ";*" tra due condizioni (posizione 10)',
    ],
    ['([eq]1)', 'badField', 'Filtro non valido: nome del campo mancante (posizione 2)'],
    ['(1a[eq]1)', 'badField', 'Filtro non valido: nome del campo "1a" non ammesso (posizione 2)'],
    [
      '(cognome)',
      'missingOperator',
      'Filtro non valido: operatore mancante, atteso campo[operatore]valore (posizione 2)',
    ],
    [
      '(cognome[eq)',
      'missingOperator',
      'Filtro non valido: operatore mancante, atteso campo[operatore]valore (posizione 9)',
    ],
    [
      '(cognome[like]x)',
      'unknownOperator',
      'Filtro non valido: operatore "like" sconosciuto per il campo "cognome" (ammessi: eq, neq, co, nco, sw, ew, gte, lte, gt, lt)',
    ],
    [
      '(premio[eq]!!n=1.5)',
      'badNumber',
      'Filtro non valido: numero non valido per il campo "premio" (atteso !!n= seguito da cifre e virgola decimale, es. !!n=1,5)',
    ],
    [
      '(premio[eq]!!n=abc)',
      'badNumber',
      'Filtro non valido: numero non valido per il campo "premio" (atteso !!n= seguito da cifre e virgola decimale, es. !!n=1,5)',
    ],
    [
      '(premio[eq]!!n=)',
      'badNumber',
      'Filtro non valido: numero non valido per il campo "premio" (atteso !!n= seguito da cifre e virgola decimale, es. !!n=1,5)',
    ],
    [
      '(dal[gte]!!date=2026-02-30T00:00:00)',
      'badDate',
      'Filtro non valido: data non valida per il campo "dal" (atteso !!date=aaaa-MM-ggTHH:mm:ss)',
    ],
    [
      '(dal[gte]!!date=2026-02-03)',
      'badDate',
      'Filtro non valido: data non valida per il campo "dal" (atteso !!date=aaaa-MM-ggTHH:mm:ss)',
    ],
    [
      '(dal[gte]!!date=2026-02-03T24:00:00)',
      'badDate',
      'Filtro non valido: data non valida per il campo "dal" (atteso !!date=aaaa-MM-ggTHH:mm:ss)',
    ],
    [
      '(attivo[eq]!!TRUE!!)',
      'badTypedValue',
      'Filtro non valido: valore non riconosciuto per il campo "attivo" (ammessi !!true!!, !!false!!, !!n=…, !!date=…)',
    ],
    ['', 'notAGroup', 'Filtro non valido: deve iniziare con una parentesi aperta'],
  ];

  it.each(cases)('%s → %s', (text, reason, message) => {
    expect(inItalian(parseFilter(text))).toEqual({
      ok: false,
      error: expect.objectContaining({ param: 'filter', reason, text: message }),
    });
  });

  it('accepts 8 levels of groups and refuses 9', () => {
    expect(parseFilter(`${'('.repeat(8)}a[eq]1${')'.repeat(8)}`).ok).toBe(true);
    expect(inItalian(parseFilter(`${'('.repeat(9)}a[eq]1${')'.repeat(9)}`))).toEqual({
      ok: false,
      error: {
        param: 'filter',
        reason: 'tooDeep',
        text: 'Filtro non valido: troppi gruppi annidati (massimo 8 livelli)',
        position: 9,
      },
    });
    expect(inItalian(parseFilter('('.repeat(3000)))).toMatchObject({
      ok: false,
      error: { reason: 'tooDeep' },
    });
  });

  it('refuses the implicit and-group that would make a tree too deep', () => {
    const text = `${'('.repeat(8)}a[eq]1;b[eq]2;*c[eq]3${')'.repeat(8)}`;
    expect(inItalian(parseFilter(text))).toMatchObject({ ok: false, error: { reason: 'tooDeep' } });
  });

  it('refuses texts longer than 4000 characters', () => {
    expect(inItalian(parseFilter(`(a[eq]${'x'.repeat(4000)})`))).toEqual({
      ok: false,
      error: {
        param: 'filter',
        reason: 'tooLong',
        text: 'Il parametro filter è troppo lungo (massimo 4000 caratteri)',
      },
    });
  });

  it('quotes only a short, printable part of what it was sent', () => {
    const result = parseFilter(`(${'<script>'.repeat(20)}[eq]1)`);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      const { text } = worded(result.error);
      expect(text).not.toContain('<');
      expect(text.length).toBeLessThan(120);
    }
  });
});
