import { expect, test, type APIRequestContext } from '@playwright/test';
import { loginFreshAgent, profileWithCustomers, saveQuoteViaApi } from './cart-support';
import { expectNoHorizontalScroll, expectNoSeriousA11yViolations } from './helpers';
import { adminApi } from './users-admin-api';

// Issue 56 §1: a quote saved before its product got a minimum and a pack comes back with its old quantity. The restore
// notice lists the lines off today's rules (and only those), with the quantity each would take; 'Usa le quantità
// valide' puts those in the cart, and the cart the server holds has them.

type Product = { id: number; external_id: string; description: string; current_price: number | null };

/** Two priced products no other test prices with, from the end of the 'colomba' search, one pair per width. */
async function quietProducts(page: import('@playwright/test').Page, customerExternalId: string, pair: number) {
  const answer = await page.request.post('/api/catalog/getProducts', { data: { search: 'colomba', page: 1, customer_external_id: customerExternalId } });
  expect(answer.ok(), await answer.text()).toBe(true);
  const priced = ((await answer.json()) as { products: { data: Product[] } }).products.data.filter((p) => p.current_price !== null);
  const [ruled, plain] = [priced[priced.length - 1 - 2 * pair], priced[priced.length - 2 - 2 * pair]];
  expect(ruled && plain, 'two priced products for the pair').toBeTruthy();
  return { ruled: ruled!, plain: plain! };
}

async function setRules(api: APIRequestContext, productId: number, rules: { min_quantity: number | null; quantity_multiple: number | null; pack_description: string | null }) {
  const saved = await api.post(`/api/catalog/quantity_rules/update/${productId}`, { data: rules });
  expect(saved.ok(), await saved.text()).toBe(true);
}

[1280, 390].forEach((width, pair) => {
  test(`restoring a quote whose quantity no longer fits: the notice lists the line, 'Usa le quantità valide' fixes it (${width} px)`, async ({ page, baseURL }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height: 900 });
    const agent = await loginFreshAgent(page, baseURL, `regole-${width}`);
    const { profile, customers } = await profileWithCustomers(page, agent.profiles);
    const customer = customers[0]!;
    const { ruled, plain } = await quietProducts(page, customer.external_id, pair);
    await saveQuoteViaApi(page, { profile, customerId: customer.id, productId: ruled.id, moreProductIds: [plain.id], name: `Regole cambiate ${width}` });

    // After the save, the maker starts selling the first product by the carton: at least 12, in sixes.
    const admin = await adminApi(baseURL!);
    await setRules(admin, ruled.id, { min_quantity: 12, quantity_multiple: 6, pack_description: 'cartone da 6' });
    try {
      await page.goto('/carts-archive/quotes');
      await page.getByTestId('archive-row').filter({ hasText: `Regole cambiate ${width}` }).getByRole('button', { name: /^Ripristina/ }).click();
      await expect(page).toHaveURL(/\/cart$/);

      const notice = page.getByRole('dialog', { name: 'Quantità da correggere' });
      await expect(notice).toContainText('Una riga non rispetta le quantità di vendita di oggi');
      const rows = notice.getByTestId('quantity-problems').locator('tbody tr');
      await expect(rows).toHaveCount(1);
      await expect(rows.first()).toContainText(ruled.external_id);
      await expect(rows.first()).toContainText('Minimo 12 pezzi, a multipli di 6: 12?');
      await expect(rows.first().getByRole('cell')).toHaveText([/.*/, '2', '12']);
      await expect(notice).not.toContainText(plain.external_id);
      await expectNoSeriousA11yViolations(page);
      await expectNoHorizontalScroll(page);

      await notice.getByRole('button', { name: 'Usa le quantità valide' }).click();
      await expect(notice).toBeHidden();
      const line = (code: string) => page.getByTestId('cart-line').filter({ hasText: code });
      await expect(line(ruled.external_id).getByRole('textbox', { name: `Quantità ${ruled.external_id}` })).toHaveValue('12');
      await expect(line(ruled.external_id).getByTestId('line-pack')).toHaveText('Minimo 12 pezzi, a multipli di 6 · cartone da 6');
      // The line that kept to the rules is left as it was.
      await expect(line(plain.external_id).getByRole('textbox', { name: `Quantità ${plain.external_id}` })).toHaveValue('2');

      // The server's cart has the fixed quantity (the cart sync sent it), and a reload shows it.
      const quantities = async () => {
        const { cart } = (await (await page.request.get('/api/cart/current')).json()) as { cart: { items: { product_id: number; quantity: number }[] } };
        return Object.fromEntries(cart.items.map((i) => [i.product_id, i.quantity]));
      };
      await expect.poll(quantities).toEqual({ [ruled.id]: 12, [plain.id]: 2 });
      await page.reload();
      await expect(line(ruled.external_id).getByRole('textbox', { name: `Quantità ${ruled.external_id}` })).toHaveValue('12');
    } finally {
      await setRules(admin, ruled.id, { min_quantity: null, quantity_multiple: null, pack_description: null });
      await admin.dispose();
    }
  });
});
