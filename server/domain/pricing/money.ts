/**
 * Exact integer arithmetic for money. Amounts are integer cents; rates are decimals read from their
 * shortest decimal spelling (String(x)), so 21.25 is exactly 21.25 and never 21.2499999…
 */

/** Decimals kept for rates (percent): 4, so 11.5 → 115000n. */
export const RATE_DECIMALS = 4;
const RATE_SCALE = 10n ** BigInt(RATE_DECIMALS);
const HUNDRED_RATE = 100n * RATE_SCALE;

/** num / den rounded half up (num ≥ 0, den > 0). */
export function divRoundHalfUp(num: bigint, den: bigint): bigint {
  if (num < 0n || den <= 0n) throw new RangeError('divRoundHalfUp needs num >= 0 and den > 0');
  return (2n * num + den) / (2n * den);
}

/**
 * `value` × 10^decimals as an integer, rounded half up on its decimal spelling.
 * decimalToScaled(1.005, 2) === 101n; decimalToScaled(21.25, 4) === 212500n.
 */
export function decimalToScaled(value: number, decimals: number): bigint {
  if (!Number.isFinite(value) || value < 0)
    throw new RangeError(`not a non-negative finite number: ${value}`);
  const spelled = /e/i.test(String(value)) ? value.toFixed(20) : String(value);
  const [whole = '0', frac = ''] = spelled.split('.');
  const kept = frac.slice(0, decimals).padEnd(decimals, '0');
  const roundUp = (frac.charAt(decimals) || '0') >= '5';
  return BigInt(whole + kept) + (roundUp ? 1n : 0n);
}

/** True when `value` has no more than RATE_DECIMALS decimals (what a tariff may hold). */
export function isExactRate(value: number): boolean {
  const spelled = /e/i.test(String(value)) ? value.toFixed(20).replace(/0+$/, '') : String(value);
  return (spelled.split('.')[1] ?? '').length <= RATE_DECIMALS;
}

/** Euro (as typed in the form) → cents, half up: 1.005 → 101. */
export function euroToCents(euro: number): number {
  return Number(decimalToScaled(euro, 2));
}

/** Cents → euro for the API (2 decimals). */
export function centsToEuro(cents: number): number {
  return Number((cents / 100).toFixed(2));
}

/** round_half_up(cents × percent / 100). */
export function percentOf(cents: number, percent: number): number {
  return Number(divRoundHalfUp(BigInt(cents) * decimalToScaled(percent, RATE_DECIMALS), HUNDRED_RATE));
}

/** round_half_up(cents × a/100 × b/100): withholding is a percent of a percent. */
export function percentOfPercent(cents: number, a: number, b: number): number {
  const num = BigInt(cents) * decimalToScaled(a, RATE_DECIMALS) * decimalToScaled(b, RATE_DECIMALS);
  return Number(divRoundHalfUp(num, HUNDRED_RATE * HUNDRED_RATE));
}

/** The tax contained in a tax-inclusive amount: round_half_up(gross × t / (100 + t)). */
export function taxContainedIn(grossCents: number, percent: number): number {
  const t = decimalToScaled(percent, RATE_DECIMALS);
  return Number(divRoundHalfUp(BigInt(grossCents) * t, HUNDRED_RATE + t));
}

/** round_half_up(cents / count). */
export function divideCents(cents: number, count: number): number {
  return Number(divRoundHalfUp(BigInt(cents), BigInt(count)));
}
