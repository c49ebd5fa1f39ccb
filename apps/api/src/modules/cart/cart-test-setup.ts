import { seedStandardCast } from '../../test/fixtures';
import { createPriceList, createProduct, createRule, createShop, dressCustomer } from '../../test/cart-fixtures';
import type { TestContext } from '../../test/test-app';
import { loginAs } from '../../test/test-app';

/**
 * The cart tests' world: the standard cast; customers C0001/C0002 (profile A001) on list L1 with a
 * 2.50 % payment discount on C0001; C0003 (A002) on L2; products, shipping and promotion rules.
 */
export async function seedCartWorld(t: TestContext) {
  const cast = await seedStandardCast(t.database);
  const l1 = await createPriceList(t.database, 'L1');
  const l2 = await createPriceList(t.database, 'L2');
  await createPriceList(t.database, 'L9', false);
  const c1 = await dressCustomer(t.database, cast.customers.c1.id, { priceListId: l1.id, paymentDiscount: '2.50', email: 'acquisti@ferramentarossi.it' });
  await dressCustomer(t.database, cast.customers.c2.id, { priceListId: l1.id });
  await dressCustomer(t.database, cast.customers.c3.id, { priceListId: l2.id });
  const p = {
    coffin: await createProduct(t.database, { code: 'COF-001', description: 'Cofano in legno di noce', prices: { [l1.id]: '1234.56', [l2.id]: '1300.00' }, weight: '45.5' }),
    handle: await createProduct(t.database, { code: 'MAN-010', description: 'Maniglia in ottone lucido', prices: { [l1.id]: '19.99' }, weight: '0.35' }),
    plate: await createProduct(t.database, { code: 'TAR-001', description: 'Targa incisa', prices: { [l1.id]: '80.00' }, disableDiscounts: true, weight: '1' }),
    onlyL2: await createProduct(t.database, { code: 'LAM-777', description: 'Lampada votiva caffè', prices: { [l2.id]: '9.90' } }),
    gravel: await createProduct(t.database, { code: 'GHI-025', description: 'Ghiaia decorativa sacco 25 kg', prices: { [l1.id]: '3.00' }, weight: '25' }),
    shippingStd: await createProduct(t.database, { code: 'SPE-STD', description: 'Spese di trasporto', prices: { [l1.id]: '15.00' } }),
  };
  const rules = {
    std: await createRule(t.database, { type: 'shipping', externalId: 'SPE-STD', description: 'Spese di trasporto', priority: 10, priceListId: l1.id, amountMax: '499.99' }),
    free: await createRule(t.database, { type: 'shipping', externalId: 'SPE-FREE', description: 'Trasporto gratuito', priority: 1, priceListId: l1.id, amountMin: '500.00', isFreeShipping: true }),
    heavy: await createRule(t.database, { type: 'shipping', externalId: 'SPE-HEAVY', description: 'Trasporto pesante', priority: 5, priceListId: l1.id, weightMin: '1000', price: '120.00' }),
    otherList: await createRule(t.database, { type: 'shipping', externalId: 'SPE-L2', description: 'Trasporto L2', priority: 0, priceListId: l2.id, price: '9.00' }),
    promo: await createRule(t.database, { type: 'promotion', externalId: 'PROMO-TARGA', description: 'Targa omaggio', priority: 1, priceListId: l1.id, amountMin: '1000' }),
    disabledPromo: await createRule(t.database, { type: 'promotion', externalId: 'PROMO-OFF', description: 'Disattivata', priority: 0, enabled: false }),
  };
  const shop = await createShop(t.database, [cast.users.agent1.id]);
  const cookies = {
    admin: await loginAs(t.app, 'admin@example.com'),
    agent1: await loginAs(t.app, 'agente1@example.com'),
    agent2: await loginAs(t.app, 'agente2@example.com'),
  };
  return { cast, lists: { l1, l2 }, addresses: c1, p, rules, shop, cookies };
}

/** A cart of agente1 for Ferramenta Rossi (C0001, profile A001). */
export function sampleCart(world: Awaited<ReturnType<typeof seedCartWorld>>, extra: Record<string, unknown> = {}) {
  return {
    name: 'Preventivo Rossi',
    profile_external_id: 'A001',
    customer_id: world.cast.customers.c1.id,
    items: [
      { product_id: world.p.coffin.id, quantity: 2, discount_1: 2, discount_2: 2 },
      { product_id: world.p.handle.id, quantity: 3, notes: 'Finitura lucida' },
      { product_id: world.p.plate.id, quantity: 1, discount_1: 3, discount_2: 3 },
    ],
    notes: 'Consegna al mattino',
    ...extra,
  };
}
