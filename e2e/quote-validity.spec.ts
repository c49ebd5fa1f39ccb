import { expect, test } from '@playwright/test';
import { expectAccessible, loginFreshAgent, pricedProduct, profileWithCustomers } from './cart-support';

const italian = (iso: string) => iso.split('-').reverse().join('/');
/** Today in Rome (the server's business date), as YYYY-MM-DD. */
const todayInRome = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date());
const addDays = (iso: string, days: number) => new Date(Date.parse(`${iso}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

test("issue 55, point 4: a new version keeps the validity the agent chose; a past or impossible date gets a message", async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const agent = await loginFreshAgent(page, baseURL, 'validita');
  const { profile, customers } = await profileWithCustomers(page, agent.profiles);
  const customer = customers[0]!;
  const product = await pricedProduct(page, '', customer.external_id);
  const chosen = addDays(todayInRome(), 16);
  const cart = { name: 'Validità e2e', type: 'quotes', profile_external_id: profile, customer_id: customer.id, items: [{ product_id: product.id, quantity: 2 }] };
  const saved = await page.request.post('/api/cart/save', { data: { cart: { ...cart, valid_until: chosen } } });
  expect(saved.ok(), await saved.text()).toBe(true);
  const { id } = ((await saved.json()) as { cart: { id: number } }).cart;
  // Emailed: v1 is the customer's, the next save makes v2.
  const mail = await page.request.post('/api/cart/sendEmail', { data: { cart: { ...cart, id }, customer_email: 'cliente.e2e@example.com' } });
  expect(((await mail.json()) as { success: boolean }).success).toBe(true);

  await page.goto('/carts-archive/quotes');
  await page.getByTestId('archive-row').filter({ hasText: 'Validità e2e' }).getByRole('button', { name: /^Ripristina/ }).click();
  await expect(page).toHaveURL(/\/cart$/);
  const quantity = page.getByTestId('cart-line').getByRole('textbox', { name: /^Quantità/ });
  await quantity.fill('5');
  await quantity.press('Tab');
  await page.getByRole('button', { name: 'Avanti' }).click();
  await page.getByRole('button', { name: 'Salva' }).click();
  const dialog = page.getByRole('dialog', { name: 'Salva preventivo' });
  const date = dialog.getByRole('textbox', { name: 'Valido fino al' });
  await expect(date).toHaveValue(italian(chosen));
  await expect(dialog).toContainText('La stessa in ogni nuova versione, finché non la cambi');
  for (const width of [1280, 768, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await expectAccessible(page);
  }
  await page.setViewportSize({ width: 1280, height: 800 });

  for (const [typed, message] of [
    ['01/01/2026', `La data non può essere prima del ${italian(todayInRome())}`],
    ['31/02/2027', 'Data non valida: scrivere gg/mm/aaaa'],
  ] as const) {
    await date.fill(typed);
    await dialog.getByRole('button', { name: 'Salva' }).click();
    await expect(dialog.getByText(message)).toBeVisible();
    await expect(date).toHaveValue(typed);
  }
  await expectAccessible(page);
  await date.fill(italian(chosen));
  await dialog.getByRole('button', { name: 'Salva' }).click();
  await expect(page.getByText(`Carrello salvato correttamente: preventivo v2, valido fino al ${italian(chosen)}`)).toBeVisible();
});
