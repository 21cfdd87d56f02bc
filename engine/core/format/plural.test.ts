import { describe, expect, it } from 'vitest';
import { plural, pluralKey } from './plural';

const labels: Record<string, string> = {
  'carrello.conteggio_one': 'Carrello: {n} prodotto',
  'carrello.conteggio_other': 'Carrello: {n} prodotti',
  'pagamento.polizze_one': "{n} polizza dell'acquisto n. {acquisto}",
  'pagamento.polizze_other': "{n} polizze dell'acquisto n. {acquisto}",
};
const t = (key: string) => labels[key] ?? key;

describe('pluralKey', () => {
  it('names the CLDR form of the count in the culture', () => {
    expect(pluralKey('k', 1)).toBe('k_one');
    expect(pluralKey('k', 0)).toBe('k_other');
    expect(pluralKey('k', 2)).toBe('k_other');
    expect(pluralKey('k', 1, 'en-GB')).toBe('k_one');
  });
});

describe('plural', () => {
  it('says one in the singular and every other count in the plural', () => {
    expect(plural(t, 'carrello.conteggio', 1)).toBe('Carrello: 1 prodotto');
    expect(plural(t, 'carrello.conteggio', 0)).toBe('Carrello: 0 prodotti');
    expect(plural(t, 'carrello.conteggio', 2)).toBe('Carrello: 2 prodotti');
  });

  it('writes the number in Italian and fills the other placeholders', () => {
    expect(plural(t, 'carrello.conteggio', 15000)).toBe('Carrello: 15.000 prodotti');
    expect(plural(t, 'pagamento.polizze', 1, { vars: { acquisto: 9 } })).toBe("1 polizza dell'acquisto n. 9");
    expect(plural(t, 'pagamento.polizze', 3, { vars: { acquisto: 9 } })).toBe("3 polizze dell'acquisto n. 9");
  });

  it('falls back to _other for a form the labels lack (Italian "many" for a million)', () => {
    expect(pluralKey('carrello.conteggio', 1_000_000)).toMatch(/_(many|other)$/);
    expect(plural(t, 'carrello.conteggio', 1_000_000)).toBe('Carrello: 1.000.000 prodotti');
  });

  it('leaves unknown placeholders, and names the key when the labels lack it', () => {
    const only = { voce_one: '{n} voce {x}', voce_other: '{n} voci {x}' } as Record<string, string>;
    const some = (key: string) => only[key] ?? key;
    expect(plural(some, 'voce', 1)).toBe('1 voce {x}');
    expect(plural(some, 'voce', 4)).toBe('4 voci {x}');
    expect(plural(some, 'assente', 1)).toBe('assente_other');
  });
});
