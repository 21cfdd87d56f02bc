import ExcelJS from 'exceljs';
import type { Locator, Page, Request } from 'playwright-core';
import { afterAll, describe, expect } from 'vitest';
import { api, apiLogin, closeBrowser, it, openWithToken, storedToken } from './engineHelpers';

/**
 * The My-area list screens (screens/my/*.screen.json), the sign-in-as grid and the commissions
 * report, in Chromium on the real server: every figure the grid shows is checked against the API
 * answer for the same user, so a screen pointing at the wrong list or scope fails here.
 */

afterAll(closeBrowser);

/** Tab title → list call of each My-area screen file. */
const LISTS: Record<string, string> = {
  'Acquisti polizze': 'myoverins/elencoadesioni/fornitore',
  'I tuoi acquisti': 'myoverins/elencoadesioni/distributore',
  'I tuoi distributori': 'myoverins/commerciali/distributori',
  'I tuoi crediti': 'myoverins/distributori/crediti',
  'Acquisti del network': 'myoverins/elencoadesioni/network',
  'Estratti conto del network': 'myoverins/elencoestratticonto/network',
  'I tuoi pagamenti': 'myoverins/elencopagamenti',
  'I tuoi estratti conto': 'myoverins/elencoestratticonto/me',
  'I tuoi utenti': 'myoverins/utentiagenzia',
};
const OWN = ['I tuoi acquisti', 'I tuoi crediti', 'I tuoi pagamenti', 'I tuoi estratti conto'];
const TABS: Array<[user: string, tabs: string[]]> = [
  ['agenzia', [...OWN, 'I tuoi utenti']],
  ['tour', [...OWN, 'I tuoi utenti']],
  ['network', [...OWN, 'Acquisti del network', 'Estratti conto del network', 'I tuoi utenti']],
  ['agenzia.rete', [...OWN, 'I tuoi utenti']],
  ['fornitore', ['Acquisti polizze']],
  ['commerciale', ['I tuoi distributori']],
  ['avviso', [...OWN, 'I tuoi utenti']],
];

interface ListAnswer<T = Record<string, unknown>> {
  items: T[];
  total: number;
}

async function apiList<T = Record<string, unknown>>(
  token: string,
  path: string,
  params: URLSearchParams | string,
) {
  const res = await api(token, `${path}?${params.toString()}`);
  expect(res.status, `${path}?${params.toString()}`).toBe(200);
  return (await res.json()) as ListAnswer<T>;
}

const isListCall = (path: string) => (r: Request) =>
  r.method() === 'GET' && new URL(r.url()).pathname === `/api/${path}`;

/** The grid's next call of `path` (started by `action`) and its query. */
async function nextCall(page: Page, path: string, action: () => Promise<unknown>): Promise<URLSearchParams> {
  const [response] = await Promise.all([
    page.waitForResponse((r) => isListCall(path)(r.request()) && r.status() === 200),
    action(),
  ]);
  return new URL(response.url()).searchParams;
}

const pagerInfo = (page: Page) =>
  page.getByRole('navigation', { name: 'Paginazione' }).locator('[aria-live="polite"]');

async function expectInfo(page: Page, from: number, to: number, total: number): Promise<void> {
  await expect
    .poll(() => pagerInfo(page).textContent())
    .toBe(`${total === 0 ? 0 : from} - ${to} di ${total} ${total === 1 ? 'elemento' : 'elementi'}`);
  // The pager follows the request at once; the rows follow its answer, while the grid is busy.
  await expect.poll(() => grid(page).getAttribute('aria-busy')).not.toBe('true');
}

const grid = (page: Page) => page.getByRole('grid');
const gridSearch = (page: Page) =>
  page.getByRole('toolbar', { name: 'Strumenti della griglia' }).getByRole('searchbox', { name: 'Cerca' });
const dataRows = (page: Page) => grid(page).locator('tbody tr');

/** Values of one column on the page, by the column's header position. */
async function columnTexts(page: Page, title: string): Promise<string[]> {
  const headers = await grid(page).getByRole('columnheader').allTextContents();
  const index = headers.findIndex((h) => h.replace(/[▲▼]/g, '').trim().startsWith(title));
  expect(index, `column ${title} in ${headers.join(' | ')}`).toBeGreaterThanOrEqual(0);
  return dataRows(page)
    .locator(`td:nth-child(${index + 1})`)
    .allTextContents();
}

