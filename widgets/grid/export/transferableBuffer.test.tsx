// @vitest-environment node
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { transferableBuffer } from './transferableBuffer';

/** The worker's answer must survive `postMessage(…, { transfer })`, which takes ArrayBuffers only. */
const transfers = (buffer: ArrayBuffer) => {
  const channel = new MessageChannel();
  try {
    channel.port1.postMessage(buffer, [buffer]);
    return true;
  } finally {
    channel.port1.close();
    channel.port2.close();
  }
};

describe('transferableBuffer', () => {
  it('turns the Uint8Array exceljs writes into a transferable ArrayBuffer with the same bytes', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Foglio 1').addRow(['Distributore']);
    const written = (await workbook.xlsx.writeBuffer()) as unknown as Uint8Array;
    expect(ArrayBuffer.isView(written)).toBe(true);
    const copy = Uint8Array.from(written);
    const buffer = transferableBuffer(written);
    expect(buffer).toBeInstanceOf(ArrayBuffer);
    expect(new Uint8Array(buffer)).toEqual(copy);
    expect(transfers(buffer)).toBe(true);
  });

  it('keeps only the view’s bytes when the view is part of a larger buffer', () => {
    const pool = new Uint8Array([9, 1, 2, 3, 9]);
    const buffer = transferableBuffer(pool.subarray(1, 4));
    expect([...new Uint8Array(buffer)]).toEqual([1, 2, 3]);
  });

  it('passes an ArrayBuffer through', () => {
    const buffer = new ArrayBuffer(4);
    expect(transferableBuffer(buffer)).toBe(buffer);
  });
});
