import { expect, test, type APIRequestContext } from '@playwright/test';
import { DEMO, expectNoHorizontalScroll, expectNoSeriousA11yViolations, login, waitForNoticesToClose } from './helpers';

// Issue 56 §1: the admin edits a product's minimum, pack multiple and pack description from its catalogue card;
// an entry off the pack is explained with the quantity that would fit, never rounded; the card then states the rule.

/** A product no other test prices with (the last frame of the first page), found with the admin's session. */
async function quietProduct(api: APIRequestContext, offset: number) {
  const answer = await api.post('/api/catalog/getProducts', { data: { search: 'cornice' } });
  expect(answer.ok(), await answer.text()).toBe(true);
  const { products } = (await answer.json()) as { products: { data: { id: number; external_id: string; description: string }[] } };
  return products.data[products.data.length - 1 - offset]!;
}

/** The product as the demo made it: no rule (other tests may add it with quantity 1; a retry starts clean). */
async function clearRules(api: APIRequestContext, id: number) {
  const reset = await api.post(`/api/catalog/quantity_rules/update/${id}`, { data: { min_quantity: null, quantity_multiple: null, pack_description: null } });
  expect(reset.ok(), await reset.text()).toBe(true);
}

const widths = [1280, 768, 390];
widths.forEach((width, i) => {
  test(`the admin sets a product's minimum and pack from its card (${width} px)`, async ({ page }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width, height: 900 });
    await login(page, DEMO.admin);
    const product = await quietProduct(page.request, i);
    await clearRules(page.request, product.id);
    try {
      await page.goto(`/catalogo?search=${encodeURIComponent(product.external_id)}`);
      const card = page.getByTestId('product-card').filter({ hasText: product.external_id }).first();
      await card.getByRole('button', { name: `Regole di quantità di ${product.description}` }).click();
      const dialog = page.getByRole('dialog', { name: `Regole di quantità — ${product.description}` });
      const min = dialog.getByLabel(/Quantità minima per riga/);
      const multiple = dialog.getByLabel(/Multiplo, cioè la confezione/);
      await expect(min).toHaveValue('');

      // Kept as typed: '2,5' pieces and '-6' are refused with the reason, not turned into 2 or 6.
      await min.fill('2,5');
      await expect(dialog.getByText('Indicare un numero intero, senza decimali')).toBeVisible();
      await multiple.fill('-6');
      await expect(dialog.getByText('Non sono ammessi numeri negativi')).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'Salva' })).toBeDisabled();
      // A minimum off the pack: the quantity that fits is named.
      await multiple.fill('6');
      await min.fill('10');
      await expect(dialog.getByText('Il minimo (10) deve essere un multiplo della confezione (6): ad esempio 12')).toBeVisible();
      await min.fill('12');
      await dialog.getByLabel('Descrizione della confezione').fill('cartone da 6');
      await expect(dialog.getByTestId('rule-preview')).toHaveText('L’agente leggerà: Minimo 12 pezzi, a multipli di 6');
      await expectNoSeriousA11yViolations(page);
      await expectNoHorizontalScroll(page);

      await dialog.getByRole('button', { name: 'Salva' }).click();
      await expect(page.getByText('Regole di quantità aggiornate')).toBeVisible();
      await expect(dialog).toBeHidden();
      await expect(card.getByTestId('product-pack')).toHaveText('Minimo 12 pezzi, a multipli di 6 · cartone da 6');

      // The change is in the product's history.
      await card.getByRole('button', { name: `Regole di quantità di ${product.description}` }).click();
      await expect(min).toHaveValue('12');
      await dialog.getByRole('button', { name: `Storico modifiche di ${product.description}` }).click();
      const history = page.getByRole('dialog', { name: `Storico modifiche — ${product.description}` });
      // Newest first; a retry also finds the first attempt's edit further down.
      await expect(history.getByRole('row', { name: /Quantità minima — 12/ }).first()).toBeVisible();
      await waitForNoticesToClose(page);
      await expectNoSeriousA11yViolations(page);
    } finally {
      await clearRules(page.request, product.id);
    }
  });
});

test('an agent has no quantity-rule edit on the card, and the server refuses it', async ({ page }) => {
  await login(page, DEMO.agent1);
  const product = await quietProduct(page.request, 0);
  await page.goto(`/catalogo?search=${encodeURIComponent(product.external_id)}`);
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  await expect(page.getByRole('button', { name: /Regole di quantità/ })).toHaveCount(0);
  const refused = await page.request.post(`/api/catalog/quantity_rules/update/${product.id}`, { data: { min_quantity: 1, quantity_multiple: null, pack_description: null } });
  expect(refused.status()).toBe(403);
});
