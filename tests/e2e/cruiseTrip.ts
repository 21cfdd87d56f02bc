import type { Page } from 'playwright-core';

/** The cruise trip the purchase-form tests enter: four travellers from Italy to France in 30 days. */
export const day = (offset: number) => {
  const d = new Date();
  d.setDate(d.getDate() + offset);
  return d;
};
export const it_ = (d: Date) =>
  `${String(d.getDate()).padStart(2, '0')}/${String(d.getMonth() + 1).padStart(2, '0')}/${d.getFullYear()}`;
export const iso = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
export const START = day(30);
export const END = day(37);

export const TYPED = [
  ['Rossi', 'Mario'],
  ['Bianchi', 'Anna'],
  ['Verdi', 'Luca'],
  ['Neri', 'Sara'],
];
/** The quote page: four travellers from Italy to France for a week, then the cruise policy. */
export async function openCruise(page: Page): Promise<void> {
  await page.getByRole('heading', { name: 'Preventivatore' }).waitFor();
  await page.getByLabel('Data Inizio Viaggio').fill(it_(START));
  await page.keyboard.press('Tab');
  await page.getByLabel('Data Fine Viaggio').fill(it_(END));
  await page.keyboard.press('Tab');
  await page.getByLabel('Destinazione').selectOption({ label: 'Francia' });
  await page.getByLabel('Età').selectOption({ label: 'Da 18 a 40 anni' });
  await page.getByLabel('Numero Partecipanti').fill('4');
  await page.getByLabel('Area di partenza').selectOption({ label: 'Italia' });
  await page.getByLabel('Importo Viaggio a Persona').fill('1500');
  await page.getByRole('button', { name: 'Trova Polizze' }).click();
  await page.waitForURL('**/carrello/listaProdotti');
  await page
    .getByRole('article', { name: 'Crociera Serena', exact: true })
    .getByRole('button', { name: 'Seleziona' })
    .click();
  await page.waitForURL('**/carrello/infoProdotto');
  await page.getByRole('heading', { name: 'Crociera Serena', level: 1 }).waitFor();
}

/** A participant's field: a table cell on desktop, a card's field on a phone. */
export const field = (page: Page, mobile: boolean, n: number, name: 'Cognome' | 'Nome') =>
  mobile
    ? page.getByRole('group', { name: `Partecipante ${n}`, exact: true }).getByLabel(new RegExp(`^${name}`))
    : page.getByLabel(`${name} partecipante ${n}`, { exact: true });
