import type { SheetLimits, SheetRefusal } from './types';

/** One file of a zip, as its central directory states it. */
export interface ZipPart {
  name: string;
  /** 0 stored, 8 deflated. */
  method: number;
  crc: number;
  compressedSize: number;
  /** The uncompressed size the directory claims: inflating past it is a lie (a bomb). */
  size: number;
  /** Where its data starts in the file. */
  dataStart: number;
}

export type ZipDirectory = { ok: true; parts: Map<string, ZipPart> } | { ok: false; refusal: SheetRefusal };

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

/**
 * The parts of a zip from its central directory, without inflating anything: checked so that no
 * later step can be led astray. Every entry and the local header it names lie within the file, each
 * part's data before the directory and apart from every other part's (overlapping entries are how a
 * 50 KB zip claims gigabytes), stored or deflated, not encrypted, not ZIP64, names unique; and the
 * sizes they claim, together, within `maxUncompressedBytes`. Whether a part really inflates to its
 * claimed size is checked by whoever inflates it (`inflatePart`).
 */
export function zipDirectory(
  bytes: Uint8Array,
  limits: Pick<SheetLimits, 'maxParts' | 'maxUncompressedBytes'>,
): ZipDirectory {
  const unreadable = { ok: false, refusal: { kind: 'unreadable' } } as const;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const n = bytes.length;
  const u32 = (at: number) => (at >= 0 && at + 4 <= n ? view.getUint32(at, true) : -1);
  const u16 = (at: number) => (at >= 0 && at + 2 <= n ? view.getUint16(at, true) : -1);

  // The record is the last 22 bytes, unless a comment (at most 65535 bytes) follows it.
  let end = -1;
  for (let at = n - 22; at >= 0 && at >= n - 22 - 65535; at--) {
    if (u32(at) === EOCD && at + 22 + u16(at + 20) === n) {
      end = at;
      break;
    }
  }
  if (end < 0) return unreadable;
  const count = u16(end + 10);
  const directorySize = u32(end + 12);
  const directoryStart = u32(end + 16);
  // Several disks or ZIP64 (0xFFFF / 0xFFFFFFFF markers): no spreadsheet of ours needs either.
  if (u16(end + 4) !== 0 || u16(end + 6) !== 0 || count !== u16(end + 8) || count === 0xffff)
    return unreadable;
  if (count <= 0 || directorySize < 0 || directoryStart < 0 || directoryStart + directorySize > end)
    return unreadable;
  if (count > limits.maxParts) return { ok: false, refusal: { kind: 'tooLarge' } };

  const parts = new Map<string, ZipPart>();
  const spans: Array<[number, number]> = [];
  let claimed = 0;
  let at = directoryStart;
  for (let i = 0; i < count; i++) {
    if (u32(at) !== CENTRAL) return unreadable;
    const flags = u16(at + 8);
    const method = u16(at + 10);
    const crc = u32(at + 16);
    const compressedSize = u32(at + 20);
    const size = u32(at + 24);
    const nameLength = u16(at + 28);
    const next = at + 46 + nameLength + u16(at + 30) + u16(at + 32);
    const local = u32(at + 42);
    if (next > directoryStart + directorySize || nameLength <= 0) return unreadable;
    if ((flags & 1) !== 0 || (method !== 0 && method !== 8)) return unreadable;
    if (compressedSize === 0xffffffff || size === 0xffffffff || local === 0xffffffff) return unreadable;
    if (method === 0 && compressedSize !== size) return unreadable;
    if (u32(local) !== LOCAL || u16(local + 8) !== method) return unreadable;
    const dataStart = local + 30 + u16(local + 26) + u16(local + 28);
    if (dataStart + compressedSize > directoryStart) return unreadable;
    const name = new TextDecoder().decode(bytes.subarray(at + 46, at + 46 + nameLength));
    if (parts.has(name)) return unreadable;
    claimed += size;
    if (claimed > limits.maxUncompressedBytes) return { ok: false, refusal: { kind: 'tooLarge' } };
    parts.set(name, { name, method, crc, compressedSize, size, dataStart });
    spans.push([local, dataStart + compressedSize]);
    at = next;
  }
  spans.sort((a, b) => a[0] - b[0]);
  for (let i = 1; i < spans.length; i++) if (spans[i]![0] < spans[i - 1]![1]) return unreadable;
  return { ok: true, parts };
}
