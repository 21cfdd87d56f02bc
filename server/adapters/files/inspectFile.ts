import { createHash } from 'node:crypto';

export interface FileFacts {
  /** The MIME type read from the content (magic numbers), never from the name or the sender's header. */
  mime: string | null;
  size: number;
  sha256: string;
}

/** What a stored file's row records about its bytes: sniffed type, size and hash. */
export async function inspectFile(bytes: Uint8Array): Promise<FileFacts> {
  // file-type is loaded with the first file, not at every start (issue 13).
  const type = bytes.length > 0 ? await (await import('file-type')).fileTypeFromBuffer(bytes) : undefined;
  return {
    mime: type?.mime ?? null,
    size: bytes.length,
    sha256: createHash('sha256').update(bytes).digest('hex'),
  };
}
