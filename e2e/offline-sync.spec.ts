import { expect, test, type Page } from '@playwright/test';
import { loginFreshAgent } from './cart-support';
import { DEMO, expectNoHorizontalScroll, expectNoSeriousA11yViolations, login } from './helpers';

// Issue 18: the offline copy on the device ('Dati sul dispositivo'), filled by the sync calls.
// The demo catalogue is a few thousand rows; the embedded database serves the other tests' pages meanwhile.
test.describe.configure({ timeout: 300_000 });
// The background run starts when the page is idle after its first screen; earlier tests may have imported a large catalogue.
const DOWNLOAD = { timeout: 240_000 };

const UPDATED = /Ultimo aggiornamento: \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/;

/** The figures of the page's table, as numbers ('2.000' → 2000). */
async function counts(page: Page) {
  const cell = async (name: string) => Number((await page.getByRole('row', { name: new RegExp(`^${name} `) }).getByRole('cell').innerText()).replaceAll('.', ''));
  return { customers: await cell('Clienti'), products: await cell('Prodotti del catalogo'), prices: await cell('Prezzi dei listini dei clienti') };
}

/** The customer ids the device holds, read from its IndexedDB. */
function localCustomerIds(page: Page, userId: number) {
  return page.evaluate(
    (name) =>
      new Promise<number[]>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const all = open.result.transaction('customers').objectStore('customers').getAllKeys();
          all.onsuccess = () => resolve((all.result as number[]).sort((a, b) => a - b));
        };
      }),
    `portale-offline-${userId}`,
  );
}

/** Every customer of the agent's codes, through the online list (pages of 20). */
async function onlineCustomerIds(page: Page, profiles: string[]) {
  const ids = new Set<number>();
  for (const profile of profiles) {
    for (let p = 1; ; p++) {
      const { customers } = await (await page.request.post(`/api/user/getProfileCustomers/${profile}`, { data: { search: '', page: p } })).json();
      for (const c of customers.data as { id: number }[]) ids.add(c.id);
      if (p >= customers.last_page) break;
    }
  }
  return [...ids].sort((a, b) => a - b);
}

test("an agent's device downloads their customers (exactly theirs), the catalogue and prices; the page is accessible at 1280 and 768", async ({ page, baseURL }) => {
  const agent = await loginFreshAgent(page, baseURL, 'offline');
  await page.getByRole('navigation', { name: 'Navigazione principale' }).getByRole('link', { name: 'Dati sul dispositivo' }).click();
  await expect(page.getByRole('heading', { name: 'Dati sul dispositivo' })).toBeVisible();
  await expect(page.getByTestId('device-updated-at')).toHaveText(UPDATED, DOWNLOAD);
  const held = await counts(page);
  expect(held.products).toBeGreaterThan(0);
  expect(held.prices).toBeGreaterThan(0);
  const me = await (await page.request.get('/api/user/current')).json();
  const local = await localCustomerIds(page, me.user.id);
  expect(local).toEqual(await onlineCustomerIds(page, agent.profiles));
  expect(held.customers).toBe(local.length);

  for (const width of [1280, 768]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoSeriousA11yViolations(page);
    await expectNoHorizontalScroll(page);
  }

  // Without network the page says so and does not offer an update.
  await page.context().setOffline(true);
  await expect(page.getByText('Nessuna rete')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Aggiorna ora' })).toBeDisabled();
  await page.context().setOffline(false);
  await expect(page.getByRole('button', { name: 'Aggiorna ora' })).toBeEnabled();
});

test('a first download cut midway says so, keeps what it stored, and resumes from there', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await loginFreshAgent(page, baseURL, 'offline-cut');
  const prices: string[] = [];
  let cut = true;
  await page.route('**/api/sync/prices*', async (route) => {
    prices.push(new URL(route.request().url()).searchParams.get('cursor') ?? '');
    // The demo's prices come in two chunks sized on the wire: the second is cut, the first stays stored.
    if (cut && prices.length === 2) return route.abort('internetdisconnected');
    return route.continue();
  });
  await page.goto('/dispositivo');
  await expect(page.getByText('Aggiornamento non riuscito')).toBeVisible(DOWNLOAD);
  await expect(page.getByTestId('device-updated-at')).toHaveText('Ultimo aggiornamento: mai');
  const cursorBeforeCut = prices[1];
  cut = false;
  await page.getByRole('button', { name: 'Aggiorna ora' }).click();
  await expect(page.getByTestId('device-updated-at')).toHaveText(UPDATED, DOWNLOAD);
  // The prices resumed with the cursor of the last stored chunk: no chunk downloaded twice from the start.
  expect(prices[2]).toBe(cursorBeforeCut);
  expect(prices.filter((c) => c === '')).toHaveLength(1);
  expect((await counts(page)).prices).toBeGreaterThan(0);
  await context.close();
});

test('administrators have no offline copy: no menu entry, and the page says why', async ({ page }) => {
  await login(page, DEMO.admin);
  await expect(page.getByRole('navigation', { name: 'Navigazione principale' }).getByRole('link', { name: 'Dati sul dispositivo' })).toHaveCount(0);
  await page.goto('/dispositivo');
  await expect(page.getByText('I dati per l’uso senza rete sono scaricati solo per gli agenti.')).toBeVisible();
});
