import { expect, test } from '@playwright/test';
import { activateViaApi, loginFreshAgent, profileWithCustomers } from './cart-support';
import { DEMO, expectNoHorizontalScroll, login } from './helpers';
import { chooseAllCodes } from './lists-helpers';

test('an agent sees no admin entries and is sent home from /utenti', async ({ page }) => {
  await login(page, DEMO.agent1);
  const nav = page.getByRole('navigation', { name: 'Navigazione principale' });
  await expect(nav.getByRole('link', { name: 'Clienti' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Utenti' })).toHaveCount(0);
  await page.goto('/utenti');
  await expect(page).toHaveURL(/\/(\?.*)?$/);
  await expect(page.getByRole('heading', { name: 'Utenti' })).toHaveCount(0);
});

test('an admin sees the users entry', async ({ page }) => {
  await login(page, DEMO.admin);
  await expect(page.getByRole('navigation', { name: 'Navigazione principale' }).getByRole('link', { name: 'Utenti' })).toBeVisible();
});

// Issue 16: the side menu scrolls on its own, so every admin entry is reachable on a laptop screen.
for (const viewport of [
  { width: 1366, height: 768 },
  { width: 1280, height: 600 },
]) {
  test(`the admin reaches the last menu entry at ${viewport.width}×${viewport.height}`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await login(page, DEMO.admin);
    const nav = page.getByRole('navigation', { name: 'Navigazione principale' });
    await nav.getByRole('link', { name: 'Listini' }).click();
    await expect(page).toHaveURL(/\/listini$/);
    await expect(page.getByRole('heading', { name: 'Listini' })).toBeVisible();
    // The page behind did not move: the menu scrolled, not the window.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
}

test('the first Tab stop skips to the page content (issue 21)', async ({ page }) => {
  await login(page, DEMO.agent1);
  await page.goto('/ordini');
  await expect(page.getByRole('heading', { name: 'Ordini', level: 2 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Vai al contenuto' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
});

test('on a tablet the menu opens from the burger and the shell does not scroll sideways', async ({ page }) => {
  await page.setViewportSize({ width: 768, height: 1024 });
  await login(page, DEMO.admin);
  await expectNoHorizontalScroll(page);
  await page.getByRole('button', { name: 'Apri il menu' }).click();
  await page.getByRole('navigation', { name: 'Navigazione principale' }).getByRole('link', { name: 'Utenti' }).click();
  await expect(page).toHaveURL(/\/utenti$/);
  await expectNoHorizontalScroll(page);
});

test('on a tablet the header fits: current customer, cart and Esci stay inside the viewport', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 768, height: 1024 });
  const agent = await loginFreshAgent(page, baseURL, 'testata');
  const { profile, customers } = await profileWithCustomers(page, agent.profiles);
  const longest = customers.reduce((a, b) => (b.company_name.length > a.company_name.length ? b : a));
  await activateViaApi(page, profile, longest.id);
  await page.reload();
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: new RegExp(longest.company_name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })).toBeVisible();
  await expect(header.getByRole('link', { name: /^Carrello \d/ })).toBeVisible();
  const esci = header.getByRole('button', { name: 'Esci' });
  await expect(esci).toBeVisible();
  const box = (await esci.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(768);
  await expectNoHorizontalScroll(page);
});

test("'Codici garanzia' is the active entry on both its create and its list routes", async ({ page }) => {
  await login(page, DEMO.admin);
  const entry = page.getByRole('navigation', { name: 'Navigazione principale' }).getByRole('link', { name: 'Codici garanzia' });
  for (const path of ['/warranty-job/create', '/warranty-job/list']) {
    await page.goto(path);
    await expect(entry).toHaveAttribute('data-active', 'true');
  }
  await page.goto('/utenti');
  await expect(entry).not.toHaveAttribute('data-active', 'true');
});

test('keyboard: a field shows a focus ring, and a search keeps the focus in its box (orders, catalogue)', async ({ page }) => {
  await login(page, DEMO.agent1);
  await page.goto('/ordini');
  await chooseAllCodes(page, 'Ordini caricati correttamente');
  const search = page.getByLabel('Ricerca');
  await search.focus();
  // The ring: a 2 px outline, not just a border colour.
  expect(await search.evaluate((el) => getComputedStyle(el).outlineWidth)).toBe('2px');
  await search.fill('OV2026');
  await search.press('Enter');
  await expect(page).toHaveURL(/search=OV2026/);
  await expect(search).toBeFocused();

  await page.goto('/catalogo');
  const catalogue = page.getByLabel('Cerca per descrizione o codice');
  await catalogue.fill('lampada');
  await catalogue.press('Enter');
  await expect(page).toHaveURL(/search=lampada/);
  await expect(catalogue).toBeFocused();
});
