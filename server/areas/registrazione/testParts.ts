import type { AgencyRegistration } from '../../../schemas/types';

export interface Part {
  name: string;
  filename?: string;
  contentType?: string;
  content: Buffer | string;
}

/** A multipart/form-data body for `app.inject`, built by hand so tests control every byte. */
export function multipartBody(parts: Part[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----registrazione${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename ? `; filename="${part.filename}"` : ''}`;
    const type = part.contentType ? `\r\nContent-Type: ${part.contentType}` : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`));
    chunks.push(Buffer.isBuffer(part.content) ? part.content : Buffer.from(part.content));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);
export const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d6a4450000000049454e44ae426082',
  'hex',
);
export const JPEG = Buffer.concat([
  Buffer.from('ffd8ffe000104a46494600010100000100010000', 'hex'),
  Buffer.alloc(64, 0),
  Buffer.from('ffd9', 'hex'),
]);
/** A Windows executable's header: what a renamed `.exe` still starts with. */
export const EXE = Buffer.concat([
  Buffer.from('MZ'),
  Buffer.alloc(58, 0),
  Buffer.from([0x80, 0, 0, 0]),
  Buffer.alloc(64, 0),
  Buffer.from('PE\0\0'),
  Buffer.alloc(200, 0),
]);

/** A registration that passes every check (partita IVA and codice fiscale with right check digits). */
export function validRegistration(overrides: Partial<AgencyRegistration> = {}): Record<string, string> {
  return {
    ragioneSociale: 'Viaggi del Golfo S.r.l.',
    partitaIva: '12345678903',
    codiceFiscale: '12345678903',
    autorizzazioneRegione: 'Det. Regione Campania n. 245/2019',
    indirizzo: 'Via Partenope 12',
    cap: '80121',
    provincia: 'NA',
    citta: 'Napoli',
    telefono: '+39 081 764 1122',
    email: 'info@viaggidelgolfo.it',
    nome: 'Anna',
    cognome: 'Esposito',
    username: 'viaggidelgolfo',
    ...overrides,
  } as Record<string, string>;
}

export function registrationParts(
  data: Record<string, unknown> = validRegistration(),
  files: Partial<Record<string, Omit<Part, 'name'>>> = {},
): Part[] {
  const defaults: Record<string, Omit<Part, 'name'>> = {
    visuraCameraleFile: { filename: 'visura.pdf', contentType: 'application/pdf', content: PDF },
    cartaIdentitaFile: { filename: 'carta-identita.jpg', contentType: 'image/jpeg', content: JPEG },
    autorizzazioneFile: { filename: 'autorizzazione.pdf', contentType: 'application/pdf', content: PDF },
    codiceFiscaleFile: { filename: 'codice-fiscale.png', contentType: 'image/png', content: PNG },
  };
  const merged = { ...defaults, ...files };
  return [
    { name: 'data', content: JSON.stringify(data) },
    ...Object.entries(merged)
      .filter((entry): entry is [string, Omit<Part, 'name'>] => entry[1] !== undefined)
      .map(([name, part]) => ({ name, ...part })),
  ];
}
