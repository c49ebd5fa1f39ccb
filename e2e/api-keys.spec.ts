import { expect, test } from '@playwright/test';
import { DEMO, expectNoSeriousA11yViolations, login } from './helpers';

// Issue 64, part 3: 'Chiavi di integrazione'. An admin creates a key (shown once), the ERP calls with it as curl
// would (Authorization: Bearer, no cookie), the admin revokes it and the same call answers 401. The screen has no
// serious axe violation at 1280, 768 and 390 px, empty, with the new key shown, and listed.

const WIDTHS = [
  { width: 1280, height: 800 },
  { width: 768, height: 1024 },
  { width: 390, height: 844 },
];

test('create a key, call with it, revoke it: the next call answers 401', async ({ page, playwright, baseURL }) => {
  test.setTimeout(180_000);
  await login(page, DEMO.admin);
  await page.getByRole('navigation', { name: 'Navigazione principale' }).getByRole('link', { name: 'Chiavi di integrazione' }).click();
  await expect(page.getByRole('heading', { name: 'Chiavi di integrazione' })).toBeVisible();
  await expect(page.getByText('Caricamento chiavi…')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  const name = `ERP e2e ${Date.now()}`;
  await page.getByRole('button', { name: 'Nuova chiave' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nuova chiave di integrazione' });
  await dialog.getByRole('button', { name: 'Crea la chiave' }).click();
  await expect(dialog.getByText('Indicare un nome')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Nome' }).fill(name);
  await dialog.getByRole('button', { name: 'Crea la chiave' }).click();
  await expect(dialog.getByText('Copiare la chiave adesso')).toBeVisible();
  const secret = (await dialog.getByTestId('new-api-key').textContent())!.trim();
  expect(secret).toMatch(/^pak_[A-Za-z0-9_-]{43}$/);
  await expect(dialog.getByRole('button', { name: 'Copia la chiave' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Ho salvato la chiave' }).click();

  // Listed by its prefix only, active, never used.
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText(`${secret.slice(0, 12)}…`);
  await expect(row).toContainText('Attiva');
  await expect(row).toContainText('Mai usata');
  await expect(row).not.toContainText(secret.slice(12));

  // The ERP, as curl: no cookie, the key in the header.
  const erp = await playwright.request.newContext({ baseURL });
  const withKey = { headers: { authorization: `Bearer ${secret}` } };
  const pending = await erp.get('/api/job/getExportFiles', withKey);
  expect(pending.status()).toBe(200);
  expect(pending.headers()['set-cookie']).toBeUndefined();
  expect((await erp.get('/api/users', withKey)).status()).toBe(403);

  await page.reload();
  await expect(row).not.toContainText('Mai usata');
  await row.getByRole('button', { name: `Revoca ${name}` }).click();
  await page.getByRole('dialog', { name: 'Revoca chiave' }).getByRole('button', { name: 'Revoca' }).click();
  await expect(row).toContainText('Revocata');
  const refused = await erp.get('/api/job/getExportFiles', withKey);
  expect(refused.status()).toBe(401);
  expect(await refused.json()).toMatchObject({ code: 'UNAUTHORIZED', message: 'Chiave di integrazione non valida, scaduta o revocata' });
  await erp.dispose();

  // The key's history names its call.
  await row.getByRole('button', { name: `Storico modifiche di ${name}` }).click();
  await expect(page.getByText('GET /api/job/getExportFiles')).toBeVisible();
});

for (const viewport of WIDTHS) {
  test(`'Chiavi di integrazione' at ${viewport.width} px has no serious axe violation`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await login(page, DEMO.admin);
    await page.goto('/chiavi-integrazione');
    await expect(page.getByRole('heading', { name: 'Chiavi di integrazione' })).toBeVisible();
    await expect(page.getByText('Caricamento chiavi…')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Nuova chiave' }).click();
    await expect(page.getByRole('dialog', { name: 'Nuova chiave di integrazione' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
}
