import { expect, request, test, type Page } from '@playwright/test';
import { activateViaApi, profileWithCustomers } from './cart-support';
import { DEMO, expectNoHorizontalScroll, login } from './helpers';
import { chooseAllCodes, countLine, loginFreshAgent } from './lists-helpers';

// Issue 8: the agent's screens as a new user finds them, at 1280×800 and 768×1024.

const TABLET = { width: 768, height: 1024 };

/** The first id of a document list, read through the API as a demo agent (no browser session needed). */
async function firstDocumentId(baseURL: string, call: string, key: string): Promise<number> {
  const api = await request.newContext({ baseURL });
  expect((await api.post('/api/login', { data: { email: DEMO.agent1, password: DEMO.password, scope: 'webapp' } })).ok()).toBe(true);
  const answer = await (await api.post(`/api/${call}`, { data: { page: 1 } })).json();
  await api.dispose();
  return answer[key].data[0].id as number;
}

/** Every column header of a table is shown (none hidden by a breakpoint). */
async function expectHeadersVisible(page: Page, table: string, headers: string[]) {
  for (const name of headers) await expect(page.getByRole('table', { name: table }).getByRole('columnheader', { name, exact: true })).toBeVisible();
}

test('document lines show quantity, price, discounts and total on a tablet; the lists keep Colli and PDF', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(TABLET);
  await loginFreshAgent(page, baseURL, 'righe');

  // Order detail: discounts and current price no longer give way.
  await page.goto('/ordini');
  await chooseAllCodes(page, 'Ordini caricati correttamente');
  await page.getByRole('table', { name: 'Ordini' }).locator('tbody tr').first().getByRole('link').click();
  await expectHeadersVisible(page, "Prodotti dell'ordine", ['Quantità', 'Prezzo', 'Sconti', 'Totale', 'Prezzo attuale']);
  await expectNoHorizontalScroll(page);
  await page.screenshot({ path: 'test-results/screens/order-detail-768.png', fullPage: true });

  // Invoice detail: the lines carry their discounts, so quantity × price − discounts = total reads right.
  await page.goto('/fatture');
  await chooseAllCodes(page, 'Fatture caricate correttamente');
  await expectHeadersVisible(page, 'Fatture', ['PDF']);
  await page.getByRole('table', { name: 'Fatture' }).locator('tbody tr').first().getByRole('link').click();
  await expectHeadersVisible(page, 'Prodotti della fattura', ['Quantità', 'Prezzo', 'Sconti', 'Totale']);
  await expectNoHorizontalScroll(page);
  await page.screenshot({ path: 'test-results/screens/invoice-detail-768.png', fullPage: true });

  await page.goto('/ddt');
  await chooseAllCodes(page, 'DDT caricati correttamente');
  await expectHeadersVisible(page, 'DDT', ['Colli', 'PDF']);
  await expectNoHorizontalScroll(page);

  await page.goto('/prodotti-ordinati');
  await chooseAllCodes(page, 'Prodotti caricati correttamente');
  await expectHeadersVisible(page, 'Prodotti ordinati', ['Quantità', 'Prezzo', 'Sconti', 'Totale']);
  await expectNoHorizontalScroll(page);
  await page.screenshot({ path: 'test-results/screens/ordered-items-768.png', fullPage: true });
});

