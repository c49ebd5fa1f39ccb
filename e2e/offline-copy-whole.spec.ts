import { expect, test, type Page } from '@playwright/test';
import { loginFreshAgent } from './cart-support';

// Issue 53 points 12–13: the copy stays whole with a wrong device clock and through a reset cut midway.
test.describe.configure({ timeout: 300_000 });
const DOWNLOAD = { timeout: 240_000 };
const UPDATED = /Ultimo aggiornamento: \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/;

const cell = async (page: Page, name: string) =>
  Number((await page.getByRole('row', { name: new RegExp(`^${name} `) }).getByRole('cell').innerText()).replaceAll('.', ''));

// Not yet run: on the shared machine (load ~30 on 2 cores) the e2e server did not start within the config's 180 s,
// twice. The same faults are covered by unit tests (sync-engine.test.ts, server-date.test.ts); run this one and drop
// `fixme` once it passes.
test.fixme("a clock 14 months ahead keeps every order the server handed out; a reset cut midway keeps the old copy and its time", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  // The device's clock runs 14 months ahead (the timers keep running).
  await page.clock.setSystemTime(new Date(Date.now() + 14 * 31 * 86_400_000));
  await loginFreshAgent(page, baseURL, 'offline-clock');
  const orders = new Map<number, boolean>();
  page.on('response', async (response) => {
    if (!response.url().includes('/api/sync/orders')) return;
    const body = (await response.json().catch(() => null)) as { rows: { id: number }[]; deleted: number[] } | null;
    for (const row of body?.rows ?? []) orders.set(row.id, true);
    for (const id of body?.deleted ?? []) orders.delete(id);
  });
  await page.goto('/dispositivo');
  await expect(page.getByTestId('device-updated-at')).toHaveText(UPDATED, DOWNLOAD);
  expect(orders.size).toBeGreaterThan(0);
  // Aged by the server's date: none of the orders handed out was dropped by the device's clock.
  expect(await cell(page, 'Ordini degli ultimi 24 mesi')).toBe(orders.size);

  // The server starts the prices over (as after a price-list change) and the link drops after its first chunk.
  const updated = await page.getByTestId('device-updated-at').innerText();
  const prices = await cell(page, 'Prezzi dei listini dei clienti');
  let calls = 0;
  await page.route('**/api/sync/prices*', async (route) => {
    calls++;
    if (calls === 1) {
      const fresh = await route.fetch({ url: new URL('/api/sync/prices', baseURL).toString() });
      const answer = await fresh.json();
      expect(answer).toMatchObject({ reset: true, more: true });
      return route.fulfill({ response: fresh, json: answer });
    }
    return route.abort('internetdisconnected');
  });
  await page.getByRole('button', { name: 'Aggiorna ora' }).click();
  await expect(page.getByText('Aggiornamento non riuscito')).toBeVisible(DOWNLOAD);
  expect(calls).toBeGreaterThanOrEqual(2);
  // The old copy is still whole and still the one shown: its prices, and the time of the last complete copy.
  await expect(page.getByTestId('device-updated-at')).toHaveText(updated);
  expect(await cell(page, 'Prezzi dei listini dei clienti')).toBe(prices);
  await context.close();
});
