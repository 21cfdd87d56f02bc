import { inArray } from 'drizzle-orm';
import type { Db } from '../client';
import { pacchetti, pacchettiUlterioriDati } from '../schema';

interface Voce {
  descrizione: string;
  /** 'testo', or 'combo' followed by the JSON list of options. */
  tipo: string;
  obbligatorio: boolean;
}

const testo = (descrizione: string, obbligatorio: boolean): Voce => ({
  descrizione,
  tipo: 'testo',
  obbligatorio,
});
const combo = (descrizione: string, obbligatorio: boolean, opzioni: Array<[string, string]>): Voce => ({
  descrizione,
  tipo: `combo${JSON.stringify(opzioni.map(([Codice, Descrizione]) => ({ Codice, Descrizione })))}`,
  obbligatorio,
});

/**
 * The further data items the demo packages ask with the purchase (spec 2 §3 "Further data item"),
 * by package code: what an insurer needs to find the trip when a claim comes in.
 */
export const ULTERIORI_DATI: Record<string, Voce[]> = {
  CROC: [testo('Nome della nave', true), testo('Numero di prenotazione', true), testo('Cabina', false)],
  FLUV: [testo('Nome della nave', true), testo('Numero di prenotazione', true)],
  'ANN-PLUS': [
    combo('Tipo di sistemazione', true, [
      ['HOT', 'Hotel'],
      ['APP', 'Appartamento'],
      ['VIL', 'Villa'],
      ['AGR', 'Agriturismo'],
      ['BEB', 'Bed & Breakfast'],
      ['CAM', 'Campeggio'],
    ]),
    testo('Codice prenotazione del tour operator', false),
  ],
  'CASA-VAC': [
    combo('Tipo di unità abitativa', true, [
      ['APP', 'Appartamento'],
      ['VIL', 'Villa'],
      ['RES', 'Residence'],
      ['BAI', 'Baita'],
    ]),
    testo('Indirizzo della struttura', false),
  ],
  BARCA: [testo('Nome dell’imbarcazione', true), testo('Porto di imbarco', false)],
  PELLEG: [testo('Codice prenotazione del tour operator', true), testo('Nome del tour operator', true)],
  GRUPPI: [testo('Codice prenotazione del tour operator', true), testo('Nome del capogruppo', false)],
  BUSINESS: [testo('Ragione sociale dell’azienda', true), testo('Centro di costo', false)],
};

/**
 * Adds the demo further data items to the packages of the demo catalogue; idempotent: a package
 * that already has an item of the same description is left as it is, and unknown codes are skipped.
 */
export async function seedUlterioriDati(db: Db): Promise<void> {
  const rows = await db
    .select({ id: pacchetti.id, codice: pacchetti.codice })
    .from(pacchetti)
    .where(inArray(pacchetti.codice, Object.keys(ULTERIORI_DATI)));
  if (rows.length === 0) return;
  const existing = await db
    .select({
      pacchettoId: pacchettiUlterioriDati.pacchettoId,
      descrizione: pacchettiUlterioriDati.descrizione,
    })
    .from(pacchettiUlterioriDati)
    .where(
      inArray(
        pacchettiUlterioriDati.pacchettoId,
        rows.map((r) => r.id),
      ),
    );
  const seen = new Set(existing.map((e) => `${e.pacchettoId}|${e.descrizione}`));
  const values = rows.flatMap((r) =>
    (ULTERIORI_DATI[r.codice] ?? []).flatMap((v, i) =>
      seen.has(`${r.id}|${v.descrizione}`) ? [] : [{ pacchettoId: r.id, ...v, ordine: i + 1 }],
    ),
  );
  if (values.length > 0) await db.insert(pacchettiUlterioriDati).values(values);
}
