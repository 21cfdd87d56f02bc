/** A parameter as a screen file declares it (the JSON Schema is in index.ts). */
export interface GridParameter {
  name: string;
  title: string;
  type: 'date' | 'select';
  default?: string;
  source?: string;
  before?: string;
}

export type ParameterValues = Record<string, string>;

const RELATIVE = /^today(?:([+-])([0-9]{1,3})([dm]))?$/;

const isoDay = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

/**
 * A date default as the day it means now: "today-1m" is one month back (a month end clamps, so
 * 31 March minus a month is 28/29 February), "today+7d" a week ahead; a fixed day stays as it is.
 */
export function resolveDateDefault(token: string, now = new Date()): string {
  const m = RELATIVE.exec(token);
  if (!m) return token;
  const d = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  if (m[1]) {
    const n = Number(m[2]) * (m[1] === '-' ? -1 : 1);
    if (m[3] === 'd') d.setDate(d.getDate() + n);
    else {
      const day = d.getDate();
      d.setDate(1);
      d.setMonth(d.getMonth() + n);
      const last = new Date(d.getFullYear(), d.getMonth() + 1, 0).getDate();
      d.setDate(Math.min(day, last));
    }
  }
  return isoDay(d);
}

export function defaultValues(parameters: readonly GridParameter[], now = new Date()): ParameterValues {
  const values: ParameterValues = {};
  for (const p of parameters) {
    if (p.default === undefined) continue;
    values[p.name] = p.type === 'date' ? resolveDateDefault(p.default, now) : p.default;
  }
  return values;
}

/**
 * One parameter changed. Dates keep their order like the grid's date filter (spec 1 §5): a start
 * moved past its end drags the end along, an end moved before its start drags the start.
 */
export function changeValue(
  parameters: readonly GridParameter[],
  values: ParameterValues,
  name: string,
  value: string,
): ParameterValues {
  const next = { ...values, [name]: value };
  if (!value) return next;
  for (const p of parameters) {
    if (!p.before) continue;
    const start = next[p.name];
    const end = next[p.before];
    if (!start || !end || start <= end) continue;
    if (p.name === name) next[p.before] = start;
    else if (p.before === name) next[p.name] = end;
  }
  return next;
}

/** Only parameters with a value travel; an empty one means "no restriction". */
export function sentValues(values: ParameterValues): ParameterValues {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== ''));
}
