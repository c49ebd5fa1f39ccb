import { expect, test } from '@playwright/test';
import { activateViaApi, loginFreshAgent, pricedProduct, profileWithCustomers } from './cart-support';
import { expectNoSeriousA11yViolations } from './helpers';

// Issue 21.10: the payment mode is shown and can be agreed in the cart; the server applies its discount.
test("choosing another payment mode in the cart applies its discount to the server's total, and it is kept", async ({ page, baseURL }) => {
  const agent = await loginFreshAgent(page, baseURL, 'pagamento');
  const { profile, customers } = await profileWithCustomers(page, agent.profiles);
  const customer = customers[0]!;
  await activateViaApi(page, profile, customer.id);
  const product = await pricedProduct(page, '', customer.external_id);
  const { cart } = (await (await page.request.get('/api/cart/current')).json()) as { cart: { version: number } };
  const put = await page.request.post('/api/cart/current/update', {
    data: { version: cart.version, cart: { profile_external_id: profile, customer_id: customer.id, items: [{ product_id: product.id, quantity: 10 }] } },
  });
  expect(put.ok(), await put.text()).toBe(true);

  const { payment_modes: modes } = (await (await page.request.get('/api/cart/paymentModes')).json()) as { payment_modes: { id: number; description: string; discount: number }[] };
  const withDiscount = modes.find((m) => m.discount > 0)!;
  expect(withDiscount, 'a demo payment mode with a discount').toBeTruthy();

  await page.goto('/cart');
  const select = page.getByLabel('Modalità di pagamento');
  await expect(select).toHaveValue('');
  await expect(select.locator('option').first()).toHaveText(/^Del cliente/);
  const before = await page.getByTestId('summary-final').textContent();
  await select.selectOption(String(withDiscount.id));
  await expect(page.getByTestId('cart-summary')).toContainText(`Modalità di pagamento: ${withDiscount.description}`);
  await expect(page.getByTestId('summary-payment')).toHaveText(/^− /);
  await expect(page.getByTestId('cart-summary')).not.toHaveAttribute('aria-busy', 'true');
  await expect(page.getByTestId('summary-final')).not.toHaveText(before!);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: 'test-results/cart-payment-mode.png', fullPage: true });

  // The server keeps the choice: a reload (or another device) shows it.
  await expect
    .poll(async () => ((await (await page.request.get('/api/cart/current')).json()) as { cart: { payment_mode_id: number | null } }).cart.payment_mode_id)
    .toBe(withDiscount.id);
  await page.reload();
  await expect(page.getByLabel('Modalità di pagamento')).toHaveValue(String(withDiscount.id));
});
