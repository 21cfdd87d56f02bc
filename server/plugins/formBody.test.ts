import { describe, expect, it } from 'vitest';
import { campiModulo } from './formBody';

describe('campiModulo', () => {
  it('reads a form into strings, the first of repeated names winning', () => {
    expect(campiModulo('a=1&b=x+y&a=2&c=%C3%A8&vuoto=')).toEqual({ a: '1', b: 'x y', c: 'è', vuoto: '' });
  });

  it('keeps __proto__ and constructor as ordinary fields', () => {
    const campi = campiModulo('__proto__=x&constructor=y');
    expect(Object.getPrototypeOf(campi)).toBe(Object.prototype);
    expect(Object.keys(campi)).toEqual(['__proto__', 'constructor']);
    expect(campi['__proto__' as keyof typeof campi]).toBe('x');
  });
});
