import { readFile } from 'node:fs/promises';
import * as XLSX from '@e965/xlsx';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { expectAxeClean } from './axe';
import { openWithToken, ownServer } from './ownServer';

/**
 * Issue 29 "Done means", the multi-policy import in Chromium: as `agenzia` (fills the cart) at
 * 1280 px and as `tour` (issues directly) on a 390 px phone, the navigation bar's upload icon opens
 * the dialog; the chosen model's template is downloaded, filled here with 12 practices of one of its
 * packages (two with errors) with SheetJS, and uploaded; the queued import's result dialog is as spec 2 §4 says, the
 * policies are in the cart or issued, and the same file again adds nothing. axe on the dialog.
 * Its own server: the imports change the demo data.
 */
const { it, login, call } = ownServer();

const MODELLI = {
  1: 'Modello nominativi divisi per riga',
  2: 'Modello nominativi su unica riga',
} as const;
type ModelId = keyof typeof MODELLI;

type Row = Array<string | number>;

/** Annual single-trip cover: priced from the trip's dates, amount and travellers alone. */
const PACCHETTO = 'ANN-SP';

/**
 * The template's practices sheet, filled: 12 practices from its example row(s), each its own
 * reference; practice 4 ends on a date that does not exist, practice 9 names a package nobody sells.
 */
function filled(template: Buffer, modelId: ModelId, prefix: string): Buffer {
  const wb = XLSX.read(template, { type: 'buffer' });
  const name = wb.SheetNames[0]!;
  const [header, ...esempio] = XLSX.utils.sheet_to_json<Row>(wb.Sheets[name]!, {
    header: 1,
    raw: false,
    defval: '',
  });
  const col = (h: string) => {
    const i = header!.findIndex((c) => String(c).trim() === h);
    expect(i, `column ${h} in ${String(header)}`).toBeGreaterThanOrEqual(0);
    return i;
  };
  const [rif, pacchetto, fine, contraente] = [
    col('Riferimento Pratica'),
    col('Codice Pacchetto'),
    col('Data Fine Viaggio'),
    col('Contraente'),
  ];
  const importo = col('Importo Viaggio a Persona');
  // A package of the template's Pacchetti sheet that needs no further data (the example's first may).
  const pacchetti = XLSX.utils.sheet_to_json<Row>(wb.Sheets['Pacchetti']!, { header: 1 }).map((r) => r[0]);
  expect(pacchetti).toContain(PACCHETTO);
  const rows: Row[] = [];
  for (let n = 1; n <= 12; n++) {
    // Model 1: one row per traveller (the example's two); model 2: one row per practice.
    for (const example of modelId === 1 ? esempio : esempio.slice(0, 1)) {
      const row = [...example];
      row[rif] = `${prefix}-${String(n).padStart(3, '0')}`;
      row[contraente] = `Cliente ${prefix} ${n}`;
      row[importo] = 900;
      row[pacchetto] = PACCHETTO;
      if (n === 4) row[fine] = '31/02/2027';
      if (n === 9) row[pacchetto] = 'NONVENDIBILE';
      rows.push(row);
    }
  }
  wb.Sheets[name] = XLSX.utils.aoa_to_sheet([header!, ...rows]);
  return Buffer.from(XLSX.write(wb, { type: 'buffer', bookType: 'xlsx' }) as Buffer);
}

async function count(token: string, path: string): Promise<number> {
  const res = await call(token, path);
  expect(res.status, `${path}: ${await res.clone().text()}`).toBe(200);
  const body = (await res.json()) as { total?: number; items?: unknown[]; data?: unknown };
  if (typeof body.total === 'number') return body.total;
  if (Array.isArray(body.items)) return body.items.length;
  return Array.isArray(body.data) ? body.data.length : 0;
}

async function openDialog(page: Page) {
  await page.getByRole('button', { name: 'Importa polizze' }).click();
  const dialog = page.getByRole('dialog', { name: 'Importazione polizze' });
  await dialog.waitFor();
  return dialog;
}

/** Chooses the model, downloads its template (as the browser saves it) and returns its bytes. */
async function downloadTemplate(page: Page, modelId: ModelId): Promise<Buffer> {
  const dialog = page.getByRole('dialog', { name: 'Importazione polizze' });
  await dialog.getByLabel('Modello').selectOption({ label: MODELLI[modelId] });
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: `Scarica il modello vuoto: ${MODELLI[modelId]} (.xls)` }).click();
  const saved = await download;
  expect(saved.suggestedFilename()).toBe(`${MODELLI[modelId]}.xls`);
  return readFile((await saved.path())!);
}

