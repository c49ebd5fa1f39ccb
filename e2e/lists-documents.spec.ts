import { expect, test } from '@playwright/test';
import { expectNoHorizontalScroll, expectNoSeriousA11yViolations, waitForNoticesToClose } from './helpers';
import { chooseAllCodes, loginFreshAgent } from './lists-helpers';

test('invoice detail: sums, instalments, lines and the ERP PDF download, on a tablet', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 768, height: 1024 });
  await loginFreshAgent(page, baseURL, 'fatture');
  await page.goto('/fatture');
  await chooseAllCodes(page, 'Fatture caricate correttamente');
  await expect(page.getByTestId('list-totals')).toContainText(/Totale imponibile: [\d.]+,\d\d\s€/);
  const rows = page.getByRole('table', { name: 'Fatture' }).locator('tbody tr');
  // Most demo invoices carry a PDF; open one that does.
  const withPdf = rows.filter({ has: page.locator('td:last-child', { hasText: 'Sì' }) }).first();
  const number = (await withPdf.getByRole('link').textContent())!;
  await withPdf.getByRole('link').click();
  const detail = page.getByRole('article');
  await expect(detail.getByRole('heading', { name: `Fattura ${number}` })).toBeVisible();
  await expect(detail.getByText('Modalità di pagamento')).toBeVisible();
  await expect(detail.getByRole('table', { name: 'Scadenze' }).or(detail.getByText('Nessuna scadenza'))).toBeVisible();
  await expect(detail.getByRole('table', { name: 'Prodotti della fattura' }).locator('tbody tr').first()).toBeVisible();
  await expect(detail.getByRole('table', { name: 'Prodotti della fattura' })).toContainText(/\d+,\d\d\s€/);
  await expectNoHorizontalScroll(page);

  const downloading = page.waitForEvent('download');
  await detail.getByRole('button', { name: 'Scarica PDF' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const path = await download.path();
  const { readFileSync } = await import('node:fs');
  expect(readFileSync(path).subarray(0, 5).toString()).toBe('%PDF-');

  // A JSON answer instead of the file is shown as an error notice with the server's message.
  await page.route('**/api/invoices/downloadPdf/**', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ success: false, message: 'File della fattura non disponibile' }) }),
  );
  await detail.getByRole('button', { name: 'Scarica PDF' }).click();
  await expect(page.getByText('File della fattura non disponibile')).toBeVisible();
});

test('DDT detail lists its lines with the unit of measure, on a tablet, accessibly', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 768, height: 1024 });
  await loginFreshAgent(page, baseURL, 'ddt');
  await page.goto('/ddt');
  await chooseAllCodes(page, 'DDT caricati correttamente');
  const first = page.getByRole('table', { name: 'DDT' }).locator('tbody tr').first();
  const code = (await first.getByRole('link').textContent())!;
  await first.getByRole('link').click();
  const detail = page.getByRole('article');
  // Never 'DDT DDT…' (issue 21): a code that starts with DDT is the title on its own.
  await expect(detail.getByRole('heading', { name: /^DDT/i.test(code) ? code : `DDT ${code}`, exact: true })).toBeVisible();
  await expect(detail.getByText('Causale')).toBeVisible();
  const items = detail.getByRole('table', { name: 'Prodotti del DDT' });
  await expect(items.getByRole('columnheader', { name: 'U.M.' })).toBeVisible();
  await expect(items.locator('tbody tr td:nth-child(4)').first()).not.toBeEmpty();
  await expectNoHorizontalScroll(page);
  await waitForNoticesToClose(page);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: "← Torna all'elenco" }).click();
  await expect(page.getByRole('table', { name: 'DDT' })).toBeVisible();
});

test('ordered products: a search narrows the list and each row links to its order', async ({ page, baseURL }) => {
  await loginFreshAgent(page, baseURL, 'prodotti');
  await page.goto('/prodotti-ordinati');
  await chooseAllCodes(page, 'Prodotti caricati correttamente');
  const rows = page.getByRole('table', { name: 'Prodotti ordinati' }).locator('tbody tr');
  const productCode = (await rows.first().locator('td[data-label="Prodotto"] p').first().textContent())!;
  await page.getByLabel('Ricerca').fill(productCode);
  await page.getByRole('button', { name: 'Cerca' }).click();
  await expect(page).toHaveURL(new RegExp(`search=${productCode}`));
  await expect(rows.first().locator('td[data-label="Prodotto"] p').first()).toHaveText(productCode);
  const orderCode = (await rows.first().getByRole('link').textContent())!;
  await rows.first().getByRole('link').click();
  await expect(page).toHaveURL(/\/ordini\?/);
  await expect(page.getByRole('table', { name: 'Ordini' }).locator('tbody tr').first().getByRole('link')).toHaveText(orderCode);
});

test('visits list shows the customer and the notes, or the empty text', async ({ page, baseURL }) => {
  await loginFreshAgent(page, baseURL, 'visite');
  await page.goto('/visite');
  await chooseAllCodes(page, 'Visite caricate correttamente');
  await expect(page.getByRole('table', { name: 'Visite' }).or(page.getByText('Nessuna visita da visualizzare'))).toBeVisible();
  await page.getByLabel('Ricerca').fill('zzzz-nessuna-corrispondenza');
  await page.getByLabel('Ricerca').press('Enter');
  await expect(page.getByText('Nessuna visita da visualizzare')).toBeVisible();
});
