import { describe, expect, it } from 'vitest';
import { MAX_CLAUSES, parseSearch } from './parseSearch';

const word = (text: string) => ({ text, phrase: false });
const phrase = (text: string) => ({ text, phrase: true });

describe('parseSearch', () => {
  it('makes one clause per word, each to be matched somewhere', () => {
    expect(parseSearch('  Rossi   Crociera ')).toEqual([
      { anyOf: [word('Rossi')], negated: false },
      { anyOf: [word('Crociera')], negated: false },
    ]);
  });

  it('keeps quoted phrases whole, also unterminated', () => {
    expect(parseSearch('"di nozze" roma "viaggio in')).toEqual([
      { anyOf: [phrase('di nozze')], negated: false },
      { anyOf: [word('roma')], negated: false },
      { anyOf: [phrase('viaggio in')], negated: false },
    ]);
  });

  it('reads a leading minus as exclusion, a lone or inner minus as text', () => {
    expect(parseSearch('-berlino -"di nozze" - AG0001-2026')).toEqual([
      { anyOf: [word('berlino')], negated: true },
      { anyOf: [phrase('di nozze')], negated: true },
      { anyOf: [word('-')], negated: false },
      { anyOf: [word('AG0001-2026')], negated: false },
    ]);
  });

  it('joins alternatives with or, and ignores a dangling or', () => {
    expect(parseSearch('OR roma or milano napoli or')).toEqual([
      { anyOf: [word('roma'), word('milano')], negated: false },
      { anyOf: [word('napoli')], negated: false },
    ]);
  });

  it('drops empty phrases and caps the number of clauses', () => {
    expect(parseSearch('"" ""')).toEqual([]);
    expect(parseSearch(Array.from({ length: 50 }, (_, i) => `w${i}`).join(' '))).toHaveLength(MAX_CLAUSES);
  });
});
