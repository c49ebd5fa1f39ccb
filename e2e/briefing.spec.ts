import { expect, test, type Page } from '@playwright/test';
import { loginFreshAgent, profileWithCustomers, type E2eCustomer } from './cart-support';
import { expectNoSeriousA11yViolations } from './helpers';

// Issue 17: the pre-visit briefing ('Scheda visita') and the usual order rebuilt from it.

/** An order of `quantity` of a priced product in stock, sent through the API: the customer's "usual order". */
async function sendOrder(page: Page, profile: string, customer: E2eCustomer, quantity: number) {
  const answer = await page.request.post('/api/catalog/getProducts', { data: { search: '', page: 1, customer_external_id: customer.external_id } });
  const { products } = (await answer.json()) as { products: { data: { id: number; external_id: string; current_price: number | null; quantity: number }[] } };
  const product = products.data.find((p) => p.current_price !== null && p.quantity >= quantity)!;
  expect(product, 'a priced product in stock').toBeTruthy();
  const sent = await page.request.post('/api/cart/createOrder', {
    headers: { 'idempotency-key': `briefing-${customer.id}-${Date.now()}` },
    data: { profile_external_id: profile, customer_id: customer.id, items: [{ product_id: product.id, quantity }] },
  });
  expect(sent.ok(), await sent.text()).toBe(true);
  const { order_code: code } = (await sent.json()) as { order_code: string };
  return { code, product };
}

async function noSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

test('the briefing shows where the customer stands at 1280, 768 and 390 px, without sideways scroll', async ({ page, baseURL }) => {
  const agent = await loginFreshAgent(page, baseURL, 'scheda');
  const { profile, customers } = await profileWithCustomers(page, agent.profiles);
  const customer = customers[0]!;
  const { code } = await sendOrder(page, profile, customer, 2);

  await page.goto(`/?profile=${profile}`);
  await page.getByTestId('customers-table').getByRole('link', { name: `Scheda visita ${customer.company_name}` }).click();
  await expect(page.getByRole('heading', { name: `Scheda visita — ${customer.company_name}` })).toBeVisible();
  await expect(page).toHaveTitle(/Scheda visita/);
  await expect(page.getByTestId('briefing-figures')).toContainText('Scaduto');
  await expect(page.getByTestId('briefing-figures')).toContainText(/Fatturato \d{4} a oggi/);
  await expect(page.getByTestId('briefing-orders').getByRole('link', { name: code })).toBeVisible();
  // The chart has its text alternative: the same figures as a table.
  await expect(page.getByTestId('turnover-chart-table').getByRole('row')).toHaveCount(6);

  for (const [width, height] of [
    [1280, 900],
    [768, 1024],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await expect(page.getByRole('heading', { name: 'Prodotti abituali non riordinati' })).toBeVisible();
    await noSidewaysScroll(page);
    if (width !== 390) await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: `test-results/briefing-${width}.png`, fullPage: true });
  }
});

test("a returning customer's usual order takes six interactions from the customers home", async ({ page, baseURL }) => {
  const agent = await loginFreshAgent(page, baseURL, 'sei-passi');
  const { profile, customers } = await profileWithCustomers(page, agent.profiles);
  const customer = customers[0]!;
  const { code, product } = await sendOrder(page, profile, customer, 3);
  await page.goto(`/?profile=${profile}`);

  let interactions = 0;
  const click = async (target: ReturnType<Page['getByRole']>) => {
    await target.click();
    interactions++;
  };
  await click(page.getByTestId('customers-table').getByRole('link', { name: `Scheda visita ${customer.company_name}` }));
  await click(page.getByRole('button', { name: `Riordina ${code}` }));
  await click(page.getByRole('dialog', { name: `Riordina l'ordine ${code}` }).getByRole('button', { name: 'Aggiungi al carrello' }));
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByTestId('cart-line').filter({ hasText: product.external_id }).getByRole('textbox', { name: /^Quantità/ })).toHaveValue('3');
  await click(page.getByRole('button', { name: 'Avanti' }));
  const orderAnswer = page.waitForResponse((r) => r.url().endsWith('/api/cart/createOrder'));
  await click(page.getByRole('button', { name: 'Invia ordine' }));
  await click(page.getByRole('dialog').filter({ hasText: "Procedere con l'invio dell'ordine?" }).getByRole('button', { name: 'Invia ordine' }));
  const answer = await orderAnswer;
  expect(answer.ok()).toBe(true);
  const { order_id: orderId } = (await answer.json()) as { order_id: number };
  expect(interactions).toBeLessThanOrEqual(6);

  // The new order repeats the usual one.
  const items = await page.request.get(`/api/orders/getOrderItems/${orderId}`);
  expect(JSON.stringify(await items.json())).toContain(product.external_id);
});

