import { expect, test } from '@playwright/test';
import { DEMO, login } from './helpers';
import { chooseAllCodes, countLine, loginFreshAgent, profileColumn } from './lists-helpers';

const LOADED = 'Ordini caricati correttamente';

test('orders: status filter, paging, detail and back keep the list state in the URL', async ({ page, baseURL }) => {
  // A long walk through one list: more steps than the default minute allows on a busy machine.
  test.setTimeout(120_000);
  await loginFreshAgent(page, baseURL, 'ordini-flusso');
  await page.goto('/ordini');
  await chooseAllCodes(page, LOADED);
  const rows = page.getByRole('table', { name: 'Ordini' }).locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  await expect(page.getByTestId('list-totals')).toContainText(/Totale imponibile: [\d.]+,\d\d\s€/);
  await expect(page.getByTestId('list-totals')).toContainText(/Totale IVA: [\d.]+,\d\d\s€/);

  // Filter on the first status that has orders.
  const statusSelect = page.getByLabel('Stato');
  const statusLabels = (await statusSelect.locator('option').allTextContents()).filter((t) => t !== 'Tutti gli stati');
  expect(statusLabels.length).toBeGreaterThan(0);
  const unfilteredCount = await countLine(page).textContent();
  await statusSelect.selectOption({ label: statusLabels[0] });
  await page.getByRole('button', { name: 'Cerca' }).click();
  await expect(page).toHaveURL(/status_id=\d+/);
  await expect(countLine(page)).not.toHaveText(unfilteredCount!);
  const statusCells = page.getByRole('table', { name: 'Ordini' }).locator('tbody tr td:nth-child(5)');
  await expect(statusCells.first()).toHaveText(statusLabels[0]);

  // Back to all statuses to have several pages, then page 2 via 'next' and page 3 via the dropdown.
  await statusSelect.selectOption({ label: 'Tutti gli stati' });
  await page.getByRole('button', { name: 'Cerca' }).click();
  await expect(page).not.toHaveURL(/status_id/);
  await expect(countLine(page)).toHaveText(unfilteredCount!);
  const firstOnPage1 = await rows.first().locator('a').textContent();
  await page.getByRole('button', { name: 'Pagina successiva' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(countLine(page)).toContainText('pagina 2 di');
  await expect(rows.first().locator('a')).not.toHaveText(firstOnPage1!);
  await page.getByLabel('Vai alla pagina').selectOption('3');
  await expect(countLine(page)).toContainText('pagina 3 di');
  await expect(page).toHaveURL(/page=3/);
  await page.getByRole('button', { name: 'Prima pagina' }).click();
  await expect(countLine(page)).toContainText('pagina 1 di');
  await expect(page.getByRole('button', { name: 'Pagina precedente' })).toBeDisabled();
  const lastPage = Number((await countLine(page).textContent())!.match(/di (\d+)/)![1]);
  expect(lastPage).toBeGreaterThan(3);
  await page.getByRole('button', { name: 'Ultima pagina' }).click();
  await expect(countLine(page)).toContainText(`pagina ${lastPage} di ${lastPage}`);
  await expect(page.getByRole('button', { name: 'Pagina successiva' })).toBeDisabled();
  // The count line comes with the page's data, so it says when the new rows are in.
  await page.getByRole('button', { name: 'Pagina precedente' }).click();
  await expect(countLine(page)).toContainText(`pagina ${lastPage - 1} di ${lastPage}`);
  await expect(page).toHaveURL(new RegExp(`page=${lastPage - 1}`));
  const listUrl = page.url();

  // Detail with its lines, then back to the same page of the list.
  const code = (await rows.first().locator('a').textContent())!;
  await rows.first().getByRole('link').click();
  await expect(page).toHaveURL(/id=\d+/);
  await expect(page.getByRole('heading', { name: `Ordine ${code}` })).toBeVisible();
  await expect(page.getByRole('table', { name: "Prodotti dell'ordine" }).or(page.getByText("Nessun prodotto trovato nell'ordine"))).toBeVisible();
  await page.getByRole('link', { name: "← Torna all'elenco" }).click();
  await expect(page).toHaveURL(listUrl);
  await expect(rows.first().locator('a')).toHaveText(code);

  // Browser back reopens the detail; forward returns to the list.
  await page.goBack();
  await expect(page.getByRole('heading', { name: `Ordine ${code}` })).toBeVisible();
  await page.goForward();
  await expect(rows.first().locator('a')).toHaveText(code);
});

test('orders: search, dates, page and open detail survive a reload', async ({ page, baseURL }) => {
  await loginFreshAgent(page, baseURL, 'ordini-ricarica');
  await page.goto('/ordini');
  await chooseAllCodes(page, LOADED);
  const rows = page.getByRole('table', { name: 'Ordini' }).locator('tbody tr');

  // Page 2 and an open detail come back after a reload.
  await page.getByRole('button', { name: 'Pagina successiva' }).click();
  await expect(countLine(page)).toContainText('pagina 2 di');
  const onPage2 = (await rows.first().locator('a').textContent())!;
  await rows.first().getByRole('link').click();
  await expect(page.getByRole('heading', { name: `Ordine ${onPage2}` })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: `Ordine ${onPage2}` })).toBeVisible();
  await page.getByRole('link', { name: "← Torna all'elenco" }).click();
  await expect(countLine(page)).toContainText('pagina 2 di');
  await expect(rows.first().locator('a')).toHaveText(onPage2);

  // Dates typed the Italian way and a search confirmed with Enter come back too.
  await page.getByRole('textbox', { name: 'Data inizio' }).fill('01/01/2000');
  await page.getByRole('textbox', { name: 'Data fine' }).fill('31/12/2099');
  await page.getByLabel('Ricerca').fill(onPage2);
  await page.getByLabel('Ricerca').press('Enter');
  await expect(page).toHaveURL(new RegExp(`search=${onPage2}`));
  await expect(page).toHaveURL(/from=2000-01-01&to=2099-12-31/);
  await expect(page).not.toHaveURL(/page=/);
  await expect(countLine(page)).toContainText('1 risultato · pagina 1 di 1');
  await page.reload();
  await expect(rows.first().locator('a')).toHaveText(onPage2);
  await expect(page.getByLabel('Ricerca')).toHaveValue(onPage2);
  await expect(page.getByRole('textbox', { name: 'Data inizio' })).toHaveValue('01/01/2000');
  await expect(page.getByRole('textbox', { name: 'Data fine' })).toHaveValue('31/12/2099');
  await expect(profileColumn(page).getByRole('button', { name: 'Tutti i codici agente' })).toHaveAttribute('aria-current', 'true');
});

