import type { ReactNode } from 'react';
import { formatDate } from '../../engine/core/format';
import type { GridColumn, GridRow } from './types';

/** A named way to show a `renderfunction` cell; the column's `format` names it. */
export type RenderFunction = (value: unknown, row: GridRow, column: GridColumn) => ReactNode;

const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));

/**
 * Render functions a column may name (`{ "type": "renderfunction", "format": "nominativo" }`).
 * Screens hold no code, so bespoke cell content lives here by name; later issues add entries.
 * An unknown name shows the plain value (and `tests/screens.test.ts` can check names against this list).
 */
export const renderFunctions = {
  /** Nome e cognome of the row as one text ("Mario Rossi"). */
  nominativo: (_value, row) => [text(row.nome), text(row.cognome)].filter(Boolean).join(' '),
  /** A trip's period "05/03/2026 – 12/03/2026" from inizioViaggio and fineViaggio. */
  periodoViaggio: (_value, row) => {
    const from = formatDate(row.inizioViaggio as string | undefined);
    const to = formatDate(row.fineViaggio as string | undefined);
    return from && to ? `${from} – ${to}` : from || to;
  },
  /** Upper-case codes (pratiche, polizze) whatever case the source has. */
  codiceMaiuscolo: (value) => text(value).toUpperCase(),
} satisfies Record<string, RenderFunction>;

export type RenderFunctionName = keyof typeof renderFunctions;

export function renderFunctionOf(name: string | undefined): RenderFunction | null {
  if (!name || !Object.hasOwn(renderFunctions, name)) return null;
  return renderFunctions[name as RenderFunctionName];
}
