import { describe, expect, it } from 'vitest';
import { italianAirportName, italianCountry } from './italianAirportNames';

describe('italianCountry', () => {
  it('writes OpenFlights’ English country names in Italian, old names included', () => {
    expect(italianCountry('Italy')).toBe('Italia');
    expect(italianCountry('United Kingdom')).toBe('Regno Unito');
    expect(italianCountry('Czech Republic')).toBe('Cechia');
    expect(italianCountry('Burma')).toBe('Myanmar (Birmania)');
    expect(italianCountry('Netherlands Antilles')).toBe('Antille Olandesi');
    expect(italianCountry('Nowhere')).toBe('Nowhere');
  });
});

describe('italianAirportName', () => {
  it('puts the kind first and the Italian city after «di»', () => {
    expect(italianAirportName('Naples International Airport', 'Naples', 'Napoli')).toBe(
      'Aeroporto internazionale di Napoli',
    );
    expect(italianAirportName('London Heathrow Airport', 'London', 'Londra')).toBe(
      'Aeroporto di Londra Heathrow',
    );
    expect(italianAirportName('Leonardo da Vinci–Fiumicino Airport', 'Rome', 'Roma')).toBe(
      'Aeroporto di Roma Leonardo da Vinci–Fiumicino',
    );
    expect(italianAirportName('Turin Airport', 'Torino', 'Torino')).toBe('Aeroporto di Torino');
    expect(italianAirportName('Zürich Airport', 'Zurich', 'Zurigo')).toBe('Aeroporto di Zurigo');
    expect(italianAirportName('Aviano Air Base', 'Aviano', 'Aviano')).toBe('Base aerea di Aviano');
  });

  it('keeps a name that says its city elsewhere, and what follows the kind', () => {
    expect(italianAirportName('Adolfo Suárez Madrid–Barajas Airport', 'Madrid', 'Madrid')).toBe(
      'Aeroporto Adolfo Suárez Madrid–Barajas',
    );
    expect(italianAirportName('Amsterdam Airport Schiphol', 'Amsterdam', 'Amsterdam')).toBe(
      'Aeroporto di Amsterdam Schiphol',
    );
    expect(italianAirportName('Harstad/Narvik Airport, Evenes', 'Harstad/Narvik', 'Harstad/Narvik')).toBe(
      'Aeroporto di Harstad/Narvik, Evenes',
    );
  });

  it('joins «di» with the city’s article and leaves a name of no known kind', () => {
    expect(italianAirportName('Cairo International Airport', 'Cairo', 'Il Cairo')).toBe(
      'Aeroporto internazionale del Cairo',
    );
    expect(italianAirportName('José Martí International Airport', 'Havana', 'L’Avana')).toBe(
      'Aeroporto internazionale dell’Avana José Martí',
    );
    expect(italianAirportName('Ilulissat Airport', 'Ilulissat', 'Ilulissat')).toBe('Aeroporto di Ilulissat');
    expect(italianAirportName('RAF Brize Norton', 'Brize Norton', 'Brize Norton')).toBe('RAF Brize Norton');
  });
});

describe('every OpenFlights airport', () => {
  it('gets an Italian name with no English kind left, spaced once', async () => {
    const { airportIndex } = await import('./airports');
    const names = airportIndex().all.map((a) => a.nome);
    expect(names.length).toBeGreaterThan(5000);
    const english = names.filter((n) => / Airport$|^Airport /.test(n));
    expect(english).toEqual([]);
    expect(names.filter((n) => /\s{2}|^\s|\s$/.test(n))).toEqual([]);
    expect(names.filter((n) => n.startsWith('Aeroporto')).length).toBeGreaterThan(names.length * 0.9);
  });
});
