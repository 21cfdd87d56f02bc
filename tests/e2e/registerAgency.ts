import type { Page } from 'playwright-core';

// The registration form of /register as a user fills it: shared by the registration and approval tests.

export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);
export const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d6a4450000000049454e44ae426082',
  'hex',
);
export const EXE = Buffer.concat([
  Buffer.from('MZ'),
  Buffer.alloc(58, 0),
  Buffer.from([0x80, 0, 0, 0]),
  Buffer.alloc(64, 0),
  Buffer.from('PE\0\0'),
  Buffer.alloc(200, 0),
]);

/** Fails the test on any CSP report: the forms must validate without eval (precompiled validators). */
export function watchCsp(page: Page): string[] {
  const reports: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) reports.push(message.text());
  });
  return reports;
}

export async function fillAgency(
  page: Page,
  agency: { ragioneSociale: string; partitaIva: string; username: string; email: string },
) {
  const field = (label: string) => page.getByLabel(label, { exact: true });
  await field('Ragione sociale').fill(agency.ragioneSociale);
  await field('Partita IVA').fill(agency.partitaIva);
  await field('Codice fiscale').fill(agency.partitaIva);
  await field('Autorizzazione regionale').fill('Det. Regione Campania n. 245/2019');
  await field('Indirizzo della sede operativa').fill('Via Partenope 12');
  await field('CAP').fill('80121');
  await page
    .locator('select', { has: page.getByRole('option', { name: 'Napoli' }) })
    .first()
    .waitFor();
  await field('Provincia').selectOption('NA');
  await field('Città').fill('Napoli');
  await field('Telefono').fill('+39 081 764 1122');
  await field('E-mail').fill(agency.email);
  await field('Nome del referente').fill('Anna');
  await field('Cognome del referente').fill('Esposito');
  await field('Nome utente').fill(agency.username);
}

export async function attach(page: Page, files: { visura: { name: string; buffer: Buffer } }) {
  const field = (label: string) => page.getByLabel(label, { exact: true });
  await field('Visura camerale').setInputFiles({
    name: files.visura.name,
    mimeType: 'application/pdf',
    buffer: files.visura.buffer,
  });
  await field('Carta d’identità del legale rappresentante').setInputFiles({
    name: 'carta-identita.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  await field('Autorizzazione all’esercizio dell’attività').setInputFiles({
    name: 'autorizzazione.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await field('Codice fiscale (documento)').setInputFiles({
    name: 'codice-fiscale.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
}
