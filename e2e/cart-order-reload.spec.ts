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
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
}

/** 'Invia ordine' whose answer is lost after the server made the order (as a reload would cut it off): the order's code. */
async function sendWithLostAnswer(page: Page) {
  let code: string | undefined;
  await page.route('**/api/cart/createOrder', async (route) => {
    const answer = await route.fetch();
    code = ((await answer.json()) as { order_code?: string }).order_code;
    await route.abort('connectionreset');
  });
  await page.getByRole('button', { name: 'Avanti' }).click();
  await page.getByRole('button', { name: 'Invia ordine' }).click();
  await page.getByRole('dialog').filter({ hasText: "Procedere con l'invio dell'ordine?" }).getByRole('button', { name: 'Invia ordine' }).click();
  await expect.poll(() => code).toMatch(/^WEB-/);
  await expect(page.getByTestId('order-banner')).toContainText("Errore nell'inserimento dell'ordine.");
  await page.unroute('**/api/cart/createOrder');
  return code!;
}

test("issue 55, point 5: 'Invia ordine' cut off by a reload shows 'Ordine WEB-… inserito' with a link after the reload", async ({ page, baseURL }) => {
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
