import type { FastifyRequest } from 'fastify';
import { AppError, badRequest, badRequestAll, type ErrorMessage } from '../../errors';
import { inspectFile, type FileFacts } from '../../adapters/files/inspectFile';
import { findUnsafeText, unsafeTextError } from '../../plugins/safeText';
import { ALLOWED_MIME, FILE_FIELDS, TEXT, fieldMessage, type FileField } from './messages';

export interface ReceivedFile extends FileFacts {
  field: FileField;
  name: string;
  bytes: Buffer;
  mime: (typeof ALLOWED_MIME)[number];
}

const isFileField = (name: string): name is FileField => (FILE_FIELDS as readonly string[]).includes(name);

/** Keeps a sender's file name printable and short; it is only shown back, never used as a path. */
function cleanName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const printable = [...base]
    .filter((c) => c >= ' ' && c !== '\u007f')
    .join('')
    .trim();
  return (printable || 'documento').slice(0, 200);
}

/**
 * What the caller is told about a failure while reading the parts: our own refusals and the multipart
 * plugin's limits (413) keep theirs; anything else is the parser finding no boundary, a broken part
 * header or a body cut short, which is a bad request, not a server fault.
 */
function asRequestError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const status = (error as { statusCode?: unknown }).statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) return error;
  return badRequest('registrazione.richiesta', TEXT.richiestaIlleggibile);
}

/**
 * Reads the registration's multipart body: the JSON `data` part and the four documents, each
 * sniffed from its content (PDF, JPEG or PNG) and at most 5 MB. Every problem with the files is
 * collected, so one answer names all of them; a body that is not multipart at all is refused first.
 */
export async function readRegistrationParts(request: FastifyRequest): Promise<{
  data: Record<string, unknown>;
  files: ReceivedFile[];
  /** The name of every document part received, accepted or not. */
  names: Partial<Record<FileField, string>>;
  fileMessages: ErrorMessage[];
}> {
  if (!request.isMultipart()) throw badRequest('registrazione.richiesta', TEXT.richiestaNonMultipart);
  let data: Record<string, unknown> | undefined;
  const files: ReceivedFile[] = [];
  const messages: ErrorMessage[] = [];
  const names: Partial<Record<FileField, string>> = {};

  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (part.fieldname !== 'data')
          throw badRequest('registrazione.richiesta', TEXT.parteSconosciuta(part.fieldname));
        try {
          const parsed: unknown = JSON.parse(String(part.value));
          if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
            throw new Error('not an object');
          data = parsed as Record<string, unknown>;
        } catch {
          throw badRequest('registrazione.richiesta', TEXT.datiNonValidi);
        }
        // The route-wide check sees no multipart part: text stored from here is checked here.
        const unsafe = findUnsafeText(data);
        if (unsafe !== null) throw unsafeTextError(unsafe);
        continue;
      }
      const field = part.fieldname;
      const name = cleanName(part.filename);
      if (!isFileField(field)) {
        part.file.resume();
        throw badRequest('registrazione.richiesta', TEXT.parteSconosciuta(field));
      }
      names[field] = name;
      const bytes = await part.toBuffer();
      // The limit truncates the stream instead of failing the request, so every document is named.
      if (part.file.truncated) {
        messages.push(fieldMessage(field, TEXT.fileGrande(field, name)));
        continue;
      }
      if (bytes.length === 0) {
        messages.push(fieldMessage(field, TEXT.fileVuoto(field, name)));
        continue;
      }
      const facts = await inspectFile(bytes);
      if (!facts.mime || !(ALLOWED_MIME as readonly string[]).includes(facts.mime)) {
        messages.push(fieldMessage(field, TEXT.tipoFile(field, name)));
        continue;
      }
      files.push({ ...facts, field, name, bytes, mime: facts.mime as ReceivedFile['mime'] });
    }
  } catch (error) {
    throw asRequestError(error);
  }
  if (!data)
    throw badRequestAll([{ code: 'registrazione.richiesta', text: TEXT.datiMancanti, type: 'error' }]);
  return { data, files, names, fileMessages: messages };
}
