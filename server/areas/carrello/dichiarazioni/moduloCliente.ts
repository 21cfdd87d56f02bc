import { renderPdf, type PdfBlock } from '../../../adapters/pdf/renderPdf';
import type { Db } from '../../../db/client';
import type { Venditore } from '../offerte';
import { offertaOppure404 } from '../service';
import { QUESTIONARIO } from './questionario';

const RIGA = '________________________________________';
const CASELLA = '[   ]';

/** The declaration on policy conditions the customer signs, as the widget's first checkbox says it. */
export const PRESA_VISIONE =
  'Dichiaro di aver ricevuto e preso visione delle condizioni di assicurazione e del set informativo';
export const CONSENSO_PRIVACY =
  "Dichiaro di aver ricevuto l'informativa sul trattamento dei dati personali e acconsento al trattamento dei miei dati, compresi quelli relativi alla salute, per la gestione della polizza e dei sinistri";

/**
 * The printable customer declaration form (spec 2 §7 static downloads, "customer declaration PDF"):
 * the package, blanks for the customer's name, the demands-and-needs statements with the two choices,
 * the declarations, place, date and signature. The agent prints it, the customer signs it on paper.
 */
export async function moduloCliente(
  db: Db,
  v: Venditore,
  pacchettoId: number,
): Promise<{ pdf: Buffer; filename: string }> {
  const o = await offertaOppure404(db, v, pacchettoId);
  const q = QUESTIONARIO;
  const blocks: PdfBlock[] = [
    { kind: 'paragraph', text: `Polizza: ${o.nome} - ${o.nomeProdotto} (${o.fornitore})` },
    { kind: 'heading', text: 'Dati del contraente' },
    { kind: 'paragraph', text: `Cognome e nome: ${RIGA}` },
    { kind: 'paragraph', text: `Codice fiscale: ${RIGA}` },
    { kind: 'paragraph', text: `Riferimento pratica: ${RIGA}` },
    { kind: 'heading', text: q.titolo },
    ...(q.introduzione ? [{ kind: 'paragraph' as const, text: q.introduzione }] : []),
    ...q.dichiarazioni.map((d, i): PdfBlock => ({ kind: 'paragraph', text: `${i + 1}. ${d.testo}` })),
    { kind: 'heading', text: 'Scelta del contraente (barrare una casella)' },
    { kind: 'paragraph', text: `${CASELLA} ${q.sceltaProcedi}` },
    { kind: 'paragraph', text: `${CASELLA} ${q.sceltaRifiuta}` },
    { kind: 'heading', text: 'Dichiarazioni' },
    { kind: 'paragraph', text: `${CASELLA} ${PRESA_VISIONE}` },
    { kind: 'paragraph', text: `${CASELLA} ${CONSENSO_PRIVACY}` },
    { kind: 'heading', text: 'Sottoscrizione' },
    { kind: 'paragraph', text: `Luogo e data: ${RIGA}` },
    { kind: 'paragraph', text: `Firma del contraente: ${RIGA}` },
    {
      kind: 'small',
      text: `Questionario versione ${q.versione}. Il modulo firmato è conservato dal distributore insieme alla documentazione della polizza.`,
    },
  ];
  const pdf = await renderPdf({
    title: 'Modulo di dichiarazione del cliente',
    author: o.fornitore,
    blocks,
    footer: o.nome,
  });
  return { pdf, filename: `modulo-cliente-${o.codice.toLowerCase()}.pdf` };
}
