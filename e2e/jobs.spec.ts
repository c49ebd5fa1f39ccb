import { expect, test } from '@playwright/test';
import { expectAccessible } from './cart-support';
import { DEMO, expectNoHorizontalScroll, login } from './helpers';

// A file big enough that the run is visibly in progress for a moment on the embedded database.
const ROWS = 100_000;
function productsFile(version: string) {
  const lines = ['external_id;description;quantity'];
  for (let i = 1; i <= ROWS; i++) lines.push(`E2E-${i};Articolo di prova ${i} € ${version};${i % 90},5`);
  return Buffer.from(lines.join('\r\n') + '\r\n', 'utf8');
}

test('an admin uploads an ERP file, runs a dry run, imports it, watches the progress and sees the green row', async ({ page }) => {
  test.setTimeout(400_000);
  await login(page, DEMO.admin);
  await page.getByRole('navigation', { name: 'Navigazione principale' }).getByRole('link', { name: 'Job' }).click();
  await expect(page.getByRole('tab', { name: 'Comandi' })).toHaveAttribute('aria-selected', 'true');
  // A compact list: one row per command; 'Esegui' opens the command's panel.
  await expect(page.getByRole('table', { name: 'Comandi' }).getByRole('row').filter({ hasText: 'import:products' })).toBeVisible();
  await expectAccessible(page);
  const card = page.getByRole('dialog', { name: 'Esegui import:products' });
  const openPanel = () => page.getByRole('button', { name: 'Esegui import:products' }).click();
  await openPanel();
  await expect(card).toBeVisible();
  await expectAccessible(page);

  await card.locator('input[type="file"]').setInputFiles({ name: 'prodotti.csv', mimeType: 'text/csv', buffer: productsFile('v1') });
  await expect(page.getByText('File caricato correttamente')).toBeVisible();
  const fileArg = card.getByRole('textbox', { name: /File \(cartella import\)/ });
  await expect(fileArg).toHaveValue(/^upload-.*prodotti\.csv$/);

  // 'Prova': nothing written, the row reports what would happen.
  // Without force: the click waits for the panel to finish sliding in.
  await card.getByRole('switch', { name: 'Prova (non scrive nulla)' }).check();
  await card.getByRole('button', { name: 'Esegui prova' }).click();
  await expect(page.getByText('Comando accodato correttamente')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Coda' })).toHaveAttribute('aria-selected', 'true');
  const dryRow = page.locator('tr[data-status]').first();
  await expect(dryRow).toHaveAttribute('data-status', 'completed', { timeout: 180_000 });
  await expect(page.getByText(`Prova: ${ROWS.toLocaleString('it-IT')} righe da creare, 0 righe da modificare, 0 righe rifiutate`)).toBeVisible();

  // The real import: the progress bar moves (rows done/total), then the row turns green.
  await page.getByRole('tab', { name: 'Comandi' }).click();
  await openPanel();
  // The file of the dry run is still there, and so is 'Prova': switch it off.
  await expect(fileArg).toHaveValue(/^upload-.*prodotti\.csv$/);
  await card.getByRole('switch', { name: 'Prova (non scrive nulla)' }).uncheck();
  await card.getByRole('button', { name: 'Esegui', exact: true }).click();
  const row = page.locator('tr[data-status]').first();
  await expect(row).toHaveAttribute('data-status', 'started', { timeout: 60_000 });
  // The bar is there from the start (empty at 0 %, so not 'visible' yet) with the rows counted.
  await expect(row.getByRole('progressbar', { name: 'Avanzamento import:products' })).toBeAttached();
  await expect(row.getByText(new RegExp(`/ ${ROWS.toLocaleString('it-IT')} righe`))).toBeVisible();
  await expect(row).toHaveAttribute('data-status', 'completed', { timeout: 180_000 });
  await expect(row.getByText('Completato')).toBeVisible();
  expect(await row.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');
  await expect(page.getByText(`${ROWS.toLocaleString('it-IT')} righe create, 0 righe modificate`)).toBeVisible();
  await expectAccessible(page);

  // A broken file: red row, the bad line listed with its field and reason.
  await page.getByRole('tab', { name: 'Comandi' }).click();
  await openPanel();
  await card.locator('input[type="file"]').setInputFiles({
    name: 'rotto.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('external_id;quantity\r\nE2E-1;tre\r\n', 'utf8'),
  });
  await expect(fileArg).toHaveValue(/rotto\.csv$/);
  await card.getByRole('button', { name: 'Esegui', exact: true }).click();
  const failed = page.locator('tr[data-status]').first();
  await expect(failed).toHaveAttribute('data-status', 'failed', { timeout: 60_000 });
  await expect(page.getByText('Nessuna riga importata: il file contiene 1 errore')).toBeVisible();
  await failed.getByRole('button', { name: 'Dettagli' }).click();
  const errors = page.getByRole('table', { name: 'Righe rifiutate' });
  await expect(errors.getByRole('row').nth(1)).toContainText('2quantityNumero non valido: "tre"');
  await expect(page.getByRole('link', { name: /Scarica tutti gli errori/ })).toBeVisible();
});

test("on a 768 tablet the 'Coda' rows stack and nothing scrolls sideways, details included", async ({ page }) => {
  await page.setViewportSize({ width: 768, height: 1024 });
  await login(page, DEMO.admin);
  await page.goto('/job');
  await page.getByRole('button', { name: 'Esegui import:products' }).click();
  const card = page.getByRole('dialog', { name: 'Esegui import:products' });
  await card.locator('input[type="file"]').setInputFiles({
    name: 'tablet.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('external_id;quantity\r\nE2E-1;tre\r\n', 'utf8'),
  });
  await expect(card.getByRole('textbox', { name: /File \(cartella import\)/ })).toHaveValue(/tablet\.csv$/);
  await card.getByRole('button', { name: 'Esegui', exact: true }).click();
  await expect(page.getByRole('tab', { name: 'Coda' })).toHaveAttribute('aria-selected', 'true');
  const row = page.locator('tr[data-status]').first();
  await expect(row).toHaveAttribute('data-status', 'failed', { timeout: 60_000 });
  await expect(page.getByRole('table', { name: 'Coda dei comandi' }).locator('thead')).toBeHidden();
  await expectNoHorizontalScroll(page);
  await row.getByRole('button', { name: 'Dettagli' }).click();
  await expect(page.getByRole('table', { name: 'Righe rifiutate' })).toBeVisible();
  await expectNoHorizontalScroll(page);
});
