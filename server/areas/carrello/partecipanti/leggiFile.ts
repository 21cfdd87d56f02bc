import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../../../errors';
import { TESTO } from './messaggi';

export interface FileRicevuto {
  name: string;
  bytes: Buffer;
}

const CODICE = 'partecipanti.file';

/** Keeps a sender's file name printable and short: it is stored and shown, never used as a path. */
function nomePulito(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const printable = [...base]
    .filter((c) => c >= ' ' && c !== '\u007f')
    .join('')
    .trim();
  return (printable || 'file').slice(0, 200);
}

/**
 * The one file a participants' upload sends in `field` (multipart/form-data). Any other part, a file
 * over the size limit or no file at all is a 400 with an Italian message; a body the multipart parser
 * cannot read is a 400 too, never a server fault.
 */
export async function leggiFile(
  request: FastifyRequest,
  field: string,
  mancante: string,
): Promise<FileRicevuto> {
  if (!request.isMultipart()) throw badRequest(CODICE, TESTO.richiestaNonMultipart);
  let found: FileRicevuto | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field' || part.fieldname !== field || found) {
        if (part.type === 'file') part.file.resume();
        continue;
      }
      const bytes = await part.toBuffer();
      if (part.file.truncated) throw badRequest(CODICE, TESTO.fileGrande);
      found = { name: nomePulito(part.filename), bytes };
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const status = (error as { statusCode?: unknown }).statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) throw error;
    throw badRequest(CODICE, TESTO.richiestaNonMultipart);
  }
  if (!found) throw badRequest(CODICE, mancante);
  return found;
}