test("'Aggiungi al carrello' on a habitual product not reordered puts its last quantity in the customer's cart", async ({ page, baseURL }) => {
  const agent = await loginFreshAgent(page, baseURL, 'abituali');
  const { profile, customers } = await profileWithCustomers(page, agent.profiles);
  // A demo customer with a habitual product that can be ordered now.
  let found: { customer: E2eCustomer; code: string; quantity: number } | undefined;
  for (const customer of customers) {
    const briefing = (await (await page.request.get(`/api/customer/briefing/${customer.id}`)).json()) as {
      usual_products: { product_code: string; line: { quantity: number } | null }[];
    };
    const usual = briefing.usual_products.find((p) => p.line !== null);
    if (usual) {
      found = { customer, code: usual.product_code, quantity: usual.line!.quantity };
      break;
    }
  }
  expect(found, 'a demo customer with an orderable habitual product').toBeTruthy();
  await page.goto(`/clienti/${found!.customer.id}/scheda-visita?profile=${profile}`);
  await page.getByRole('button', { name: `Aggiungi al carrello ${found!.code}` }).click();
  await expect(page.getByText('1 prodotto aggiunto al carrello dalla scheda visita')).toBeVisible();
  // The customer became the current one, and the agent stays on the briefing.
  await expect(page.getByRole('button', { name: `Attiva ${found!.customer.company_name}` })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await expect
    .poll(async () => {
      const cart = (await (await page.request.get('/api/cart/current')).json()) as { cart: { items: { product_code: string; quantity: number }[] } | null };
      return cart.cart?.items.map((i) => [i.product_code, i.quantity]);
    })
    .toEqual([[found!.code, found!.quantity]]);

  // The row says it is in the cart; 'Aggiungi tutti' adds only the others, never a silent doubling (issue 55).
  const row = page.getByTestId('briefing-usual-products').getByRole('row').filter({ hasText: found!.code });
  await expect(row.getByTestId('usual-in-cart')).toContainText('Nel carrello: ');
  const all = page.getByRole('button', { name: /^Aggiungi tutti/ });
  if (await all.isEnabled()) {
    await all.click();
    await expect(page).toHaveURL(/\/cart$/);
  }
  await expect
    .poll(async () => {
      const cart = (await (await page.request.get('/api/cart/current')).json()) as { cart: { items: { product_code: string; quantity: number }[] } | null };
      return cart.cart?.items.find((i) => i.product_code === found!.code)?.quantity;
    })
    .toBe(found!.quantity);
});

test("chosen rows of the ordered products go into the cart after the same check as 'Riordina'", async ({ page, baseURL }) => {
  const agent = await loginFreshAgent(page, baseURL, 'prodotti-scelti');
  const { profile, customers } = await profileWithCustomers(page, agent.profiles);
  const { code, product } = await sendOrder(page, profile, customers[0]!, 4);
  await page.goto(`/prodotti-ordinati?profile=${profile}&search=${code}`);
  await expect(page.getByTestId('ordered-items-choice')).toContainText('Scegliere i prodotti da rimettere nel carrello');
  await page.getByRole('checkbox', { name: `Scegli ${product.external_id} dell'ordine ${code}` }).check();
  await expect(page.getByTestId('ordered-items-choice')).toContainText('1 prodotto scelto');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Aggiungi al carrello (1)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Aggiungi al carrello i prodotti scelti' });
  await expect(dialog.getByTestId('reorder-lines')).toContainText(product.external_id);
  await dialog.getByRole('button', { name: 'Aggiungi al carrello' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByTestId('cart-line').filter({ hasText: product.external_id }).getByRole('textbox', { name: /^Quantità/ })).toHaveValue('4');
  await expect(page.getByText('1 prodotto aggiunto al carrello dai prodotti ordinati')).toBeVisible();
});
