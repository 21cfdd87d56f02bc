/**
 * Dropdowns a grid column may name as `editSource`: each is read from `dropdown/{name}` (spec 1 §7,
 * spec 2 §7). Later issues add the dropdowns their screens use here.
 */
export const EDIT_SOURCES = ['ruoli', 'ruoli/web', 'pacchettiDistributori'] as const;
export type EditSource = (typeof EDIT_SOURCES)[number];

export const isEditSource = (value: string): value is EditSource =>
  (EDIT_SOURCES as readonly string[]).includes(value);
