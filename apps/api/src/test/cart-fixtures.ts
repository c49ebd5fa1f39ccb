import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  cartAdditions,
  customerAddresses,
  customerContacts,
  customers,
  paymentModes,
  priceLists,
  productPrices,
  products,
  shopUsers,
  shops,
} from '../db/schema/index';

/** Builders for catalogue/cart tests: price lists, products with prices, addition rules, shops. */
export async function createPriceList(database: Database, code: string, enabled = true) {
  const [row] = await database.db.insert(priceLists).values({ code, description: `Listino ${code}`, enabled }).returning();
  return row;
}

export interface ProductSpec {
  code: string;
  description: string;
  /** Price per price-list id, as an exact decimal string. */
  prices?: Record<number, string>;
  weight?: string;
  vatRate?: string;
  disableDiscounts?: boolean;
  enabled?: boolean;
  quantity?: string;
  /** Unit of measure (default PZ); ML, KG… allow fractional quantities. */
  unit?: string;
}

export async function createProduct(database: Database, spec: ProductSpec) {
  const [row] = await database.db
    .insert(products)
    .values({
      externalId: spec.code,
      description: spec.description,
      weight: spec.weight ?? '0',
      vatRate: spec.vatRate ?? '22',
      disableDiscounts: spec.disableDiscounts ?? false,
      enabled: spec.enabled ?? true,
      quantity: spec.quantity ?? '10',
      unitOfMeasure: spec.unit ?? 'PZ',
    })
    .returning();
  const prices = Object.entries(spec.prices ?? {});
  if (prices.length) {
    await database.db.insert(productPrices).values(prices.map(([listId, price]) => ({ priceListId: Number(listId), productId: row.id, price })));
  }
  return row;
}

export async function createRule(database: Database, rule: typeof cartAdditions.$inferInsert) {
  const [row] = await database.db.insert(cartAdditions).values(rule).returning();
  return row;
}

/** Gives a customer a price list, a payment mode with a discount, a main address and a main email. */
export async function dressCustomer(database: Database, customerId: number, input: { priceListId: number; paymentDiscount?: string; email?: string }) {
  const { db } = database;
  const [pm] = await db
    .insert(paymentModes)
    .values({ externalId: `PM${customerId}`, description: 'Bonifico 30 gg', discount: input.paymentDiscount ?? '0' })
    .returning();
  await db.update(customers).set({ priceListId: input.priceListId, paymentModeId: pm.id }).where(eq(customers.id, customerId));
  const addresses = await db
    .insert(customerAddresses)
    .values([
      { customerId, name: 'Sede', address: 'Via Roma, 1', zipCode: '20121', city: 'Milano', district: 'MI', main: true },
      { customerId, name: 'Magazzino', address: 'Via del Lavoro, 8', zipCode: '20090', city: 'Segrate', district: 'MI' },
    ])
    .returning();
  await db.insert(customerContacts).values({ customerId, type: 'email', value: input.email ?? `cliente${customerId}@example.com`, main: true });
  return { main: addresses[0], other: addresses[1] };
}

export async function createShop(database: Database, userIds: number[], values: Partial<typeof shops.$inferInsert> = {}) {
  const [row] = await database.db
    .insert(shops)
    .values({ externalId: `S${Date.now()}${Math.random()}`, name: 'Forniture Funebri Italia', color: '#2f9e44', quoteFooter: 'Offerta valida 30 giorni.', ...values })
    .returning();
  if (userIds.length) await database.db.insert(shopUsers).values(userIds.map((userId) => ({ shopId: row.id, userId })));
  return row;
}
