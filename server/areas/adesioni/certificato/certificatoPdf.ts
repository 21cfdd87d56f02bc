import { renderPdf } from '../../../adapters/pdf/renderPdf';
import type { BrandConfig } from '../../../config';
import type { Db } from '../../../db/client';
import { datiCertificato, type DatiCertificato } from './datiCertificato';
import { testoCertificato } from './testoCertificato';
import { datiVersione } from './versioni';

/**
 * The PDF certificate of one policy (GET file/adesione/{itemGUID}, the customer's signed link, the
 * purchase mail), made on demand. `versione` (1..the policy's current one, default the current) picks a
 * certificate version (issue 26): one stored in adesioniVersioni prints as it was then (from version 2 as
 * `Appendice di variazione n. versione − 1` with what changed); a version never stored (a policy never
 * changed, or the version a cancellation added) prints from the stored policy. A cancelled policy is marked so on
 * every version, whenever it was made. Null when no policy has that GUID or it has no such version. Who
 * may see it is the caller's check (visibilita.ts).
 */
export async function certificatoPdf(
  db: Db,
  itemGuid: string,
  brand: BrandConfig,
  versione?: number,
): Promise<{ pdf: Buffer; numero: string; versione: number } | null> {
  const vivi = await datiCertificato(db, itemGuid);
  if (!vivi) return null;
  const a = vivi.adesione;
  const v = versione ?? a.versione;
  if (!Number.isInteger(v) || v < 1 || v > a.versione) return null;
  const salvata = await datiVersione(db, a.id, v);
  const dati: DatiCertificato = salvata
    ? {
        ...salvata.dati,
        // The cancellation is today's state of the policy, shown on whichever version is downloaded.
        adesione:
          a.stato === 'annullata'
            ? { ...salvata.dati.adesione, stato: a.stato, annullataIl: a.annullataIl }
            : salvata.dati.adesione,
      }
    : vivi;
  // The cancellation adds a version without storing one (nothing printed changes but the state): its
  // appendix says so, dated when it was cancelled.
  const annullamento = !salvata && v > 1 && v === a.versione && a.stato === 'annullata';
  const testo = testoCertificato(dati, brand, {
    versione: v,
    modifiche:
      salvata?.modifiche ??
      (annullamento
        ? [{ tipoModifica: 'annullamento', valoreOriginale: null, valoreModificato: null }]
        : null),
    data: salvata?.createdAt ?? (annullamento ? a.annullataIl : null),
  });
  return { pdf: await renderPdf(testo), numero: a.numero, versione: v };
}
