import { and, asc, count, eq, inArray, like, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { productPrices, products } from '../../db/schema/index';
import { containsPattern } from '../../lib/search';

export interface ProductFilter {
  /** Folded words; each must be a substring of products.search_text (trigram-indexed). */
  words: string[];
  /** Only products priced in one of these lists (none = no restriction). */
  priceListIds?: number[];
}

function productsWhere(f: ProductFilter): SQL | undefined {
  return and(
    eq(products.enabled, true),
    ...f.words.map((w) => like(products.searchText, containsPattern(w))),
    f.priceListIds?.length
      ? sql`exists (select 1 from ${productPrices} pl where pl.product_id = ${products.id} and ${inArray(sql`pl.price_list_id`, f.priceListIds)})`
      : undefined,
  );
}

export async function findProductsPage(db: Db, f: ProductFilter, priceListId: number | null, limit: number, offset: number) {
  return db
    .select({
      id: products.id,
      externalId: products.externalId,
      description: products.description,
      quantity: products.quantity,
      quantityCode: products.quantityCode,
      unitOfMeasure: products.unitOfMeasure,
      weight: products.weight,
      vatRate: products.vatRate,
      disableDiscounts: products.disableDiscounts,
      price: productPrices.price,
    })
    .from(products)
    .leftJoin(
      productPrices,
      and(eq(productPrices.productId, products.id), priceListId === null ? sql`false` : eq(productPrices.priceListId, priceListId)),
    )
    .where(productsWhere(f))
    .orderBy(asc(products.description), asc(products.id))
    .limit(limit)
    .offset(offset);
}

export async function countProducts(db: Db, f: ProductFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(products).where(productsWhere(f));
  return row.n;
}
