import { expect, test } from '@playwright/test';
import { expectNoHorizontalScroll, expectNoSeriousA11yViolations } from './helpers';
import { chooseAllCodes, countLine, loginFreshAgent } from './lists-helpers';

test("a screen whose code does not arrive says so inside the shell, and Riprova reloads it", async ({ page, baseURL }) => {
  // The invoices screen's chunk is aborted on the way, as a flaky connection (or once a CI run) does.
  await page.route('**/assets/invoices-page-*.js', (route) => route.abort());
  await loginFreshAgent(page, baseURL, 'pezzo-perso');
  await page.getByRole('navigation').getByRole('link', { name: 'Fatture' }).click();
  const alert = page.getByRole('main').getByRole('alert').filter({ hasText: 'Pagina non caricata' });
  await expect(alert).toContainText('La pagina non è arrivata: controllare la connessione e riprovare.');
  await expect(page.getByRole('banner')).toBeVisible();
  for (const size of [{ width: 1280, height: 800 }, { width: 768, height: 1024 }]) {
    await page.setViewportSize(size);
    await expectNoSeriousA11yViolations(page);
    await expectNoHorizontalScroll(page);
  }
  await page.unroute('**/assets/invoices-page-*.js');
  await alert.getByRole('button', { name: 'Riprova' }).click();
  await expect(page.getByRole('heading', { name: 'Fatture', exact: true })).toBeVisible();
  await expect(alert).toHaveCount(0);
});

test('a failed list load shows the server message inline and Riprova loads it again', async ({ page, baseURL }) => {
  await loginFreshAgent(page, baseURL, 'errore');
  // The first load and the query client's two automatic retries of a 5xx all fail.
  let failures = 3;
  await page.route('**/api/shipping_documents/getProfileShippingDocuments**', async (route) => {
    if (failures-- > 0) {
      await route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ message: 'Servizio momentaneamente non disponibile' }) });
    } else {
      await route.continue();
    }
  });
  await page.goto('/ddt?profile=*');
  const alert = page.getByRole('alert').filter({ hasText: 'Servizio momentaneamente non disponibile' });
  await expect(alert).toBeVisible({ timeout: 20_000 });
  await alert.getByRole('button', { name: 'Riprova' }).click();
  await expect(page.getByText('DDT caricati correttamente').first()).toBeVisible();
  await expect(page.getByRole('table', { name: 'DDT' }).locator('tbody tr').first()).toBeVisible();
  await expect(alert).toHaveCount(0);
});

test('an estimated total is shown as approximate', async ({ page, baseURL }) => {
  await loginFreshAgent(page, baseURL, 'stima');
  await page.route('**/api/visit/index**', async (route) => {
    const answer = await (await route.fetch()).json();
    answer.visits.total = 1_234_567;
    answer.visits.last_page = 61_729;
    answer.visits.total_is_estimate = true;
    await route.fulfill({ json: answer });
  });
  await page.goto('/visite');
  await chooseAllCodes(page, 'Visite caricate correttamente');
  await expect(countLine(page)).toContainText('circa 1.234.567 risultati · pagina 1 di 61729');
});

test('a link to a document outside the current page still shows its lines', async ({ page, baseURL }) => {
  await loginFreshAgent(page, baseURL, 'fuori-pagina');
  await page.goto('/ordini?profile=*&page=2');
  // Synchronise on the rows themselves: 'loaded' notices show one at a time, so the statuses' may replace the orders'.
  await expect(page.getByRole('table', { name: 'Ordini' }).locator('tbody tr a').first()).toBeVisible();
  const href = await page.getByRole('table', { name: 'Ordini' }).locator('tbody tr a').first().getAttribute('href');
  const id = new URLSearchParams(href!.split('?')[1]).get('id');
  // The same order opened from page 1, where it is not listed.
  await page.goto(`/ordini?profile=*&id=${id}`);
  await expect(page.getByText("Il documento non è nella pagina corrente dell'elenco: sono mostrati solo i prodotti.")).toBeVisible();
  await expect(page.getByRole('table', { name: "Prodotti dell'ordine" }).or(page.getByText("Nessun prodotto trovato nell'ordine"))).toBeVisible();
  await expect(page.getByRole('article').getByRole('button', { name: 'Attiva' })).toHaveCount(0);
});
