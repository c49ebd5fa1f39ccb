import { expect, test, type Page } from '@playwright/test';
import { activateViaApi, expectAccessible, loginFreshAgent, pricedProduct, profileWithCustomers } from './cart-support';

/** A fresh agent's cart with one product, on the cart page (online). */
async function cartWithProduct(page: Page, baseURL: string | undefined, label: string) {
  const agent = await loginFreshAgent(page, baseURL, label);
  const { profile, customers } = await profileWithCustomers(page, agent.profiles);
  const customer = customers[0]!;
  await activateViaApi(page, profile, customer.id);
  const product = await pricedProduct(page, '', customer.external_id);
  await page.goto(`/catalogo?search=${encodeURIComponent(product.external_id)}`);
  const card = page.getByTestId('product-card').filter({ hasText: product.external_id });
  await card.getByRole('textbox', { name: /Quantità di/ }).fill('1');
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/cart/current/update') && r.ok());
  await card.getByRole('button', { name: /Aggiungi al carrello/ }).click();
  await saved;
  await page.goto('/cart');
  // Bounded generously: on a busy two-core machine the cart's chunk can take long to arrive.
  await expect(page.getByTestId('cart-line')).toHaveCount(1, { timeout: 45_000 });
  return profile;
}

/** 'Invia ordine' whose answer is lost after the server made the order (as a reload would cut it off): the order's code. */
async function sendWithLostAnswer(page: Page) {
  let code: string | undefined;
  // The link is down until the reload: the cart's poll cannot read the cart the order emptied either (else the page
  // would learn the outcome before the reload — issue 53).
  await page.route('**/api/cart/current', (route) => (code ? route.abort('internetdisconnected') : route.continue()));
  await page.route('**/api/cart/createOrder', async (route) => {
    const answer = await route.fetch();
    code = ((await answer.json()) as { order_code?: string }).order_code;
    await route.abort('connectionreset');
  });
  await page.getByRole('button', { name: 'Avanti' }).click();
  await page.getByRole('button', { name: 'Invia ordine' }).click();
  await page.getByRole('dialog').filter({ hasText: "Procedere con l'invio dell'ordine?" }).getByRole('button', { name: 'Invia ordine' }).click();
  await expect.poll(() => code).toMatch(/^WEB-/);
  // Both the send and its immediate second ask lose their answers: an error, or — once the poll brought the cart the
  // order emptied — the notice that the outcome is being checked.
  await expect(page.getByTestId('order-banner')).toContainText(/Errore nell'inserimento dell'ordine\.|la risposta del server non è arrivata/);
  await page.unroute('**/api/cart/createOrder');
  await page.unroute('**/api/cart/current');
  return code!;
}

test("issue 55, point 5: 'Invia ordine' cut off by a reload shows 'Ordine WEB-… inserito' with a link after the reload", async ({ page, baseURL }) => {
  test.setTimeout(180_000);
  await cartWithProduct(page, baseURL, 'reload-send');
  const code = await sendWithLostAnswer(page);
  let sends = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/api/cart/createOrder')) sends += 1;
  });
  await page.reload();
  const banner = page.getByTestId('order-banner');
  await expect(banner).toContainText(`Ordine ${code} inserito`, { timeout: 20_000 });
  await expectAccessible(page);
  // Asked once; a second reload asks no more (the outcome is known).
  await page.reload();
  await expect(page.getByText('Il carrello è vuoto')).toBeVisible();
  await expect(page.getByTestId('order-banner')).toHaveCount(0);
  expect(sends).toBe(1);
});

test("issue 55, point 5: the banner's link opens the order in the orders list", async ({ page, baseURL }) => {
  await cartWithProduct(page, baseURL, 'reload-link');
  const code = await sendWithLostAnswer(page);
  await page.reload();
  const banner = page.getByTestId('order-banner');
  await expect(banner).toContainText(`Ordine ${code} inserito`, { timeout: 20_000 });
  await banner.getByRole('link', { name: 'Apri l’ordine' }).click();
  await expect(page).toHaveURL(new RegExp(`/ordini\\?.*search=${code}`));
  await expect(page.getByText(code).first()).toBeVisible();
});

test("issue 53: an order whose answer is lost while the cart's poll empties it shows 'Ordine WEB-… inserito', never the error over an empty cart; one order on the server", async ({ page, baseURL }) => {
  const profile = await cartWithProduct(page, baseURL, 'lost-poll');
  // Unique notes tell this order from the ones other tests send for the same agent code.
  const notes = `risposta persa ${Date.now()}`;
  const noted = page.waitForResponse((r) => r.url().endsWith('/api/cart/current/update') && r.ok());
  await page.getByLabel('Note del carrello').fill(notes);
  await noted;
  let code: string | undefined;
  await page.route('**/api/cart/createOrder', async (route) => {
    // Only the first answer is lost: asked again, the server answers.
    if (code) return route.continue();
    const answer = await route.fetch();
    code = ((await answer.json()) as { order_code?: string }).order_code;
    // The server committed the order and emptied the cart; the poll brings that empty cart before the answer is lost.
    await page.waitForResponse(async (r) => r.url().endsWith('/api/cart/current') && r.ok() && ((await r.json()) as { cart: { items: unknown[] } }).cart.items.length === 0);
    await route.abort('connectionreset');
  });
  await page.getByRole('button', { name: 'Avanti' }).click();
  await page.getByRole('button', { name: 'Invia ordine' }).click();
  await page.getByRole('dialog').filter({ hasText: "Procedere con l'invio dell'ordine?" }).getByRole('button', { name: 'Invia ordine' }).click();
  await expect.poll(() => code).toMatch(/^WEB-/);
  const banner = page.getByTestId('order-banner');
  // Asked again under its key at once, the server answers the order it made: its code, as after any order.
  const placed = new RegExp(`Ordine ${code} inserito|Ordine inserito correttamente — ordine ${code}`);
  await expect(banner).toContainText(placed, { timeout: 20_000 });
  await expect(banner.getByRole('link', { name: 'Apri l’ordine' })).toHaveAttribute('href', new RegExp(`search=${code}`));
  await expect(page.getByText('Il carrello è vuoto')).toBeVisible();
  // Another poll changes nothing: no error appears over the empty cart.
  await page.waitForResponse((r) => r.url().endsWith('/api/cart/current') && r.ok());
  await expect(page.getByText("Errore nell'inserimento dell'ordine")).toHaveCount(0);
  await expect(banner).toContainText(placed);
  await expectAccessible(page);
  const answer = await page.request.post(`/api/orders/getProfileOrders/${profile}`, { data: { search: '', page: 1 } });
  expect(answer.ok()).toBe(true);
  const orders = ((await answer.json()) as { orders: { data: { code: string; notes: string | null }[] } }).orders.data.filter((o) => o.notes === notes);
  expect(orders.map((o) => o.code)).toEqual([code]);
});