async function openColumnMenu(page: Page, title: string): Promise<Locator> {
  await page.getByRole('button', { name: `Menu della colonna ${title}`, exact: true }).click();
  return page.getByRole('dialog', { name: `Menu della colonna ${title}` });
}

async function clearGrid(page: Page, path: string): Promise<void> {
  await nextCall(page, path, () => page.getByRole('button', { name: 'Pulisci' }).click());
}

async function answerPaymentDialog(page: Page, user: string): Promise<void> {
  if (user !== 'avviso') return;
  const dialog = page.getByRole('dialog', { name: 'Pagamento di fine mese' });
  await dialog.waitFor();
  await dialog.getByRole('button', { name: 'Chiudi' }).first().click();
  await dialog.waitFor({ state: 'detached' });
}

const euro = (text: string) => Number(text.replace(/[^\d,-]/g, '').replace(',', '.'));

describe('each demo user sees only its own rows in its My-area tabs', () => {
  it.for(TABS)('%s', async ([user, tabs], { page }) => {
    const token = await apiLogin(user);
    await openWithToken(page, token, '/myoverins');
    await answerPaymentDialog(page, user);
    const nav = page.getByRole('navigation', { name: 'MyOverins' });
    await nav.waitFor();
    for (const tab of tabs) {
      const path = LISTS[tab]!;
      const link = nav.getByRole('link', { name: tab, exact: true });
      const query =
        (await link.getAttribute('aria-current')) === 'page'
          ? null
          : await nextCall(page, path, () => link.click());
      await page.waitForURL((url) => url.pathname.startsWith('/myoverins/'));
      const expected = await apiList(token, path, 'page=1&pageSize=20');
      if (query) expect([query.get('page'), query.get('pageSize')]).toEqual(['1', '20']);
      await expectInfo(page, 1, Math.min(20, expected.total), expected.total);
      expect(await dataRows(page).count()).toBe(expected.items.length || 1);
      if (expected.total === 0) await grid(page).getByText('Nessun dato presente').waitFor();
    }
  });
});

