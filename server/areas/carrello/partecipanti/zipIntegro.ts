import { crc32, inflateRawSync } from 'node:zlib';

/** Most files an .xlsx of participants can hold: a real one has about a dozen. */
const MAX_VOCI = 1000;
/** Most bytes its parts may expand to (10,000 rows take a few MB): beyond, a zip bomb. */
const MAX_ESPANSO = 100 * 1024 * 1024;
const EOCD = 0x06054b50;
const CENTRALE = 0x02014b50;
const LOCALE = 0x04034b50;

/**
 * Whether `bytes` is a sound zip: an end-of-central-directory record, each central entry and the local
 * header it names within bounds, each part stored or deflated, expanding (node's zlib, bounded) to its
 * stated size and CRC-32. SheetJS 0.20.3 loops for ever on a zip it cannot walk (ten bytes starting
 * `PK\x03\x04`) and on a part whose deflate data is corrupt, so a participant upload reaches it only
 * once this holds.
 */
export function zipIntegro(bytes: Uint8Array): boolean {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const n = bytes.length;
  const u32 = (at: number) => (at + 4 <= n ? view.getUint32(at, true) : -1);
  const u16 = (at: number) => (at + 2 <= n ? view.getUint16(at, true) : -1);

  // The record is the last 22 bytes, unless a comment (at most 65535 bytes) follows it.
  let fine = -1;
  for (let at = n - 22; at >= 0 && at >= n - 22 - 65535; at--) {
    if (u32(at) === EOCD && at + 22 + u16(at + 20) === n) {
      fine = at;
      break;
    }
  }
  if (fine < 0) return false;
  const voci = u16(fine + 10);
  const dimensione = u32(fine + 12);
  const inizio = u32(fine + 16);
  if (voci <= 0 || voci > MAX_VOCI || inizio + dimensione > fine) return false;

  let at = inizio;
  let totale = 0;
  for (let i = 0; i < voci; i++) {
    if (u32(at) !== CENTRALE) return false;
    const metodo = u16(at + 10);
    const compressi = u32(at + 20);
    const nome = u16(at + 28);
    const extra = u16(at + 30);
    const commento = u16(at + 32);
    const locale = u32(at + 42);
    if ((metodo !== 0 && metodo !== 8) || nome <= 0 || compressi < 0) return false;
    if (locale < 0 || locale + 30 > inizio || u32(locale) !== LOCALE) return false;
    const dati = locale + 30 + u16(locale + 26) + u16(locale + 28);
    if (dati + compressi > inizio) return false;
    const espanso = u32(at + 24);
    if (espanso < 0 || espanso > MAX_ESPANSO - totale) return false;
    totale += espanso;
    const parte = bytes.subarray(dati, dati + compressi);
    let contenuto: Uint8Array;
    try {
      contenuto = metodo === 0 ? parte : inflateRawSync(parte, { maxOutputLength: Math.max(espanso, 1) });
    } catch {
      return false;
    }
    if (contenuto.length !== espanso || crc32(contenuto) !== u32(at + 16)) return false;
    at += 46 + nome + extra + commento;
    if (at > inizio + dimensione) return false;
  }
  return true;
}
