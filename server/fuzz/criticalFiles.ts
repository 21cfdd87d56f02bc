import { HOSTILE_SHEETS } from './hostileSheets';
import type { Components, Operation } from './requestArbitraries';
import { resolve, type FuzzRequest } from './requestForOperation';

const BOUNDARY = 'fuzzFileBoundary';

/** A multipart body with `file` as the one file part, and the form's other text fields as `{}`. */
function multipartWith(field: string, filename: string, file: Buffer, textFields: string[]): Buffer {
  const head = (name: string, extra = '') =>
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"${extra}\r\n`;
  return Buffer.concat([
    ...textFields.map((f) => Buffer.from(`${head(f)}\r\n{}\r\n`)),
    Buffer.from(`${head(field, `; filename="${filename}"`)}Content-Type: application/octet-stream\r\n\r\n`),
    file,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
}

/**
 * For an operation whose body is a multipart form with file fields: every hostile spreadsheet of
 * issue 23 (zip bombs, sheets of a million cells, lying dimensions, entity expansion) in each file
 * field in turn, a deterministic sweep where the random fuzz sends only short text as files.
 */
export function criticalFileRequests(
  method: string,
  path: string,
  op: Operation,
  components: Components,
): FuzzRequest[] {
  const form = op.requestBody?.content?.['multipart/form-data']?.schema;
  if (!form) return [];
  const properties = Object.entries(resolve(form, components).properties ?? {});
  const files = properties.filter(([, s]) => s.format === 'binary').map(([name]) => name);
  const texts = properties.filter(([, s]) => s.format !== 'binary').map(([name]) => name);
  const url = path.replace(/\{[^}]+\}/g, '1');
  return files.flatMap((field) =>
    HOSTILE_SHEETS.map((sheet) => ({
      method: method.toUpperCase(),
      url,
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      payload: multipartWith(field, sheet.filename, sheet.bytes(), texts),
      file: sheet.name,
    })),
  );
}