describe('the list grammar from the grid: I tuoi acquisti of agenzia', () => {
  const path = 'myoverins/elencoadesioni/distributore';

  it('filters by text, number, date range, multiselect and boolean; sorts, groups, pages', async ({
    page,
  }) => {
    const token = await apiLogin('agenzia');
    const all = await apiList<{ contraente: string; pacchetto: string }>(token, path, 'pageSize=2147483647');
    expect(all.total).toBeGreaterThan(40);
    const first = await nextCall(page, path, () => openWithToken(page, token, '/myoverins/tuoiAcquisti'));
    expect(first.get('filter')).toBeNull();
    await expectInfo(page, 1, 20, all.total);

    // Text: the contraente contains a surname.
    const surname = all.items[0]!.contraente.split(' ').pop()!;
    let menu = await openColumnMenu(page, 'Contraente');
    await menu.getByLabel('Contraente: valore 1').fill(surname);
    let q = await nextCall(page, path, () => menu.getByRole('button', { name: 'Filtra' }).click());
    expect(q.get('filter')).toBe(`(contraente[co]${surname})`);
    let expected = await apiList(token, path, q);
    expect(expected.total).toBe(
      all.items.filter((i) => i.contraente.toLowerCase().includes(surname.toLowerCase())).length,
    );
    await expectInfo(page, 1, Math.min(20, expected.total), expected.total);
    for (const c of await columnTexts(page, 'Contraente'))
      expect(c.toLowerCase()).toContain(surname.toLowerCase());
    await clearGrid(page, path);

    // Number: premium with taxes at least 150 €.
    menu = await openColumnMenu(page, 'Premio totale');
    await menu.getByLabel('Premio totale: operatore 1').selectOption('gte');
    await menu.getByLabel('Premio totale: valore 1').fill('150');
    q = await nextCall(page, path, () => menu.getByRole('button', { name: 'Filtra' }).click());
    expect(q.get('filter')).toBe('(totalePremioImposte[gte]!!n=150)');
    expected = await apiList(token, path, q);
    await expectInfo(page, 1, Math.min(20, expected.total), expected.total);
    for (const c of await columnTexts(page, 'Premio totale')) expect(euro(c)).toBeGreaterThanOrEqual(150);
    await clearGrid(page, path);

    // Date range: bought in the last 90 days.
    const since = new Date(Date.now() - 90 * 86_400_000);
    const day = since.toISOString().slice(0, 10);
    menu = await openColumnMenu(page, 'Data acquisto');
    await menu.getByLabel('Data acquisto: Dal', { exact: true }).fill(`${day}T00:00`);
    q = await nextCall(page, path, () => menu.getByRole('button', { name: 'Filtra' }).click());
    expect(q.get('filter')).toMatch(new RegExp(`^\\(dataAcquisto\\[gte\\]!!date=${day}T00:00:00`));
    expected = await apiList(token, path, q);
    expect(expected.total).toBeGreaterThan(0);
    expect(expected.total).toBeLessThan(all.total);
    await expectInfo(page, 1, Math.min(20, expected.total), expected.total);
    await clearGrid(page, path);

    // Multiselect: one package among those on the page.
    menu = await openColumnMenu(page, 'Pacchetto');
    const option = menu.getByRole('checkbox').first();
    const pacchetto = (await menu.locator('.form-check').first().textContent())!.trim();
    await option.check();
    q = await nextCall(page, path, () => menu.getByRole('button', { name: 'Filtra' }).click());
    expect(q.get('filter')).toContain(`pacchetto[co]${pacchetto}`);
    expected = await apiList(token, path, q);
    expect(expected.total).toBe(all.items.filter((i) => i.pacchetto.includes(pacchetto)).length);
    await expectInfo(page, 1, Math.min(20, expected.total), expected.total);
    await clearGrid(page, path);

    // Boolean: bought with the credit.
    menu = await openColumnMenu(page, 'Pagata con credito');
    await menu.getByLabel('Sì').check();
    q = await nextCall(page, path, () => menu.getByRole('button', { name: 'Filtra' }).click());
    expect(q.get('filter')).toBe('(acquistataConCredito[eq]!!true!!)');
    expected = await apiList(token, path, q);
    await expectInfo(page, 1, Math.min(20, expected.total), expected.total);
    await clearGrid(page, path);

    // Sort: ascending, then descending, on the premium.
    const header = grid(page).getByRole('columnheader', { name: /Premio totale/ });
    q = await nextCall(page, path, () =>
      header.getByRole('button', { name: 'Premio totale', exact: true }).click(),
    );
    expect(q.get('sort')).toBe('totalePremioImposte');
    await expect.poll(() => header.getAttribute('aria-sort')).toBe('ascending');
    let premiums = (await columnTexts(page, 'Premio totale')).map(euro);
    expect(premiums).toEqual([...premiums].sort((a, b) => a - b));
    q = await nextCall(page, path, () =>
      header.getByRole('button', { name: 'Premio totale', exact: true }).click(),
    );
    expect(q.get('sort')).toBe('-totalePremioImposte');
    premiums = (await columnTexts(page, 'Premio totale')).map(euro);
    expect(premiums).toEqual([...premiums].sort((a, b) => b - a));
    await clearGrid(page, path);

    // Group by package: the list comes sorted by it and each group is one grey row.
    menu = await openColumnMenu(page, 'Pacchetto');
    q = await nextCall(page, path, () =>
      menu.getByRole('button', { name: 'Raggruppa per questa colonna' }).click(),
    );
    expect(q.get('sort')?.split(',')[0]).toBe('pacchetto');
    const groups = grid(page).locator('tr[aria-expanded]');
    await expect.poll(() => groups.count()).toBeGreaterThan(0);
    expect(await groups.first().textContent()).toMatch(/^.*Pacchetto: /);
    await clearGrid(page, path);

    // Page 2, then 40 rows a page (back to page 1).
    q = await nextCall(page, path, () => page.getByRole('button', { name: 'Pagina 2' }).click());
    expect([q.get('page'), q.get('pageSize')]).toEqual(['2', '20']);
    await expectInfo(page, 21, Math.min(40, all.total), all.total);
    const secondPage = await apiList<{ numero: string }>(token, path, q);
    expect(await columnTexts(page, 'Numero polizza')).toEqual(secondPage.items.map((i) => i.numero));
    q = await nextCall(page, path, () =>
      page.getByRole('combobox', { name: 'elementi per pagina' }).selectOption('40'),
    );
    expect([q.get('page'), q.get('pageSize')]).toEqual(['1', '40']);
    await expectInfo(page, 1, Math.min(40, all.total), all.total);
    expect(await dataRows(page).count()).toBe(Math.min(40, all.total));
  });

  it('exports Export.xlsx: sheet "Foglio 1", grey header, real dates and numbers', async ({ page }) => {
    const token = await apiLogin('agenzia');
    await nextCall(page, path, () => openWithToken(page, token, '/myoverins/tuoiAcquisti'));
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Esporta in Excel' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Export.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await download.path());
    const sheet = workbook.getWorksheet('Foglio 1');
    expect(sheet).toBeDefined();
    const header = sheet!.getRow(1);
    const titles = (header.values as unknown[]).slice(1);
    expect(titles.slice(0, 3)).toEqual(['Numero polizza', 'Data acquisto', 'Pacchetto']);
    const fill = header.getCell(1).fill as ExcelJS.FillPattern;
    expect(fill.fgColor?.argb).toBe('FF7A7A7A');
    const all = await apiList(token, path, 'pageSize=1');
    expect(sheet!.actualRowCount).toBe(all.total + 1);
    const dateColumn = titles.indexOf('Data acquisto') + 1;
    const premiumColumn = titles.indexOf('Premio totale') + 1;
    expect(sheet!.getRow(2).getCell(dateColumn).value).toBeInstanceOf(Date);
    expect(typeof sheet!.getRow(2).getCell(premiumColumn).value).toBe('number');
  });
});

