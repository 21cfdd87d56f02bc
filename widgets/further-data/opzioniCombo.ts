/** One option of a dropdown further data item. */
export interface OpzioneCombo {
  Codice: string;
  Descrizione: string;
}

/**
 * The options of a further data item whose tipo is `combo` followed by a JSON list of
 * `{ Codice, Descrizione }` (spec 2 §3); null for a free-text item, and for a list that does not
 * parse or has no valid option, which the form asks as free text (the server reads it the same way:
 * server/areas/carrello/ulterioriDati/opzioniCombo.ts).
 */
export function opzioniCombo(tipo: string | null | undefined): OpzioneCombo[] | null {
  const t = (tipo ?? '').trim();
  if (!/^combo/i.test(t)) return null;
  let list: unknown;
  try {
    list = JSON.parse(t.slice('combo'.length).trim());
  } catch {
    return null;
  }
  if (!Array.isArray(list)) return null;
  const opzioni = list.flatMap((o: unknown): OpzioneCombo[] => {
    if (!o || typeof o !== 'object') return [];
    const { Codice, Descrizione } = o as { Codice?: unknown; Descrizione?: unknown };
    const codice = typeof Codice === 'number' ? String(Codice) : Codice;
    if (typeof codice !== 'string' || codice === '') return [];
    return [{ Codice: codice, Descrizione: typeof Descrizione === 'string' ? Descrizione : codice }];
  });
  return opzioni.length > 0 ? opzioni : null;
}
