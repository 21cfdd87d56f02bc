import { describe, expect, it } from 'vitest';
import { resolveSourcePath } from './resolveSourcePath';

describe('resolveSourcePath', () => {
  const ctx = { product: 'overins', params: { id: '7', name: 'a/b c' } };

  it('puts the brand slug for every {product}', () => {
    expect(resolveSourcePath('my{product}/elenco/{product}', ctx)).toBe('myoverins/elenco/overins');
  });

  it('puts encoded route parameters for the other placeholders', () => {
    expect(resolveSourcePath('utenti/{id}/{name}', ctx)).toBe('utenti/7/a%2Fb%20c');
  });

  it('leaves a missing parameter empty and a path without placeholders as written', () => {
    expect(resolveSourcePath('utenti/{missing}', ctx)).toBe('utenti/');
    expect(resolveSourcePath('dropdown/nazioni', ctx)).toBe('dropdown/nazioni');
  });

  it('a {product} route parameter does not override the brand', () => {
    expect(resolveSourcePath('{product}', { product: 'overins', params: { product: 'x' } })).toBe('overins');
  });
});
