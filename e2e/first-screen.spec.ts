import { expect, test } from '@playwright/test';
import { DEMO } from './helpers';

// Issue 58: the customers home is the first screen after login; the device copy, its database (Dexie) and the reorder
// dialog's code wait until that screen is done (its requests answered, the page idle), so it has the network and
// the main thread to itself.

test("the home's first screen comes before the device copy, its database and the reorder dialog", async ({ page }) => {
  const copyCalls: string[] = [];
  const laterChunks: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/sync/')) copyCalls.push(pathname);
    if (/^\/assets\/(offline-db|home-reorder)-/.test(pathname)) laterChunks.push(pathname);
  });
  // The home's agent codes held back: the first screen is still under way.
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/user/getProfiles', async (route) => {
    await held;
    await route.continue();
  });
  // Signed in, then the home loaded afresh: the first load of a signed-in page.
  const signedIn = await page.request.post('/api/login', { data: { email: DEMO.agent1, password: DEMO.password, scope: 'webapp' } });
  expect(signedIn.ok()).toBe(true);
  await page.goto('/');
  const recent = page.getByRole('region', { name: 'Clienti recenti' });
  await expect(recent.getByTestId('home-customer').first()).toBeVisible();
  // Well past the load event and the idle periods that follow it, and past the 3 s a fixed timer once waited.
  await page.waitForTimeout(4_000);
  expect(copyCalls).toEqual([]);
  expect(laterChunks).toEqual([]);
  // 'Riordina' is there, waiting for its dialog's code.
  await expect(recent.getByRole('button', { name: /^Riordina / }).first()).toBeDisabled();

  release();
  await expect(page.getByRole('region', { name: 'Codici agente' })).toBeVisible();
  await expect(recent.getByRole('button', { name: /^Riordina / }).first()).toBeEnabled({ timeout: 20_000 });
  await expect.poll(() => copyCalls.length, { timeout: 20_000 }).toBeGreaterThan(0);
  expect(laterChunks.some((chunk) => chunk.includes('/offline-db-'))).toBe(true);
  // No notice was shown: the notices' container was never mounted (it mounts with the first notice).
  await page.waitForTimeout(1_500);
  await expect(page.locator('.mantine-Notifications-root')).toHaveCount(0);
});
