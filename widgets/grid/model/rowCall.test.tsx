import { describe, expect, it } from 'vitest';
import { callApplies, callPath, callPathFields } from './rowCall';

describe('a declarative row action’s path and condition', () => {
  it('puts the row’s values in the path, URL-encoded, and leaves {product} to the source resolver', () => {
    expect(callPath('my{product}/richieste/{id}/rifiuta', { id: 'a/b c' })).toBe(
      'my{product}/richieste/a%2Fb%20c/rifiuta',
    );
    expect(callPath('utenti/{utente.id}', { utente: { id: 7 } })).toBe('utenti/7');
    expect(callPathFields('my{product}/x/{id}/{utente.id}')).toEqual(['id', 'utente.id']);
  });

  it('gives null when the row lacks a value, so the button warns instead of calling', () => {
    expect(callPath('utenti/{id}', {})).toBeNull();
    expect(callPath('utenti/{id}', { id: null })).toBeNull();
    expect(callPath('utenti/{id}', { id: '' })).toBeNull();
    expect(callPath('utenti/{id}', { id: { x: 1 } })).toBeNull();
  });

  it('shows the button on the rows whose fields hold one of the `when` values', () => {
    const call = { path: 'x', when: { stato: ['inAttesa'], disabilitato: [false, null] } };
    expect(callApplies(call, { stato: 'inAttesa', disabilitato: false })).toBe(true);
    expect(callApplies(call, { stato: 'inAttesa' })).toBe(true);
    expect(callApplies(call, { stato: 'modificaEffettuata', disabilitato: false })).toBe(false);
    expect(callApplies({ path: 'x' }, {})).toBe(true);
    expect(callApplies(undefined, {})).toBe(true);
  });
});
