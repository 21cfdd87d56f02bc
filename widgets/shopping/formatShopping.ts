import { formatMoney, formatNumber } from '../../engine/core/format';
import type { ParametroConfronto } from '../../schemas/types';

const number = (decimals: number) => ({
  format: (value: number) =>
    formatNumber(value, {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
      useGrouping: 'always',
    }),
});

/** A commission as the product card shows it: euro when its type is 1, otherwise percent. */
export function formatCommissione(value: number | null | undefined, tipo: number | null | undefined): string {
  if (value === null || value === undefined) return '';
  return tipo === 1 ? formatMoney(value) : `${number(value % 1 === 0 ? 0 : 2).format(value)}%`;
}

export type CellaConfronto =
  { kind: 'yesno'; yes: boolean } | { kind: 'text'; text: string } | { kind: 'html'; html: string };

/**
 * A comparison cell by the parameter's field type (spec 2 §2 "Comparison"): 1 tick or cross,
 * 2 percentage and 3 currency ('Illimitato' for -1), 4 decimal (decimalSlot, default 2),
 * 5 integer, 6 and 7 text, -1 rich text.
 */
export function cellaConfronto(
  parametro: ParametroConfronto | undefined,
  illimitato: string,
): CellaConfronto {
  if (!parametro) return { kind: 'text', text: '' };
  const { valore, valoreTesto, fieldType } = parametro;
  const text = valoreTesto ?? '';
  switch (fieldType) {
    case 1:
      return { kind: 'yesno', yes: valore === 1 || /^(1|true|s[iì])$/i.test(text) };
    case 2:
      if (valore === -1) return { kind: 'text', text: illimitato };
      return {
        kind: 'text',
        text: valore === null ? text : `${number(valore % 1 === 0 ? 0 : 2).format(valore)}%`,
      };
    case 3:
      if (valore === -1) return { kind: 'text', text: illimitato };
      return { kind: 'text', text: valore === null ? text : formatMoney(valore) };
    case 4:
      return {
        kind: 'text',
        text: valore === null ? text : number(parametro.decimalSlot ?? 2).format(valore),
      };
    case 5:
      return { kind: 'text', text: valore === null ? text : number(0).format(Math.round(valore)) };
    case -1:
      return { kind: 'html', html: text };
    default:
      return { kind: 'text', text: text || (valore === null ? '' : String(valore)) };
  }
}

/** The parameters of several products as rows: one per (category, name), in first-seen order. */
export function righeConfronto(
  prodotti: Array<{ parametri?: ParametroConfronto[] | null }>,
): Array<{ categoria: string; nomeParametro: string; celle: Array<ParametroConfronto | undefined> }> {
  const keys: Array<{ categoria: string; nomeParametro: string }> = [];
  const seen = new Set<string>();
  for (const prodotto of prodotti)
    for (const p of prodotto.parametri ?? []) {
      const key = `${p.categoria}\u0000${p.nomeParametro}`;
      if (!seen.has(key)) {
        seen.add(key);
        keys.push({ categoria: p.categoria, nomeParametro: p.nomeParametro });
      }
    }
  // Rows of one guarantee category stay together, categories in first-seen order.
  const categorie = [...new Set(keys.map((k) => k.categoria))];
  return categorie.flatMap((categoria) =>
    keys
      .filter((k) => k.categoria === categoria)
      .map((k) => ({
        ...k,
        celle: prodotti.map((prodotto) =>
          prodotto.parametri?.find((p) => p.categoria === k.categoria && p.nomeParametro === k.nomeParametro),
        ),
      })),
  );
}
