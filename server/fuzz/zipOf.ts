import { crc32, deflateRawSync } from 'node:zlib';

/** One file of a zip as a test writes it; the fields after `data` let it lie. */
export interface ZipEntry {
  name: string;
  data: Uint8Array;
  /** Stored (0) or deflated (8, the default). */
  method?: 0 | 8;
  /** The uncompressed size the headers claim, instead of the real one. */
  claimedSize?: number;
  /** Central directory entries that point at this entry's local header too (overlapping files). */
  aliases?: string[];
}

const u16 = (n: number) => {
  const b = Buffer.alloc(2);
  b.writeUInt16LE(n);
  return b;
};
const u32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32LE(n >>> 0);
  return b;
};

/**
 * A zip written byte by byte, so that tests and the fuzz can make the archives real tools refuse to
 * write: a part that claims a small size and inflates huge, central entries sharing one local file.
 */
export function zipOf(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const method = e.method ?? 8;
    const data = Buffer.from(e.data);
    const packed = method === 8 ? deflateRawSync(data, { level: 9 }) : data;
    const crc = crc32(data);
    const size = e.claimedSize ?? data.length;
    const name = Buffer.from(e.name, 'utf8');
    const fields = [u16(20), u16(0), u16(method), u16(0), u16(0x21), u32(crc), u32(packed.length), u32(size)];
    const local = Buffer.concat([u32(0x04034b50), ...fields, u16(name.length), u16(0), name]);
    for (const alias of [e.name, ...(e.aliases ?? [])]) {
      const aliasName = Buffer.from(alias, 'utf8');
      centrals.push(
        Buffer.concat([
          u32(0x02014b50),
          u16(20),
          ...fields,
          u16(aliasName.length),
          u16(0),
          u16(0),
          u16(0),
          u16(0),
          u32(0),
          u32(offset),
          aliasName,
        ]),
      );
    }
    locals.push(local, packed);
    offset += local.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.concat([
    u32(0x06054b50),
    u16(0),
    u16(0),
    u16(centrals.length),
    u16(centrals.length),
    u32(directory.length),
    u32(offset),
    u16(0),
  ]);
  return Buffer.concat([...locals, directory, end]);
}
