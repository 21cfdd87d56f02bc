import dayjs from 'dayjs';
import { currentCulture, formatDate, formatDateTime, formatMoney } from '../../../engine/core/format';

const numberFormats = new Map<string, Intl.NumberFormat>();

function numberFormat(decimals: number, style: 'decimal' | 'percent'): Intl.NumberFormat {
  const key = `${currentCulture().locale}${style}${decimals}`;
  let f = numberFormats.get(key);
  if (!f) {
    f = new Intl.NumberFormat(currentCulture().locale, {
      style,
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
      useGrouping: 'always',
    });
    numberFormats.set(key, f);
  }
  return f;
}

export function toNumber(value: unknown): number | null {
  if (value === null || value === undefined || value === '' || typeof value === 'boolean') return null;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : null;
}

/**
 * A number as the column's `format` asks (`c`/`c2` euro, `nN` N decimals, `pN` percent; a
 * `{0:…}` wrapper is accepted); numeric columns default to 2 decimals, numeric-int to none.
 *
 * @example formatNumber(1234.5, 'c2') // '1.234,50 €'
 */
export function formatNumber(value: unknown, format: string | undefined, integer: boolean): string {
  const n = toNumber(value);
  if (n === null) return '';
  const spec = (format ?? '')
    .replace(/^\{0:(.*)\}$/, '$1')
    .trim()
    .toLowerCase();
  const m = /^([cnp])(\d*)$/.exec(spec);
  const kind = m?.[1];
  const decimals = m?.[2] ? Number(m[2]) : integer ? 0 : 2;
  if (kind === 'c') return formatMoney(n);
  if (kind === 'p') return numberFormat(decimals, 'percent').format(n);
  return numberFormat(decimals, 'decimal').format(integer && !kind ? Math.round(n) : n);
}

/** A date with the column's dayjs `format`, else DD/MM/YYYY (or with HH:mm for datetime). */
export function formatDateCell(value: unknown, format: string | undefined, withTime: boolean): string {
  if (value === null || value === undefined || value === '') return '';
  const input = value as string | number | Date;
  if (format) {
    const d = dayjs(input);
    return d.isValid() ? d.format(format) : '';
  }
  return withTime ? formatDateTime(input) : formatDate(input);
}

/**
 * A duration in seconds as h:mm:ss (hours unbounded, so 26 hours stay 26:00:00).
 *
 * @example secondsToTime(3725) // '1:02:05'
 */
export function secondsToTime(value: unknown): string {
  const n = toNumber(value);
  if (n === null) return '';
  const total = Math.round(Math.abs(n));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const pad = (x: number) => String(x).padStart(2, '0');
  return `${n < 0 ? '-' : ''}${h}:${pad(m)}:${pad(s)}`;
}

/** The values a boolean cell reads as true (the API sends booleans, some lists 1/0 or "true"). */
export function isTruthy(value: unknown): boolean {
  return value === true || value === 1 || value === 'true' || value === '1';
}

/**
 * The image for a value of an image-map cell: `format` maps values to image names,
 * `valore=immagine;valore2=immagine2` (a `*` entry is the default).
 *
 * @example imageForValue('A', 'A=zona-europa.png;*=zona-mondo.png') // 'zona-europa.png'
 */
export function imageForValue(value: unknown, format: string | undefined): string | null {
  if (value === null || value === undefined || value === '') return null;
  const entries = (format ?? '')
    .split(';')
    .map((e) => e.split('='))
    .filter((e): e is [string, string] => e.length === 2 && e[0] !== undefined && e[1] !== undefined);
  const map = new Map(entries.map(([k, v]) => [k.trim(), v.trim()]));
  return map.get(String(value)) ?? map.get('*') ?? null;
}

/** A link target: `format` is an href template with `{field}` placeholders, else the value itself. */
export function hrefOf(
  value: unknown,
  row: Record<string, unknown>,
  format: string | undefined,
): string | null {
  if (format) {
    return format.replace(/\{([A-Za-z_][\w.]*)\}/g, (_, f: string) =>
      encodeURIComponent(String(row[f] ?? '')),
    );
  }
  if (typeof value !== 'string' || value === '') return null;
  return value;
}

/** Only http(s), mailto, tel and same-site paths are followed; anything else (javascript:) is not a link. */
export function isSafeHref(href: string): boolean {
  return /^(https?:|mailto:|tel:|\/(?!\/)|#)/i.test(href) || !/^[a-z][a-z0-9+.-]*:/i.test(href);
}
