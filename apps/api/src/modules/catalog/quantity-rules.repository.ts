import { and, asc, eq, isNotNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { priceLists, productPrices, products } from '../../db/schema/index';
import type { Executor } from '../audit/audit.repository';

const ruleColumns = {
  id: products.id,
  externalId: products.externalId,
  description: products.description,
  unitOfMeasure: products.unitOfMeasure,
  minQuantity: products.minQuantity,
  quantityMultiple: products.quantityMultiple,
  packDescription: products.packDescription,
};

/** The product's own quantity rule; `lock` holds the row until the edit's transaction ends. */
export async function findProductRule(db: Executor, id: number, lock = false) {
  const query = db.select(ruleColumns).from(products).where(eq(products.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function updateProductRule(db: Executor, id: number, values: { minQuantity: string | null; quantityMultiple: string | null; packDescription: string | null }) {
  const [row] = await db.update(products).set(values).where(eq(products.id, id)).returning(ruleColumns);
  return row!;
}

/** Each price list stating its own minimum or pack for the product (from the price-list import). */
export function findPriceListOverrides(db: Db, productId: number) {
  return db
    .select({ priceListId: priceLists.id, code: priceLists.code, description: priceLists.description, minQuantity: productPrices.minQuantity, quantityMultiple: productPrices.quantityMultiple })
    .from(productPrices)
    .innerJoin(priceLists, eq(priceLists.id, productPrices.priceListId))
    .where(and(eq(productPrices.productId, productId), or(isNotNull(productPrices.minQuantity), isNotNull(productPrices.quantityMultiple))))
    .orderBy(asc(priceLists.code));
}
export type ProductRuleRow = NonNullable<Awaited<ReturnType<typeof findProductRule>>>;
