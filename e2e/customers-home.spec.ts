import { expect, request, test, type APIRequestContext, type Locator } from '@playwright/test';
import { DEMO, expectNoHorizontalScroll, expectNoSeriousA11yViolations, login, waitForNoticesToClose } from './helpers';
import { E2E_PASSWORD, createAgentLike } from './users-admin-api';

// Issue 55 §9 and §14: the customers home, the first screen an agent sees after login.

/** The demo agent with the most customers over his codes (the tallest customers home). */
async function busiestDemoAgent(baseURL: string): Promise<string> {
  let best = { email: DEMO.agent1 as string, customers: -1 };
  for (const email of [DEMO.agent1, DEMO.agent2]) {
    const api = await request.newContext({ baseURL });
    expect((await api.post('/api/login', { data: { email, password: DEMO.password, scope: 'webapp' } })).ok()).toBe(true);
    const { profiles } = (await (await api.get('/api/user/getProfiles')).json()) as { profiles: { customers_count: number }[] };
    const customers = profiles.reduce((sum, p) => sum + p.customers_count, 0);
    if (customers > best.customers) best = { email, customers };
    await api.dispose();
  }
  return best.email;
}

test('the phone customers home of the busiest demo agent is at most 4,000 px tall, without sideways scroll', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const agent = await busiestDemoAgent(baseURL!);
  await page.setViewportSize({ width: 390, height: 844 });
  await login(page, agent);
  // The tallest state of the home: an agent code chosen, its first page of customers under the recent ones.
  await page.getByRole('region', { name: 'Codici agente' }).locator('button.mantine-NavLink-root').first().click();
  await expect(page.getByTestId('customers-table')).toBeVisible({ timeout: 45_000 });
  await expect(page.getByTestId('home-customer').first()).toBeVisible({ timeout: 45_000 });
  await page.waitForLoadState('networkidle');
  await waitForNoticesToClose(page);
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  console.log(`customers home of ${agent} at 390 px: ${height} px`);
  await page.screenshot({ path: 'test-results/screens/customers-home-390.png', fullPage: true });
  expect(height).toBeLessThanOrEqual(4000);
  await expectNoHorizontalScroll(page);
});

/** A session of `email` outside the page, for the history a test needs (not counted as the agent's interactions). */
async function apiSession(baseURL: string, email: string, password: string): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL });
  expect((await api.post('/api/login', { data: { email, password, scope: 'webapp' } })).ok()).toBe(true);
  return api;
}

/** The customer's usual order: a priced product in stock, sent through the API earlier. */
async function usualOrder(api: APIRequestContext, profiles: string[]) {
  for (const profile of profiles) {
    const listed = await api.post(`/api/user/getProfileCustomers/${profile}`, { data: { search: '', page: 1 } });
    const customers = ((await listed.json()) as { customers: { data: { id: number; external_id: string; company_name: string; inactive: boolean }[] } }).customers.data;
    const customer = customers.find((c) => !c.inactive);
    if (!customer) continue;
    const answer = await api.post('/api/catalog/getProducts', { data: { search: '', page: 1, customer_external_id: customer.external_id } });
    const { products } = (await answer.json()) as { products: { data: { id: number; external_id: string; current_price: number | null; quantity: number }[] } };
    const product = products.data.find((p) => p.current_price !== null && p.quantity >= 4)!;
    expect(product, 'a priced product in stock').toBeTruthy();
    const sent = await api.post('/api/cart/createOrder', {
      headers: { 'idempotency-key': `home-${customer.id}-${Date.now()}` },
      data: { profile_external_id: profile, customer_id: customer.id, items: [{ product_id: product.id, quantity: 4 }] },
    });
    expect(sent.ok(), await sent.text()).toBe(true);
    return { profile, customer, product, code: ((await sent.json()) as { order_code: string }).order_code };
  }
  throw new Error('no agent code with an active customer');
}

async function ordersOf(api: APIRequestContext, customerCode: string): Promise<number> {
  const answer = await api.post('/api/orders/getProfileOrders', { data: { search: customerCode, page: 1 } });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { orders: { total: number } }).orders.total;
}