describe('I tuoi utenti: delete with confirmation', () => {
  it('agenzia deletes one of its users after "Sì" and sees the success toast', async ({ page }) => {
    const token = await apiLogin('agenzia');
    const roles = (await (await api(token, 'dropdown/ruoli/web')).json()) as {
      items: Array<{ value: number }>;
    };
    const created = await api(token, 'myoverins/utentiagenzia', {
      method: 'POST',
      body: JSON.stringify({
        username: 'e2e.daeliminare',
        email: 'e2e.daeliminare@ilgabbianoviaggi.it',
        nome: 'Matteo',
        cognome: 'Marchetti',
        ruoloID: roles.items[0]!.value,
        passwordNuova: 'Elimina2026!',
        passwordConferma: 'Elimina2026!',
        inviaEmail: false,
      }),
    });
    expect(created.status).toBe(200);
    const path = 'myoverins/utentiagenzia';
    await nextCall(page, path, () => openWithToken(page, token, '/myoverins/tuoiUtenti'));
    const before = await apiList(token, path, 'pageSize=1');
    await expectInfo(page, 1, Math.min(20, before.total), before.total);

    const search = gridSearch(page);
    await search.fill('e2e.daeliminare');
    const q = await nextCall(page, path, () => search.press('Enter'));
    expect(q.get('fullTextSearch')).toBe('e2e.daeliminare');
    await expectInfo(page, 1, 1, 1);
    const row = dataRows(page).filter({ hasText: 'e2e.daeliminare' });
    await row.getByRole('button', { name: 'Elimina' }).click();
    const confirm = page.getByRole('dialog', { name: 'Elimina' });
    await confirm.getByText('Confermi la cancellazione?').waitFor();
    const [deleted] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'DELETE'),
      confirm.getByRole('button', { name: 'Sì' }).click(),
    ]);
    expect(deleted.status()).toBe(204);
    await page.getByRole('alert').filter({ hasText: 'Cancellazione riuscita' }).waitFor();
    await grid(page).getByText('Nessun dato presente').waitFor();
    expect((await apiList(token, path, 'pageSize=1')).total).toBe(before.total - 1);
  });
});

