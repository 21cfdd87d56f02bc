import { constants, crc32, createInflateRaw, inflateRawSync } from 'node:zlib';
import { SheetRefused } from './types';
import type { ZipPart } from './zipDirectory';

const unreadable = () => new SheetRefused({ kind: 'unreadable' });

/** A small part (workbook, relations) whole: at most its claimed size, which must be true, CRC included. */
export function inflateWhole(bytes: Uint8Array, part: ZipPart): Buffer {
  const data = bytes.subarray(part.dataStart, part.dataStart + part.compressedSize);
  let out: Buffer;
  try {
    out =
      part.method === 0
        ? Buffer.from(data)
        : inflateRawSync(data, { maxOutputLength: Math.max(part.size, 1) });
  } catch {
    throw unreadable();
  }
  if (out.length !== part.size || crc32(out) !== part.crc) throw unreadable();
  return out;
}

/**
 * The first bytes of a part (a sheet's `<dimension>` comes within its first kilobyte), for a look
 * before reading it: what its first KB of compressed data gives, at most ~1 MB however compressible
 * (deflate expands at most ~1032 times), a millisecond or two.
 */
export function inflateStart(bytes: Uint8Array, part: ZipPart): Buffer {
  const data = bytes.subarray(part.dataStart, part.dataStart + part.compressedSize);
  if (part.method === 0) return Buffer.from(data.subarray(0, 64 * 1024));
  try {
    return inflateRawSync(data.subarray(0, 1024), {
      finishFlush: constants.Z_SYNC_FLUSH,
      maxOutputLength: 2 * 1024 * 1024,
    });
  } catch {
    // Corrupt data: the read itself will say so.
    return Buffer.alloc(0);
  }
}

/**
 * A part inflated piece by piece, for a reader that may stop early: never more than its claimed size
 * (past it, a zip bomb: `tooLarge`), and, read to the end, exactly that size with the right CRC.
 */
export async function* inflateChunks(bytes: Uint8Array, part: ZipPart): AsyncGenerator<Buffer> {
  const data = bytes.subarray(part.dataStart, part.dataStart + part.compressedSize);
  if (part.method === 0) {
    if (crc32(data) !== part.crc) throw unreadable();
    for (let at = 0; at < data.length; at += 65536) yield Buffer.from(data.subarray(at, at + 65536));
    return;
  }
  const inflater = createInflateRaw({ chunkSize: 65536 });
  inflater.end(data);
  let total = 0;
  let crc = 0;
  try {
    for await (const chunk of inflater as AsyncIterable<Buffer>) {
      total += chunk.length;
      if (total > part.size) throw new SheetRefused({ kind: 'tooLarge' });
      crc = crc32(chunk, crc);
      yield chunk;
    }
  } catch (error) {
    if (error instanceof SheetRefused) throw error;
    throw unreadable();
  } finally {
    inflater.destroy();
  }
  if (total !== part.size || crc !== part.crc) throw unreadable();
}
