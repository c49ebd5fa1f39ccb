import { expect, test, type Page } from '@playwright/test';
import { activateViaApi, expectAccessible, loginFreshAgent, profileWithCustomers } from './cart-support';
import { expectNoHorizontalScroll } from './helpers';

const LINES = 12;

/** A fresh agent's cart of `LINES` priced products, put on the server through the API; the cart page open. */
async function cartOfLines(page: Page, baseURL: string | undefined, label: string) {
  const agent = await loginFreshAgent(page, baseURL, label);
  const { profile, customers } = await profileWithCustomers(page, agent.profiles);
  const customer = customers[0]!;
  await activateViaApi(page, profile, customer.id);
  const answer = await page.request.post('/api/catalog/getProducts', { data: { search: '', page: 1, customer_external_id: customer.external_id } });
  const { products } = (await answer.json()) as { products: { data: { id: number; current_price: number | null }[] } };
  const priced = products.data.filter((p) => p.current_price !== null).slice(0, LINES);
  expect(priced).toHaveLength(LINES);
  const { cart } = (await (await page.request.get('/api/cart/current')).json()) as { cart: { version: number } };
  const put = await page.request.post('/api/cart/current/update', {
    data: { version: cart.version, cart: { profile_external_id: profile, customer_id: customer.id, items: priced.map((p) => ({ product_id: p.id, quantity: 1 })) } },
  });
  expect(put.ok(), await put.text()).toBe(true);
  await page.goto('/cart');
  // Bounded generously: on a busy two-core machine the cart's chunk can take long to arrive.
  await expect(page.getByTestId('cart-line')).toHaveCount(LINES, { timeout: 45_000 });
}

/** Every button and field of the cart's lines: at least 24 × 24 px (WCAG 2.5.8). */
async function expectTouchTargets(page: Page) {
  const small = await page.getByTestId('cart-line').evaluateAll((rows) =>
    rows.flatMap((row) =>
      Array.from(row.querySelectorAll<HTMLElement>('button, input, select'))
        .map((el) => ({ name: el.getAttribute('aria-label') ?? el.textContent, box: el.getBoundingClientRect() }))
        .filter(({ box }) => box.width < 24 || box.height < 24)
        .map(({ name, box }) => `${name} ${Math.round(box.width)}×${Math.round(box.height)}`),
    ),
  );
  expect(small).toEqual([]);
}

test('issue 55, point 15: at 768 px each cart line is a compact table row (at least 8 lines per screen); at 390 px a card', async ({ page, baseURL }) => {
  // Three widths with axe on a busy two-core machine.
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 768, height: 1024 });
  await cartOfLines(page, baseURL, 'tablet-rows');
  const lines = page.getByTestId('cart-line');
  // A table: its header shows, each line is a table row with its cells side by side.
  await expect(page.getByRole('columnheader', { name: 'Quantità' })).toBeVisible();
  expect(await lines.first().evaluate((row) => getComputedStyle(row).display)).toBe('table-row');
  const heights = await lines.evaluateAll((rows) => rows.map((row) => row.getBoundingClientRect().height));
  const tallest = Math.max(...heights);
  const perScreen = Math.floor(1024 / tallest);
  console.log(`768×1024: tallest line ${Math.round(tallest)} px, ${perScreen} lines per screen`);
  expect(perScreen).toBeGreaterThanOrEqual(8);
  await expectNoHorizontalScroll(page);
  await expectTouchTargets(page);
  await expectAccessible(page);

  // A phone keeps a card per line.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(() => lines.first().evaluate((row) => getComputedStyle(row).display)).toBe('block');
  await expectNoHorizontalScroll(page);
  await expectTouchTargets(page);
  await expectAccessible(page);
});

test("issue 55, point 16: the cart's notices never cover 'Svuota carrello' (1280, 768, 390 px)", async ({ page, baseURL }) => {
  // Three widths with axe on a busy two-core machine.
  test.setTimeout(300_000);
  await cartOfLines(page, baseURL, 'notice-cover');
  const lines = page.getByTestId('cart-line');
  const empty = page.getByRole('button', { name: 'Svuota carrello' });
  for (const [width, height] of [
    [1280, 800],
    [768, 1024],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    // Three lines removed: three notices ('… rimosso dal carrello. Annulla') stacked at once.
    for (let i = 0; i < 3; i++) await lines.first().getByRole('button', { name: /^Rimuovi / }).click();
    await expect(page.locator('.mantine-Notification-root').first()).toBeVisible();
    // Wherever the page stands — its end, where notices sit — the button is reachable and nothing lies over it.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await empty.scrollIntoViewIfNeeded();
    const button = (await empty.boundingBox())!;
    for (const notice of await page.locator('.mantine-Notification-root').all()) {
      const box = await notice.boundingBox({ timeout: 1000 }).catch(() => null);
      // One leaving the screen (closed, or auto-closed) has no box.
      if (!box) continue;
      const overlaps = box.x < button.x + button.width && button.x < box.x + box.width && box.y < button.y + button.height && button.y < box.y + box.height;
      expect(overlaps, `${width} px: a notice over 'Svuota carrello'`).toBe(false);
    }
    // Nothing lies over its middle either (the click is tried, not made).
    await empty.click({ trial: true, timeout: 5000 });
  }
});
