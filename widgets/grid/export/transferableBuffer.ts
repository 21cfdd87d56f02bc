/**
 * exceljs answers a Uint8Array view (its Buffer shim) in browsers, not the ArrayBuffer its types
 * promise; only an ArrayBuffer can be transferred, so the view's bytes are taken out of it.
 */
export function transferableBuffer(written: ArrayBuffer | ArrayBufferView): ArrayBuffer {
  if (!ArrayBuffer.isView(written)) return written;
  const { buffer, byteOffset, byteLength } = written;
  return buffer instanceof ArrayBuffer && byteOffset === 0 && byteLength === buffer.byteLength
    ? buffer
    : new Uint8Array(buffer, byteOffset, byteLength).slice().buffer;
}