describe('I tuoi utenti: creation', () => {
  it('tour creates a user from the dialog; closing it reloads the list', async ({ page }) => {
    const token = await apiLogin('tour');
    const path = 'myoverins/utentiagenzia';
    await nextCall(page, path, () => openWithToken(page, token, '/myoverins/tuoiUtenti'));
    const before = await apiList(token, path, 'pageSize=1');
    await expectInfo(page, 1, Math.min(20, before.total), before.total);

    await page.getByRole('button', { name: 'Nuovo utente' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nuovo utente dell’agenzia' });
    await dialog.getByLabel(/^Nome utente/).fill('e2e.nuovo');
    await dialog.getByLabel(/^E-mail/).fill('e2e.nuovo@mediterraneotour.it');
    await dialog.getByLabel('Nome', { exact: true }).fill('Chiara');
    await dialog.getByLabel(/^Cognome/).fill('Fontana');
    const role = dialog.getByLabel(/^Ruolo/);
    await expect.poll(() => role.locator('option').count()).toBeGreaterThan(1);
    await role.selectOption({ index: 1 });
    const [created] = await Promise.all([
      page.waitForResponse(
        (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === `/api/${path}`,
      ),
      dialog.getByRole('button', { name: 'Crea utente' }).click(),
    ]);
    expect(created.status()).toBe(200);
    await nextCall(page, path, () => dialog.getByRole('button', { name: 'Chiudi' }).first().click());
    await expectInfo(page, 1, Math.min(20, before.total + 1), before.total + 1);
    await grid(page).getByText('e2e.nuovo', { exact: true }).waitFor();
  });
});

describe('sign in as, from the admin grid', () => {
  it('admin searches "agenzia", signs in as Marco Bianchi and disconnects back', async ({ page }) => {
    const admin = await apiLogin('admin');
    const path = 'account/asusers';
    await nextCall(page, path, () => openWithToken(page, admin, '/admin/accediCome'));
    const search = gridSearch(page);
    await search.fill('agenzia');
    const q = await nextCall(page, path, () => search.press('Enter'));
    expect(q.get('fullTextSearch')).toBe('agenzia');
    const expected = await apiList<{ username: string }>(admin, path, q);
    await expectInfo(page, 1, Math.min(20, expected.total), expected.total);
    expect(await columnTexts(page, 'Nome utente')).toEqual(expected.items.map((i) => i.username));

    const row = dataRows(page).filter({ has: page.getByRole('gridcell', { name: 'agenzia', exact: true }) });
    // Spec 1 §4: to the root, then a reload after 500 ms.
    await Promise.all([page.waitForEvent('load'), row.getByRole('button', { name: 'Accedi come' }).click()]);
    await page.waitForURL((url) => url.pathname === '/carrello/carrelloCategorie');
    await page.getByRole('button', { name: 'Marco Bianchi' }).waitFor();
    const asToken = await storedToken(page);
    const me = (await (await api(asToken!, 'account/me')).json()) as {
      userInfo: { userName: string; hasImpersonateUser: boolean; impersonatorFullName: string | null };
    };
    expect(me.userInfo).toMatchObject({ userName: 'agenzia', hasImpersonateUser: true });

    await page.getByRole('button', { name: 'Marco Bianchi' }).click();
    await page.getByRole('button', { name: 'Disconnetti' }).click();
    await page.getByRole('button', { name: 'Giulia Ferraris' }).waitFor();
    const back = (await (await api((await storedToken(page))!, 'account/me')).json()) as {
      userInfo: { userName: string };
    };
    expect(back.userInfo.userName).toBe('admin');
  });
});

describe('the commissions report', () => {
  it('opens on the last month, narrows to one distributor and resets', async ({ page }) => {
    const admin = await apiLogin('admin');
    const path = 'report/commissioni';
    const q = await nextCall(page, path, () => openWithToken(page, admin, '/admin/reportCommissioni'));
    const today = new Date();
    const iso = (d: Date) =>
      `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    expect(q.get('dataA')).toBe(iso(today));
    expect(q.get('dataDa')! < iso(today)).toBe(true);
    const expected = await apiList<{ distributoreID: number }>(admin, path, q);
    expect(expected.total).toBeGreaterThan(0);
    await expectInfo(page, 1, Math.min(20, expected.total), expected.total);

    const one = expected.items[0]!.distributoreID;
    const select = page.getByLabel('Distributore', { exact: true });
    await expect.poll(() => select.locator('option').count()).toBeGreaterThan(1);
    const narrowed = await nextCall(page, path, () => select.selectOption(String(one)));
    expect(narrowed.get('distributoreId')).toBe(String(one));
    const only = await apiList(admin, path, narrowed);
    await expectInfo(page, 1, Math.min(20, only.total), only.total);

    const reset = await nextCall(page, path, () =>
      page.getByRole('button', { name: 'Reimposta filtri' }).click(),
    );
    expect(reset.get('distributoreId')).toBeNull();
    await expectInfo(page, 1, Math.min(20, expected.total), expected.total);
  });
});