// Issue 55 §9: the usual order took 8 interactions from the customers home (agent code, name, Cerca, Scheda visita,
// Aggiungi tutti, Avanti, Invia ordine, Conferma), 9 through 'Riordina'. Counted from the screen after login.
test("the usual order takes five interactions from the screen after login, and the server records exactly one order", async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const agent = await createAgentLike(baseURL!, DEMO.agent1, 'cinque-passi');
  const api = await apiSession(baseURL!, agent.email, E2E_PASSWORD);
  const { customer, product, code } = await usualOrder(api, agent.profiles);
  const before = await ordersOf(api, customer.external_id);

  await login(page, agent.email, E2E_PASSWORD);
  // The first screen after login, untouched: no address typed, no agent code chosen.
  await expect(page).toHaveURL(/\/(\?.*)?$/);
  let interactions = 0;
  const click = async (target: Locator) => {
    await target.click();
    interactions++;
  };
  const recent = page.getByRole('region', { name: 'Clienti recenti' });
  await click(recent.getByRole('button', { name: `Riordina ${customer.company_name}` }));
  const dialog = page.getByRole('dialog', { name: `Riordina l'ordine ${code}` });
  // The existing reorder rules: today's price, the discounts kept, the old and new totals side by side.
  await expect(dialog.getByRole('cell', { name: /^Totale allora \d/ })).toHaveCount(1);
  await expect(dialog.getByRole('cell', { name: /^Totale oggi \d/ })).toHaveCount(1);
  await click(dialog.getByRole('button', { name: 'Aggiungi al carrello' }));
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByTestId('cart-line').filter({ hasText: product.external_id }).getByRole('textbox', { name: /^Quantità/ })).toHaveValue('4', { timeout: 45_000 });
  await click(page.getByRole('button', { name: 'Avanti' }));
  const orderAnswer = page.waitForResponse((r) => r.url().endsWith('/api/cart/createOrder'));
  await click(page.getByRole('button', { name: 'Invia ordine' }));
  await click(page.getByRole('dialog').filter({ hasText: "Procedere con l'invio dell'ordine?" }).getByRole('button', { name: 'Invia ordine' }));
  expect((await orderAnswer).ok()).toBe(true);
  console.log(`usual order from the screen after login: ${interactions} interactions`);
  expect(interactions).toBe(5);
  expect(await ordersOf(api, customer.external_id)).toBe(before + 1);
  await api.dispose();
});

test('the search on the home finds a customer of any of the agent codes without choosing one first', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const agent = await createAgentLike(baseURL!, DEMO.agent1, 'cerca-tutti');
  const api = await apiSession(baseURL!, agent.email, E2E_PASSWORD);
  // A customer of the last code: not the one the home preselects.
  const profile = agent.profiles[agent.profiles.length - 1]!;
  const listed = await api.post(`/api/user/getProfileCustomers/${profile}`, { data: { search: '', page: 2 } });
  const [customer] = ((await listed.json()) as { customers: { data: { external_id: string; company_name: string }[] } }).customers.data;
  expect(customer, 'a customer on the second page of an agent code').toBeTruthy();
  await api.dispose();

  await login(page, agent.email, E2E_PASSWORD);
  await page.getByLabel('Cerca in tutti i tuoi clienti').fill(customer!.external_id);
  await page.getByLabel('Cerca in tutti i tuoi clienti').press('Enter');
  const found = page.getByRole('region', { name: 'Clienti trovati in tutti i codici agente' });
  await expect(found.getByRole('link', { name: customer!.company_name, exact: true })).toBeVisible();
  await expect(found.getByRole('link', { name: `Scheda visita ${customer!.company_name}` })).toBeVisible();
  await page.getByRole('button', { name: 'Torna ai clienti recenti' }).click();
  await expect(page.getByRole('region', { name: 'Clienti recenti' })).toBeVisible();
});

test('the customers home passes axe at 1280, 768 and 390 px, without sideways scroll', async ({ page, baseURL }) => {
  test.setTimeout(240_000);
  await login(page, await busiestDemoAgent(baseURL!));
  await page.getByRole('region', { name: 'Codici agente' }).locator('button.mantine-NavLink-root').first().click();
  await expect(page.getByTestId('customers-table')).toBeVisible({ timeout: 45_000 });
  await expect(page.getByTestId('home-customer').first()).toBeVisible({ timeout: 45_000 });
  await waitForNoticesToClose(page);
  for (const [width, height] of [
    [1280, 900],
    [768, 1024],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await expect(page.getByRole('heading', { name: 'Clienti recenti' })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectNoSeriousA11yViolations(page);
  }
});
