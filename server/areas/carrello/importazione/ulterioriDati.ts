import { asc, inArray } from 'drizzle-orm';
import type { UlterioreDato } from '../../../../schemas/types';
import type { Db } from '../../../db/client';
import { pacchettiUlterioriDati } from '../../../db/schema';
import { headerKey } from '../../../spreadsheets/types';
import { opzioniCombo } from '../ulterioriDati/opzioniCombo';

/**
 * The packages' further data (spec 2 §3 "Further data item") in the multi-policy import: a column per
 * item's description after the practice's columns, read by its name like any other column. A
 * dropdown's value may be written as its code or as its description.
 */

export interface VoceUlteriore {
  itemID: number;
  descrizione: string;
  tipo: string;
  obbligatorio: boolean;
}

/** The further data items of each package, in the order the product page asks them. */
export async function ulterioriDatiDeiPacchetti(
  db: Db,
  pacchettoIds: number[],
): Promise<Map<number, VoceUlteriore[]>> {
  const perPacchetto = new Map<number, VoceUlteriore[]>();
  if (pacchettoIds.length === 0) return perPacchetto;
  const righe = await db
    .select({
      pacchettoId: pacchettiUlterioriDati.pacchettoId,
      itemID: pacchettiUlterioriDati.id,
      descrizione: pacchettiUlterioriDati.descrizione,
      tipo: pacchettiUlterioriDati.tipo,
      obbligatorio: pacchettiUlterioriDati.obbligatorio,
    })
    .from(pacchettiUlterioriDati)
    .where(inArray(pacchettiUlterioriDati.pacchettoId, [...new Set(pacchettoIds)]))
    .orderBy(asc(pacchettiUlterioriDati.ordine), asc(pacchettiUlterioriDati.id));
  for (const { pacchettoId, ...voce } of righe) {
    const voci = perPacchetto.get(pacchettoId) ?? [];
    voci.push(voce);
    perPacchetto.set(pacchettoId, voci);
  }
  return perPacchetto;
}

/** The template's further-data columns: each description once (packages share some), first seen first. */
export function colonneUlteriori(voci: Iterable<VoceUlteriore[]>): string[] {
  const viste = new Map<string, string>();
  for (const elenco of voci)
    for (const v of elenco)
      if (!viste.has(headerKey(v.descrizione))) viste.set(headerKey(v.descrizione), v.descrizione);
  return [...viste.values()];
}

/** How a package's further data read in the Pacchetti sheet: "Tipo di sistemazione (obbligatorio: HOT Hotel, …)". */
export function descriviUlteriori(voci: VoceUlteriore[]): string {
  return voci
    .map((v) => {
      const opzioni = opzioniCombo(v.tipo);
      const dettagli = [
        v.obbligatorio ? 'obbligatorio' : 'facoltativo',
        ...(opzioni ? [opzioni.map((o) => `${o.Codice} ${o.Descrizione}`).join(', ')] : []),
      ];
      return `${v.descrizione} (${dettagli.join(': ')})`;
    })
    .join('; ');
}

/**
 * A practice's further-data values (by column key) as the cart item's `ulterioriDati`: the package's
 * items with the values found under their descriptions; a dropdown's description becomes its code, and
 * anything else is left for the cart's own check (validaUlterioriDati) to refuse with its message.
 */
export function ulterioriDellaPratica(
  valori: Record<string, string> | undefined,
  voci: VoceUlteriore[],
): UlterioreDato[] {
  return voci.map((v) => {
    const scritto = valori?.[headerKey(v.descrizione)]?.trim() ?? '';
    const opzioni = opzioniCombo(v.tipo);
    const opzione = opzioni?.find(
      (o) =>
        o.Codice.toUpperCase() === scritto.toUpperCase() || headerKey(o.Descrizione) === headerKey(scritto),
    );
    return {
      itemID: v.itemID,
      descrizione: v.descrizione,
      tipo: v.tipo,
      obbligatorio: v.obbligatorio,
      valore: scritto === '' ? null : (opzione?.Codice ?? scritto),
    };
  });
}