test('Attiva on an order makes its profile and customer current, then hides; the lists then open on them', async ({ page, baseURL }) => {
  await loginFreshAgent(page, baseURL, 'ordini-attiva');
  await page.goto('/ordini');
  await chooseAllCodes(page, LOADED);
  const firstRow = page.getByRole('table', { name: 'Ordini' }).locator('tbody tr').first();
  const customerCode = (await firstRow.locator('td:nth-child(3) p').nth(1).textContent())!;
  await firstRow.getByRole('link').click();
  const detail = page.getByRole('article');
  await detail.getByRole('button', { name: 'Attiva' }).click();
  await expect(page.getByText('Cliente attivato correttamente')).toBeVisible();
  await expect(detail.getByRole('button', { name: 'Attiva' })).toHaveCount(0);
  await expect(page.getByTestId('current-context')).toContainText(customerCode);

  // Still hidden after a reload: the context lives on the server.
  await page.reload();
  await expect(detail.getByRole('heading', { name: /^Ordine / })).toBeVisible();
  await expect(detail.getByRole('button', { name: 'Attiva' })).toHaveCount(0);

  // Entering a list now preselects the current profile and prefills the customer's code.
  await page.getByRole('navigation', { name: 'Navigazione principale' }).getByRole('link', { name: 'Fatture' }).click();
  await expect(page.getByLabel('Ricerca')).toHaveValue(customerCode);
  await expect(profileColumn(page).locator('button[aria-current="true"]')).toHaveCount(1);
  await expect(profileColumn(page).getByRole('button', { name: 'Tutti i codici agente' })).not.toHaveAttribute('aria-current', 'true');
  await expect(page).toHaveURL(new RegExp(`search=${customerCode}`));
});

test('choosing an agent code closes an open detail', async ({ page, baseURL }) => {
  const agent = await loginFreshAgent(page, baseURL, 'ordini-chiudi');
  await page.goto('/ordini');
  await chooseAllCodes(page, LOADED);
  await page.getByRole('table', { name: 'Ordini' }).locator('tbody tr').first().getByRole('link').click();
  await expect(page.getByRole('link', { name: "← Torna all'elenco" })).toBeVisible();
  await profileColumn(page).getByRole('button', { name: new RegExp(`^${agent.profiles[0]} ·`) }).click();
  await expect(page).not.toHaveURL(/id=/);
  await expect(page.getByRole('link', { name: "← Torna all'elenco" })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Cerca' })).toBeVisible();
});

test('an admin picks among all agents, grouped by user', async ({ page }) => {
  await login(page, DEMO.admin);
  await page.goto('/ordini');
  const column = profileColumn(page);
  await expect(column.getByRole('button', { name: 'Tutti gli agenti' })).toBeVisible();
  await expect(column.getByText('Mario Rossi', { exact: true })).toBeVisible();
  await column.getByLabel('Filtra agenti').fill('Giulia');
  await expect(column.getByText('Mario Rossi', { exact: true })).toHaveCount(0);
  await column.getByRole('button', { name: 'Tutti gli agenti' }).click();
  await expect(page.getByText(LOADED).first()).toBeVisible();
  await expect(page.getByRole('table', { name: 'Ordini' }).locator('tbody tr').first()).toBeVisible();
});