test('the users list keeps Codici agente and the archive stays a table on a tablet', async ({ page }) => {
  await page.setViewportSize(TABLET);
  await login(page, DEMO.admin);
  await page.goto('/utenti');
  await expect(page.getByRole('columnheader', { name: 'Codici agente' })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await page.getByRole('button', { name: 'Esci' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await login(page, DEMO.agent1);
  await page.goto('/carts-archive/quotes');
  await expect(page.getByRole('columnheader', { name: 'Nome' })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await page.screenshot({ path: 'test-results/screens/archive-768.png', fullPage: true });
});

test("the 'loaded' notice is a status line under the page title that covers nothing; errors stay until closed and a login clears them", async ({ page, baseURL }) => {
  await loginFreshAgent(page, baseURL, 'avvisi');
  await page.goto('/ordini');
  await chooseAllCodes(page, 'Ordini caricati correttamente');
  // Opening a detail loads its list, items and statuses: one status line, never a floating notice over rows.
  await page.getByRole('table', { name: 'Ordini' }).locator('tbody tr').first().getByRole('link').click();
  await expect(page.getByRole('status').filter({ hasText: 'Articoli caricati correttamente' })).toBeVisible();
  // Under the detail's title; the page's line under 'Ordini' still says what the page loaded (issue 55, point 16).
  await expect(page.getByTestId('detail-loaded-status')).toHaveText('Articoli caricati correttamente');
  await expect(page.getByTestId('loaded-status')).toHaveText('Ordini caricati correttamente');
  await expect(page.locator('.mantine-Notification-root').filter({ hasText: 'caricati correttamente' })).toHaveCount(0);
  const header = await page.locator('header').boundingBox();
  const status = await page.getByTestId('loaded-status').boundingBox();
  expect(status!.y).toBeGreaterThan(header!.y + header!.height);

  // A failed login's error stays (it does not close itself) until the next login succeeds.
  await page.getByRole('button', { name: 'Esci' }).click();
  await page.getByLabel('Email').fill(DEMO.agent1);
  await page.getByLabel('Password', { exact: true }).fill('sbagliata');
  await page.getByRole('button', { name: 'Accedi', exact: true }).click();
  await expect(page.getByText('Accesso non autorizzato')).toBeVisible();
  await page.waitForTimeout(7000);
  await expect(page.getByText('Accesso non autorizzato')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: 'Accedi', exact: true }).click();
  await expect(page.getByText('Autenticazione effettuata correttamente')).toBeVisible();
  await expect(page.getByText('Accesso non autorizzato')).toHaveCount(0);
});

test('a shared link opened while logged out comes back after login; the login never leaves the site', async ({ page, baseURL }) => {
  const id = await firstDocumentId(baseURL!, 'invoices/getProfileInvoices', 'invoices');
  await page.goto(`/fatture?profile=*&id=${id}`);
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email').fill(DEMO.agent1);
  await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: 'Accedi', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/fatture\\?profile=(\\*|%2A)&id=${id}$`));
  await expect(page.getByRole('article').getByRole('heading', { name: /^Fattura / })).toBeVisible();
  await expect(page).toHaveTitle('Fatture — Portale agenti');

  // A crafted return address pointing elsewhere lands on the home page.
  await page.getByRole('button', { name: 'Esci' }).click();
  await expect(page.getByRole('button', { name: 'Accedi', exact: true })).toBeVisible();
  await page.evaluate(() => window.history.replaceState({ usr: { from: '//evil.example/x' }, key: 'x', idx: 0 }, '', '/login'));
  await page.reload();
  await page.getByLabel('Email').fill(DEMO.agent1);
  await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: 'Accedi', exact: true }).click();
  await expect(page).toHaveURL(`${baseURL}/`);
});

test('paging brings the next page to its top, in the catalogue on a tablet and in a document list', async ({ page, baseURL }) => {
  await page.setViewportSize(TABLET);
  const agent = await loginFreshAgent(page, baseURL, 'pagine');
  // A list first, while no customer is active (an active one prefills the search: one page only).
  await page.goto('/ordini');
  await chooseAllCodes(page, 'Ordini caricati correttamente');
  await page.getByRole('button', { name: 'Pagina successiva' }).scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  await page.getByRole('button', { name: 'Pagina successiva' }).click();
  await expect(countLine(page)).toContainText('pagina 2 di');
  await expect(page.getByRole('table', { name: 'Ordini' }).locator('tbody tr').first()).toBeInViewport();

  const { profile, customers } = await profileWithCustomers(page, agent.profiles);
  await activateViaApi(page, profile, customers[0]!.id);
  await page.goto('/catalogo');
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  await page.getByRole('button', { name: 'Pagina successiva' }).scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  await page.getByRole('button', { name: 'Pagina successiva' }).click();
  await expect(page.getByText(/pagina 2 di \d+/)).toBeVisible();
  await expect(page.getByTestId('product-card').first()).toBeInViewport();
});

test('counts agree with their number and each route names the tab; Esc closes the tablet menu', async ({ page, baseURL }) => {
  const agent = await loginFreshAgent(page, baseURL, 'plurali');
  const { profile, customers } = await profileWithCustomers(page, agent.profiles);
  await activateViaApi(page, profile, customers[0]!.id);
  await page.goto('/catalogo');
  const code = (await page.getByTestId('product-card').first().getByText(/^Codice:/).innerText()).replace('Codice: ', '');
  await page.getByLabel('Cerca per descrizione o codice').fill(code);
  await page.getByRole('button', { name: 'Cerca' }).click();
  await expect(page.getByText('1 prodotto · pagina 1 di 1')).toBeVisible();
  await expect(page).toHaveTitle('Catalogo — Portale agenti');
  await page.goto('/ordini');
  await expect(page).toHaveTitle('Ordini — Portale agenti');
  await page.goto('/carts-archive/temporary_orders');
  await expect(page).toHaveTitle('Ordini temporanei — Portale agenti');

  await page.setViewportSize(TABLET);
  await page.getByRole('button', { name: 'Apri il menu' }).click();
  const nav = page.getByRole('navigation', { name: 'Navigazione principale' });
  await expect(nav.getByRole('link', { name: 'Fatture' })).toBeInViewport();
  await page.keyboard.press('Escape');
  await expect(nav.getByRole('link', { name: 'Fatture' })).not.toBeInViewport();
  await expect(page.getByRole('button', { name: 'Apri il menu' })).toBeFocused();
});

test('the demo catalogue has pictures and technical sheets; an out-of-stock product says so and adding it warns', async ({ page, baseURL }) => {
  const agent = await loginFreshAgent(page, baseURL, 'immagini');
  const { profile, customers } = await profileWithCustomers(page, agent.profiles);
  await activateViaApi(page, profile, customers[0]!.id);
  await page.goto('/catalogo');
  const image = page.getByTestId('product-card').first().getByRole('img');
  await expect(image).toHaveAttribute('src', /^\/api\/catalog\/image\//);
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(320);

  // Some products have a sheet: a PDF served by the portal.
  let sheet = null;
  for (let p = 1; p <= 6 && !sheet; p++) {
    if (p > 1) await page.getByRole('button', { name: 'Pagina successiva' }).click();
    await expect(page.getByText(new RegExp(`pagina ${p} di`))).toBeVisible();
    const links = page.getByRole('link', { name: 'Scheda prodotto (PDF)' });
    if ((await links.count()) > 0) sheet = await links.first().getAttribute('href');
  }
  expect(sheet).toMatch(/^\/api\/catalog\/sheet\//);
  const pdf = await page.request.get(sheet!);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

  // Out of stock: the card says so; adding warns that it will be ordered.
  const listed = await (await page.request.post('/api/catalog/getProducts', { data: { page: 1, search: '' } })).json();
  let outOfStock = (listed.products.data as { external_id: string; quantity: number }[]).find((p) => p.quantity === 0);
  for (let p = 2; p <= 10 && !outOfStock; p++) {
    const more = await (await page.request.post('/api/catalog/getProducts', { data: { page: p, search: '' } })).json();
    outOfStock = (more.products.data as { external_id: string; quantity: number }[]).find((x) => x.quantity === 0);
  }
  await page.goto(`/catalogo?search=${outOfStock!.external_id}`);
  const unavailable = page.getByTestId('product-card').filter({ has: page.getByTestId('product-unavailable') }).first();
  await expect(unavailable.getByText('Non disponibile')).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/catalog-1280.png' });
  await unavailable.getByRole('button', { name: /Aggiungi al carrello/ }).click();
  await expect(page.getByText(/non disponibile: verrà ordinato/)).toBeVisible();
});

test('the users form validates with the contract before sending and shows server errors on their fields, once', async ({ page }) => {
  await login(page, DEMO.admin);
  await page.goto('/utenti');
  await page.getByRole('button', { name: 'Nuovo utente' }).click();
  const form = page.getByRole('dialog');
  let sent = 0;
  await page.route('**/api/users/update', (route) => {
    sent++;
    return route.continue();
  });
  // Client side: every field at once, nothing sent.
  await form.getByLabel('Email').fill('non-una-email');
  await form.getByRole('button', { name: 'Salva' }).click();
  await expect(form.getByText('Il nome è obbligatorio')).toBeVisible();
  await expect(form.getByText('Indirizzo email non valido')).toBeVisible();
  expect(sent).toBe(0);

  // The password rules are the contract's too (issue 16): passwords that differ are flagged before sending.
  await form.getByLabel('Nome').fill('Utente Doppio');
  await form.getByLabel('Email').fill(DEMO.agent2);
  await form.getByLabel(/^Password/).fill('password-uno');
  await form.getByLabel('Conferma password').fill('password-due');
  await form.getByRole('button', { name: 'Salva' }).click();
  await expect(form.getByText('Le password non coincidono')).toBeVisible();
  expect(sent).toBe(0);
  await expect(page.getByText('Le password non coincidono')).toHaveCount(1);
  // Server side: an e-mail in use, under its field, no notice as well.
  await form.getByLabel('Conferma password').fill('password-uno');
  await form.getByRole('button', { name: 'Salva' }).click();
  await expect(form.getByText('Indirizzo email già utilizzato da un altro utente')).toBeVisible();
  expect(sent).toBe(1);
  await expect(page.locator('.mantine-Notification-root')).toHaveCount(0);
  await expect(page.getByText(/Dati non validi|user\.email/)).toHaveCount(0);
  await expect(page.getByText('Indirizzo email già utilizzato da un altro utente')).toHaveCount(1);
});
