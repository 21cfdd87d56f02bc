import { renderPdf } from '../../../adapters/pdf/renderPdf';
import type { BrandConfig } from '../../../config';
import type { Db } from '../../../db/client';
import { datiCertificato } from './datiCertificato';
import { testoCertificato } from './testoCertificato';

/**
 * The PDF certificate of one policy (GET file/adesione/{itemGUID}, the customer's signed link, the
 * purchase mail), made on demand from the stored policy: nothing to keep in sync when it changes.
 * Null when no policy has that GUID. Who may see it is the caller's check (visibilita.ts).
 */
export async function certificatoPdf(
  db: Db,
  itemGuid: string,
  brand: BrandConfig,
): Promise<{ pdf: Buffer; numero: string } | null> {
  const dati = await datiCertificato(db, itemGuid);
  if (!dati) return null;
  return { pdf: await renderPdf(testoCertificato(dati, brand)), numero: dati.adesione.numero };
}