async function upload(page: Page, modelId: ModelId, file: Buffer) {
  const dialog = page.getByRole('dialog', { name: 'Importazione polizze' });
  await dialog.getByLabel('Modello').selectOption({ label: MODELLI[modelId] });
  await dialog.getByLabel('File (.xls, .xlsx)').setInputFiles({
    name: 'pratiche.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: file,
  });
  await dialog.getByRole('button', { name: 'Importa' }).click();
  const result = dialog.getByTestId('import-result');
  await result.waitFor({ timeout: 60_000 });
  return result;
}

async function errorRows(page: Page): Promise<string[]> {
  const table = page.getByRole('dialog').getByRole('table', { name: 'Pratiche con errori' });
  return (await table.locator('tbody tr').allTextContents()).map((t) => t.replace(/\s+/g, ' '));
}

async function walk(page: Page, username: 'agenzia' | 'tour', modelId: ModelId, state: string) {
  const token = await login(username);
  const prefix = `E2E${username.toUpperCase()}`;
  const inCart = () => count(token, 'carrello');
  const issued = () => count(token, 'myoverins/elencoadesioni/distributore?page=1&pageSize=1');
  const [cartBefore, issuedBefore] = [await inCart(), await issued()];

  await openWithToken(page, token, '/');
  if (state === 'mobile') {
    // The phone's bar holds the logo, the bell, the upload and cart icons and the menu toggle in one row.
    const centre = async (name: string | RegExp) => {
      const box = (await page.getByRole('banner').getByRole('button', { name }).first().boundingBox())!;
      return box.y + box.height / 2;
    };
    const row = await centre('Importa polizze');
    for (const name of [/^Messaggi/, /^Carrello/, 'Apri il menu'])
      expect(Math.abs((await centre(name)) - row)).toBeLessThan(4);
  }
  await openDialog(page);
  await expectAxeClean(page, `${state}: importazione vuota`, ['.modal']);
  const file = filled(await downloadTemplate(page, modelId), modelId, prefix);

  const result = await upload(page, modelId, file);
  const text = (await result.textContent()) ?? '';
  if (username === 'agenzia') expect(text).toContain('10 Polizze aggiunte al carrello.');
  else expect(text).toContain('Polizze generate: 10');
  const errors = await errorRows(page);
  expect(errors).toHaveLength(2);
  expect(errors.find((r) => r.includes(`${prefix}-004`))).toContain(`Cliente ${prefix} 4`);
  expect(errors.find((r) => r.includes(`${prefix}-009`))).toContain('NONVENDIBILE');
  await expectAxeClean(page, `${state}: esito importazione`, ['.modal']);
  // The file field clears 3 s after success.
  await expect
    .poll(() => page.getByLabel('File (.xls, .xlsx)').evaluate((i: HTMLInputElement) => i.files?.length), {
      timeout: 6000,
    })
    .toBe(0);

  if (username === 'agenzia') {
    expect(await inCart()).toBe(cartBefore + 10);
    expect(await issued()).toBe(issuedBefore);
    await page.getByRole('button', { name: 'Vai al carrello' }).click();
    await page.getByRole('dialog', { name: 'Carrello' }).waitFor();
    // The navigation bar's count was refreshed with the cart.
    await page.getByRole('button', { name: `Carrello: ${cartBefore + 10} prodotti` }).waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
  } else {
    expect(await issued()).toBe(issuedBefore + 10);
    expect(await inCart()).toBe(cartBefore);
    await page.getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    // The dialog gives the focus back to the icon.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe('Importa polizze');
  }

  // The same file again: nothing new.
  await openDialog(page);
  const again = (await (await upload(page, modelId, file)).textContent()) ?? '';
  expect(again).toContain(username === 'agenzia' ? '0 Polizze aggiunte al carrello.' : 'Polizze generate: 0');
  expect(again).toContain('10 pratiche erano già state importate');
  expect(await inCart()).toBe(username === 'agenzia' ? cartBefore + 10 : cartBefore);
  expect(await issued()).toBe(username === 'agenzia' ? issuedBefore : issuedBefore + 10);
}

describe('multi-policy import', () => {
  it('agenzia at 1280 px: template, 12 practices (two with errors), added to the cart, the same file again adds nothing', async ({
    page,
  }) => {
    await walk(page, 'agenzia', 1, 'desktop');
  }, 180_000);

  describe('on a 390 px wide phone', () => {
    it.override({ mobile: true });
    it('tour at 390×844: the one-row template, 10 policies issued at once, the same file again issues nothing', async ({
      page,
    }) => {
      await walk(page, 'tour', 2, 'mobile');
    }, 180_000);
  });

  it('a user who may not shop (a supplier) has no upload icon', async ({ page }) => {
    const token = await login('fornitore');
    await openWithToken(page, token, '/');
    await page.getByRole('banner').waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('button', { name: 'Importa polizze' }).count()).toBe(0);
  });
});
