import { expect, test, type Page } from '@playwright/test';
import { activateViaApi, expectAccessible, loginFreshAgent, profileWithCustomers } from './cart-support';
import { expectNoHorizontalScroll } from './helpers';

const LINES = 120;

/** `count` priced products of the customer's list, through the catalogue call. */
async function pricedProducts(page: Page, customerExternalId: string, count: number) {
  const found: { id: number; external_id: string }[] = [];
  for (let p = 1; found.length < count; p++) {
    const answer = await page.request.post('/api/catalog/getProducts', { data: { search: '', page: p, customer_external_id: customerExternalId } });
    expect(answer.ok()).toBe(true);
    const { products } = (await answer.json()) as { products: { data: { id: number; external_id: string; current_price: number | null }[]; last_page: number } };
    found.push(...products.data.filter((x) => x.current_price !== null));
    if (p >= products.last_page) break;
  }
  expect(found.length, `${count} priced products`).toBeGreaterThanOrEqual(count);
  return found.slice(0, count);
}

/** The cart page renders the lines of a long cart near the screen only (issue 21, point 11): all are still reachable. */
test(`a ${LINES}-line cart renders the lines near the screen; the last one can be reached and edited`, async ({ page, baseURL }) => {
  // Two axe passes over a 120-line cart and ~100 key presses: ~20 s alone, past a minute next to the offline tests
  // on a busy two-core machine (CI of 27/11, both attempts).
  test.setTimeout(120_000);
  const agent = await loginFreshAgent(page, baseURL, 'lungo');
  const { profile, customers } = await profileWithCustomers(page, agent.profiles);
  const customer = customers[0]!;
  await activateViaApi(page, profile, customer.id);
  const products = await pricedProducts(page, customer.external_id, LINES);
  const { cart } = (await (await page.request.get('/api/cart/current')).json()) as { cart: { version: number } };
  const put = await page.request.post('/api/cart/current/update', {
    data: { version: cart.version, cart: { profile_external_id: profile, customer_id: customer.id, items: products.map((p) => ({ product_id: p.id, quantity: 1 })) } },
  });
  expect(put.ok(), await put.text()).toBe(true);

  await page.goto('/cart');
  // The table tells assistive technology how many lines there are, and the rendered ones say where they stand.
  await expect(page.locator(`table[aria-rowcount="${LINES + 1}"]`)).toBeVisible();
  const lines = page.getByTestId('cart-line');
  await expect(lines.first()).toHaveAttribute('aria-rowindex', '2');
  const rendered = await lines.count();
  expect(rendered).toBeGreaterThan(5);
  expect(rendered).toBeLessThan(LINES / 2);
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/cart-long-1280x800.png' });

  // The keyboard walks down the lines past those first rendered: each line has five stops (quantity, two
  // discounts, notes, remove), unless it takes no discounts.
  await lines.first().getByRole('textbox', { name: /^Quantità/ }).focus();
  for (let i = 0; i < rendered * 5; i++) await page.keyboard.press('Tab');
  const reached = Number(await page.evaluate(() => document.activeElement?.closest('tr')?.getAttribute('aria-rowindex')));
  expect(reached).toBeGreaterThan(rendered + 1);

  // The end of the page holds the last line. Rows are measured as they are drawn (two-line descriptions are taller
  // than the estimate), so the end moves as it is approached: scroll to it until it stays, as End pressed again.
  const last = lines.filter({ hasText: products.at(-1)!.external_id });
  await expect
    .poll(async () => {
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      return last.count();
    })
    .toBe(1);
  await expect(last).toBeVisible();
  await expect(last).toHaveAttribute('aria-rowindex', String(LINES + 1));
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/cart/current/update') && r.ok());
  await last.getByRole('textbox', { name: /^Quantità/ }).fill('3');
  await saved;
  const stored = (await (await page.request.get('/api/cart/current')).json()) as { cart: { items: { product_id: number; quantity: number }[] } };
  expect(stored.cart.items).toHaveLength(LINES);
  expect(stored.cart.items.find((i) => i.product_id === products.at(-1)!.id)?.quantity).toBe(3);

  // Back at the top, the first line is there again, as it was.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(lines.filter({ hasText: products[0]!.external_id })).toBeVisible();

  await page.setViewportSize({ width: 768, height: 1024 });
  await expect(lines.first()).toBeVisible();
  // Stacked, a line is several times taller: the lines not drawn are counted at the drawn ones' height, so the
  // page (and its scroll bar) keeps the whole cart's length.
  const lineHeight = await lines.first().evaluate((row) => row.getBoundingClientRect().height);
  await expect.poll(() => page.evaluate(() => document.body.scrollHeight)).toBeGreaterThan(LINES * lineHeight * 0.8);
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);
  await page.evaluate(() => window.scrollTo(0, 5000));
  await page.screenshot({ path: 'test-results/cart-long-768x1024.png' });
});
