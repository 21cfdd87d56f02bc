import { describe, expect, it } from 'vitest';
import { localFlightSchedule } from './localFlightSchedule';
import { isoInZone, localToUtc, offsetMinutes } from './timeZones';

const schedule = localFlightSchedule();
const minutesBetween = (a: string, b: string) => (Date.parse(b) - Date.parse(a)) / 60_000;

describe('local flight schedule', () => {
  it('answers a route the same way every time, in each airport’s local time', () => {
    const first = schedule.byRoute('FCO', 'JFK', '2026-07-01');
    expect(first.length).toBeGreaterThan(0);
    expect(schedule.byRoute('fco', 'jfk', '2026-07-01')).toEqual(first);
    for (const v of first) {
      expect(v.timestampPartenza).toMatch(/^2026-07-01T\d{2}:\d{2}:00\+02:00$/);
      expect(v.timestampArrivo).toMatch(/-04:00$/);
      // 6,880 km at 800 km/h plus taxiing: about nine hours in the air.
      expect(minutesBetween(v.timestampPartenza, v.timestampArrivo)).toBeGreaterThan(8 * 60);
      expect(minutesBetween(v.timestampPartenza, v.timestampArrivo)).toBeLessThan(10 * 60);
    }
  });

  it('finds again by number every flight a route search shows, and nothing on a made-up number', () => {
    for (const [from, to, date] of [
      ['FCO', 'CDG', '2026-12-01'],
      ['CTA', 'LIN', '2026-03-29'],
      ['MXP', 'LHR', '2027-01-15'],
    ] as const) {
      for (const v of schedule.byRoute(from, to, date)) {
        expect(schedule.byNumber(v.numeroVolo, date)).toEqual([v]);
        expect(schedule.byNumber(v.numero_volo_pdf!.toLowerCase(), date)).toEqual([v]);
      }
    }
    expect(schedule.byNumber('ZZ9999', '2026-12-01')).toEqual([]);
    expect(schedule.byNumber('AZ', '2026-12-01')).toEqual([]);
    expect(schedule.byNumber('AZ610', '2026-02-30')).toEqual([]);
  });

  it('has flights between the big Italian and European airports, none between two remote strips', () => {
    expect(schedule.byRoute('NAP', 'MXP', '2026-09-10').length).toBeGreaterThan(0);
    expect(schedule.byRoute('PMO', 'BCN', '2026-09-10').length).toBeGreaterThan(0);
    expect(schedule.byRoute('GKA', 'JFK', '2026-09-10')).toEqual([]);
    expect(schedule.byRoute('FCO', 'FCO', '2026-09-10')).toEqual([]);
  });

  it('autocompletes airports by code, city (Italian names too) and name, ignoring case and accents', () => {
    const codes = (text: string) => schedule.airports(text, 10).map((a) => a.iata);
    expect(codes('fco')[0]).toBe('FCO');
    expect(codes('Roma').slice(0, 2).sort()).toEqual(['CIA', 'FCO']);
    expect(codes('milano').sort()).toEqual(['BGY', 'LIN', 'MXP']);
    expect(codes('LONDRA')).toContain('LHR');
    expect(codes('Zürich')).toEqual(['ZRH']);
    expect(codes('zurigo')).toEqual(['ZRH']);
    expect(codes('monaco di b')).toEqual(['MUC']);
    expect(codes('il cairo')).toEqual(['CAI']);
    expect(codes('citta del messico')).toEqual(['MEX']);
    expect(codes('caravaggio')).toEqual(['BGY']);
    expect(codes('a')).toHaveLength(10);
    expect(codes('')).toEqual([]);
    expect(schedule.airport('fco')).toMatchObject({
      citta: 'Roma',
      paese: 'Italia',
      fusoOrario: 'Europe/Rome',
    });
  });
});

describe('time zones', () => {
  it('turns local times into instants across summer time changes', () => {
    expect(offsetMinutes('Europe/Rome', Date.UTC(2026, 0, 1))).toBe(60);
    expect(offsetMinutes('Asia/Kolkata', Date.UTC(2026, 0, 1))).toBe(330);
    // 29 March 2026, 10:00 in Rome is already summer time.
    expect(isoInZone(localToUtc('2026-03-29', 600, 'Europe/Rome'), 'Europe/Rome')).toBe(
      '2026-03-29T10:00:00+02:00',
    );
    expect(isoInZone(Date.UTC(2026, 6, 1, 12), 'America/New_York')).toBe('2026-07-01T08:00:00-04:00');
  });
});
