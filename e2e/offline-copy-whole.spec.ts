import { expect, test, type Page } from '@playwright/test';
import { loginFreshAgent } from './cart-support';

// Issue 53 points 12, 13 and 15: the copy stays whole with a wrong device clock, through a reset cut midway and
// through a stalled transfer; the sync's answers come compressed.
test.describe.configure({ timeout: 300_000 });
const DOWNLOAD = { timeout: 240_000 };
const UPDATED = /Ultimo aggiornamento: \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/;
const STALLED = 'La connessione si è fermata durante l’aggiornamento dei dati: quanto già ricevuto è salvato, si riprenderà da lì';

const cell = async (page: Page, name: string) =>
  Number((await page.getByRole('row', { name: new RegExp(`^${name} `) }).getByRole('cell').innerText()).replaceAll('.', ''));

/** How many orders the server hands a fresh device: the whole `sync/orders` feed from no cursor (the page's session). */
async function ordersHandedOut(page: Page) {
  const ids = new Set<number>();
  for (let cursor = ''; ; ) {
    const answer = await page.request.get(`/api/sync/orders${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`);
    expect(answer.ok()).toBe(true);
    const body = (await answer.json()) as { rows: { id: number }[]; deleted: number[]; more: boolean; cursor: string };
    for (const row of body.rows) ids.add(row.id);
    for (const id of body.deleted) ids.delete(id);
    if (!body.more) return ids.size;
    cursor = body.cursor;
  }
}

/**
 * When a feed's copy was last completed on this device (epoch ms), read from its IndexedDB. 'Ultimo aggiornamento'
 * shows the oldest feed's; the feeds download in two lanes, so another feed completing in the same run may move it
 * forward without the cut feed's copy changing.
 */
async function completedAt(page: Page, feed: string): Promise<number | null> {
  return page.evaluate(async (feed) => {
    const name = (await indexedDB.databases()).map((d) => d.name).find((n) => n?.startsWith('portale-offline-'));
    if (!name) return null;
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open(name);
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    try {
      return await new Promise<number | null>((resolve, reject) => {
        const get = db.transaction('feeds').objectStore('feeds').get(feed);
        get.onsuccess = () => resolve((get.result as { completedAt?: number } | undefined)?.completedAt ?? null);
        get.onerror = () => reject(get.error);
      });
    } finally {
      db.close();
    }
  }, feed);
}

test('a clock 14 months ahead keeps every order the server handed out; a reset cut midway and a stalled transfer keep the copy and its time', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  // The device's clock runs 14 months ahead (the timers keep running).
  await page.clock.setSystemTime(new Date(Date.now() + 14 * 31 * 86_400_000));
  await loginFreshAgent(page, baseURL, 'offline-clock');
  const encodings = new Set<string>();
  page.on('response', async (response) => {
    if (!response.url().includes('/api/sync/')) return;
    const encoding = (await response.allHeaders().catch(() => ({}) as Record<string, string>))['content-encoding'];
    if (encoding) encodings.add(encoding);
  });
  await page.goto('/dispositivo');
  await expect(page.getByTestId('device-updated-at')).toHaveText(UPDATED, DOWNLOAD);
  // Point 12 — aged by the server's date: the device keeps every order the server hands a fresh device out, none
  // dropped by its own clock (it dropped 360 → 193 before).
  const orders = await ordersHandedOut(page);
  expect(orders).toBeGreaterThan(0);
  expect(await cell(page, 'Ordini degli ultimi 24 mesi')).toBe(orders);
  // Point 15 — the browser asked for compression (br, gzip) and the larger answers came compressed.
  expect([...encodings].some((e) => e === 'br' || e === 'gzip'), `content-encoding of the sync answers: ${[...encodings].join(', ') || 'none'}`).toBe(true);

  // Point 13 — the server starts the prices over (as after a price-list change) and the link drops after its first chunk.
  const prices = await cell(page, 'Prezzi dei listini dei clienti');
  const pricesAt = await completedAt(page, 'prices');
  expect(pricesAt).not.toBeNull();
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
  // The old copy is still whole and still the one shown: its prices, and the time of its last complete download.
  await expect(page.getByTestId('device-updated-at')).toHaveText(UPDATED);
  expect(await completedAt(page, 'prices')).toBe(pricesAt);
  expect(await cell(page, 'Prezzi dei listini dei clienti')).toBe(prices);
  await page.unroute('**/api/sync/prices*');

  // Point 15 — a transfer that stalls (the products' answer never comes) is given up after 30 s with a message about
  // the link, not the server; what the device holds stays, and the next run completes.
  const products = await cell(page, 'Prodotti del catalogo');
  const productsAt = await completedAt(page, 'products');
  const held: (() => Promise<void>)[] = [];
  await page.route('**/api/sync/products*', (route) => {
    held.push(() => route.abort('timedout').catch(() => {}));
  });
  await page.getByRole('button', { name: 'Aggiorna ora' }).click();
  await expect(page.getByText(STALLED)).toBeVisible({ timeout: 90_000 });
  expect(held.length).toBeGreaterThanOrEqual(1);
  await expect(page.getByTestId('device-updated-at')).toHaveText(UPDATED);
  expect(await completedAt(page, 'products')).toBe(productsAt);
  expect(await cell(page, 'Prodotti del catalogo')).toBe(products);
  await page.unroute('**/api/sync/products*');
  await Promise.all(held.map((abort) => abort()));
  const runs = Number(await page.getByTestId('device-sync-duration').getAttribute('data-runs'));
  await page.getByRole('button', { name: 'Aggiorna ora' }).click();
  await expect.poll(async () => Number(await page.getByTestId('device-sync-duration').getAttribute('data-runs')), DOWNLOAD).toBeGreaterThan(runs);
  await expect(page.getByText('Aggiornamento non riuscito')).toHaveCount(0);
  await expect(page.getByTestId('device-updated-at')).toHaveText(UPDATED);
  expect(await cell(page, 'Prezzi dei listini dei clienti')).toBe(prices);
  expect(await cell(page, 'Prodotti del catalogo')).toBe(products);
  await context.close();
});
