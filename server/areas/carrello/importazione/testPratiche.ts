import * as XLSX from '@e965/xlsx';
import { intestazioni, type ModelId } from './pratiche';

/**
 * A model-2 row (one practice per row) of package ANN-SP to France, 900 € a person, with two
 * travellers (Rossi Mario{k}, Bianchi Anna{k}); dates as the template asks (dd/MM/yyyy).
 */
export function rigaDueViaggiatori(riferimento: string, k: number, inizio: string, fine: string): unknown[] {
  return [
    riferimento,
    'ANN-SP',
    inizio,
    fine,
    'FR',
    'IT',
    900,
    `Contraente ${k}`,
    '',
    'Rossi',
    `Mario${k}`,
    '',
    '01/02/1980',
    '',
    'Bianchi',
    `Anna${k}`,
    '',
    '15/06/1982',
    '',
  ];
}

/** A practices sheet of `modelId` with its header row, as a BIFF8 .xls. */
export function fileModello(modelId: ModelId, righe: unknown[][]): Buffer {
  const wb = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet([intestazioni(modelId), ...righe]), 'Pratiche');
  return Buffer.from(XLSX.write(wb, { type: 'buffer', bookType: 'xls' }) as Buffer);
}
