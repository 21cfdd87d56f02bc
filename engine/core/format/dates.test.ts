import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import {
  clampDate,
  datePart,
  formatDate,
  formatDateTime,
  formatTime,
  parseDate,
  startOfWeek,
  toApiDate,
} from './dates';
import { currentCulture, DEFAULT_CULTURE, MAX_DATE } from './culture';

describe("date formats in the configured culture (the portal's in tests: tests/setup-culture.ts)", () => {
  it('formats dates DD/MM/YYYY, times HH:mm and both together', () => {
    expect(formatDate('2026-03-05')).toBe('05/03/2026');
    expect(formatDate(new Date(2026, 11, 31, 23, 59))).toBe('31/12/2026');
    expect(formatTime('2026-03-05T09:07:00')).toBe('09:07');
    expect(formatTime('2026-03-05T21:30:00')).toBe('21:30');
    expect(formatDateTime('2026-03-05T09:07:00')).toBe('05/03/2026 09:07');
  });

  it('gives an empty text for missing or invalid values', () => {
    for (const value of [null, undefined, '', 'non è una data']) {
      expect(formatDate(value)).toBe('');
      expect(formatTime(value)).toBe('');
      expect(formatDateTime(value)).toBe('');
      expect(toApiDate(value)).toBeNull();
    }
  });

  it('sends dates to the API as YYYY-MM-DD', () => {
    expect(toApiDate(new Date(2026, 2, 5, 23, 30))).toBe('2026-03-05');
    expect(toApiDate('2026-03-05T10:00:00')).toBe('2026-03-05');
    expect(toApiDate(parseDate('05/03/2026'))).toBe('2026-03-05');
  });

  it('parses Italian dates strictly', () => {
    expect(parseDate('05/03/2026')).toEqual(new Date(2026, 2, 5));
    expect(parseDate(' 5/3/2026 ')).toEqual(new Date(2026, 2, 5));
    expect(parseDate('29/02/2028')).toEqual(new Date(2028, 1, 29));
    expect(parseDate('29/02/2026')).toBeNull();
    expect(parseDate('31/04/2026')).toBeNull();
    expect(parseDate('05032026')).toEqual(new Date(2026, 2, 5));
    expect(parseDate('31042026')).toBeNull();
    expect(parseDate('5032026')).toBeNull();
    expect(parseDate('2026-03-05')).toBeNull();
    expect(parseDate('03/05/26')).toBeNull();
    expect(parseDate('')).toBeNull();
    expect(parseDate(null)).toBeNull();
  });

  it('clamps to 31/12/2099 and to an optional minimum, by calendar day', () => {
    expect(MAX_DATE).toBe('2099-12-31');
    expect(formatDate(clampDate(new Date(3000, 0, 1)))).toBe('31/12/2099');
    const lastDay = new Date(2099, 11, 31, 18, 0);
    expect(clampDate(lastDay)).toBe(lastDay);
    expect(formatDate(clampDate(new Date(2020, 0, 1), { min: '2026-01-10' }))).toBe('10/01/2026');
    expect(formatDate(clampDate(new Date(2026, 5, 1), { max: '2026-05-31' }))).toBe('31/05/2026');
    const inRange = new Date(2026, 5, 1);
    expect(clampDate(inRange, { min: '2026-01-01' })).toBe(inRange);
  });

  it('makes Italian the global locale once loaded, for widgets that call dayjs themselves', () => {
    expect(dayjs.locale()).toBe('it');
    expect(dayjs('2026-03-05').format('dddd D MMMM')).toBe('giovedì 5 marzo');
  });

  it('starts weeks on Monday whatever the global locale', () => {
    dayjs.locale('en');
    try {
      expect(currentCulture().firstDayOfWeek).toBe(1);
      expect(startOfWeek('2026-03-05')).toEqual(new Date(2026, 2, 2));
      expect(startOfWeek('2026-03-08')).toEqual(new Date(2026, 2, 2));
      expect(startOfWeek('2026-03-09')).toEqual(new Date(2026, 2, 9));
      expect(formatDate('2026-03-05')).toBe('05/03/2026');
    } finally {
      dayjs.locale('it');
    }
  });

  it('cuts API date-times to their date part', () => {
    expect(datePart('2026-03-05T00:00:00')).toBe('2026-03-05');
    expect(datePart(null)).toBe('');
  });
});

describe('date formats follow the culture given', () => {
  const us = {
    ...DEFAULT_CULTURE,
    locale: 'en-US',
    dateFormat: 'MM/DD/YYYY',
    timeFormat: 'h:mm A',
    dateInputFormats: ['M/D/YYYY'],
    firstDayOfWeek: 0,
  };

  it('writes, reads and starts weeks as the culture says', () => {
    expect(formatDate('2026-03-05', us)).toBe('03/05/2026');
    expect(formatDateTime('2026-03-05T21:07:00', us)).toBe('03/05/2026 9:07 PM');
    expect(parseDate('3/5/2026', us)).toEqual(new Date(2026, 2, 5));
    expect(parseDate('05032026', us)).toBeNull();
    expect(startOfWeek('2026-03-05', us)).toEqual(new Date(2026, 2, 1));
  });
});
