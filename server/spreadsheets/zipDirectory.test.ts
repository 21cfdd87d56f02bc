import { describe, expect, it } from 'vitest';
import { xlsxDi } from '../areas/carrello/partecipanti/fileDiProva';
import { zipOf } from '../fuzz/zipOf';
import { inflateChunks, inflateWhole } from './inflatePart';
import { SheetRefused } from './types';
import { zipDirectory } from './zipDirectory';

const limits = { maxParts: 100, maxUncompressedBytes: 10 * 1024 * 1024 };
const refusal = (bytes: Uint8Array, l = limits) => {
  const d = zipDirectory(bytes, l);
  return d.ok ? 'ok' : d.refusal.kind;
};
const drain = async (it: AsyncGenerator<Buffer>) => {
  let n = 0;
  for await (const chunk of it) n += chunk.length;
  return n;
};

describe('zipDirectory', () => {
  it('lists a real .xlsx’s parts with their stated sizes, inflating nothing', async () => {
    const xlsx = await xlsxDi([
      ['Cognome', 'Nome'],
      ['Rossi', 'Mario'],
    ]);
    const d = zipDirectory(xlsx, limits);
    if (!d.ok) throw new Error(d.refusal.kind);
    const sheet = d.parts.get('xl/worksheets/sheet1.xml')!;
    expect(inflateWhole(xlsx, sheet).toString()).toContain('<sheetData>');
    expect(await drain(inflateChunks(xlsx, sheet))).toBe(sheet.size);
  });

  it('refuses what is not a sound zip: cut short, a bare local header, nothing, encrypted, duplicate names', async () => {
    const xlsx = await xlsxDi([['Cognome', 'Nome']]);
    expect(refusal(xlsx.subarray(0, xlsx.length - 1))).toBe('unreadable');
    expect(refusal(xlsx.subarray(0, xlsx.length - 30))).toBe('unreadable');
    expect(refusal(Buffer.from('504b0304140000000800', 'hex'))).toBe('unreadable');
    expect(refusal(Buffer.alloc(0))).toBe('unreadable');
    const twice = zipOf([
      { name: 'a.xml', data: Buffer.from('<a/>') },
      { name: 'a.xml', data: Buffer.from('<b/>') },
    ]);
    expect(refusal(twice)).toBe('unreadable');
    const encrypted = Buffer.from(zipOf([{ name: 'a.xml', data: Buffer.from('<a/>') }]));
    const central = encrypted.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    encrypted[central + 8] = 1;
    expect(refusal(encrypted)).toBe('unreadable');
  });

  it('refuses by the sizes the directory states: too many parts, too much in all', () => {
    const many = zipOf(
      Array.from({ length: 101 }, (_, i) => ({ name: `p${i}.xml`, data: Buffer.from('x') })),
    );
    expect(refusal(many)).toBe('tooLarge');
    const big = zipOf([{ name: 'a.xml', data: Buffer.alloc(11 * 1024 * 1024) }]);
    expect(refusal(big)).toBe('tooLarge');
    expect(refusal(big, { ...limits, maxUncompressedBytes: 12 * 1024 * 1024 })).toBe('ok');
  });

  it('refuses entries that share their bytes (the overlapping-files bomb), however small they claim to be', () => {
    const overlapping = zipOf([{ name: 'a.xml', data: Buffer.from('<a/>'), aliases: ['b.xml', 'c.xml'] }]);
    expect(refusal(overlapping)).toBe('unreadable');
  });

  it('stops a part that inflates past the size it claims, and refuses one that falls short of it', async () => {
    const bomb = zipOf([{ name: 'a.xml', data: Buffer.alloc(5_000_000), claimedSize: 1024 }]);
    const d = zipDirectory(bomb, limits);
    if (!d.ok) throw new Error(d.refusal.kind);
    const part = d.parts.get('a.xml')!;
    await expect(drain(inflateChunks(bomb, part))).rejects.toEqual(new SheetRefused({ kind: 'tooLarge' }));
    expect(() => inflateWhole(bomb, part)).toThrow(SheetRefused);
    const short = zipOf([{ name: 'a.xml', data: Buffer.alloc(1000), claimedSize: 2000 }]);
    const s = zipDirectory(short, limits);
    if (!s.ok) throw new Error(s.refusal.kind);
    await expect(drain(inflateChunks(short, s.parts.get('a.xml')!))).rejects.toEqual(
      new SheetRefused({ kind: 'unreadable' }),
    );
  });
});
