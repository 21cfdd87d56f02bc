import { describe, expect, it } from 'vitest';
import { loginPathFor, safeReturnUrl } from './returnUrl';

describe('loginPathFor', () => {
  it('adds no returnUrl for the root', () => {
    expect(loginPathFor('/')).toBe('/login');
  });

  it('carries the full path and query of any other page', () => {
    expect(loginPathFor('/carrello/preventivatore?readonly=true')).toBe(
      '/login?returnUrl=%2Fcarrello%2Fpreventivatore%3Freadonly%3Dtrue',
    );
  });
});

describe('safeReturnUrl', () => {
  it('keeps a path of this site', () => {
    expect(safeReturnUrl('/myoverins/tuoiAcquisti?page=2')).toBe('/myoverins/tuoiAcquisti?page=2');
  });

  it.each([
    null,
    '',
    'https://evil.example/',
    '//evil.example/',
    '/\\evil.example',
    'javascript:alert(1)',
    '/login',
    '/login?returnUrl=%2F',
  ])('falls back to the root for %j', (value) => {
    expect(safeReturnUrl(value)).toBe('/');
  });
});
