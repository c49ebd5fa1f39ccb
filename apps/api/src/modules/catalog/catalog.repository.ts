import { and, count, eq, inArray, like, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { priceLists, productCategories, productPrices, products } from '../../db/schema/index';
import { containsPattern } from '../../lib/search';

export interface ProductFilter {
  /** Folded words; each must be a substring of products.search_text (trigram-indexed). */
  words: string[];
  /** Only products priced in one of these lists (none = no restriction). */
  priceListIds?: number[];
  /** Only this category's products. */
  categoryCode?: string | null;
  /** Categories disabled by an admin: their products leave the catalogue. */
  disabledCategoryCodes?: string[];
}

export type ProductRow = {
  id: number;
  externalId: string;
  description: string;
  quantity: string;
  quantityCode: string;
  unitOfMeasure: string;
  weight: string;
  vatRate: string;
  disableDiscounts: boolean;
  categoryCode: string | null;
  price: string | null;
  minQuantity: string | null;
  quantityMultiple: string | null;
  packDescription: string | null;
};

function productsWhere(f: ProductFilter): SQL | undefined {
  return and(
    eq(products.enabled, true),
    ...f.words.map((w) => like(products.searchText, containsPattern(w))),
    f.priceListIds?.length
      ? sql`exists (select 1 from ${productPrices} pl where pl.product_id = ${products.id} and ${inArray(sql`pl.price_list_id`, f.priceListIds)})`
      : undefined,
    f.categoryCode ? eq(products.categoryCode, f.categoryCode) : undefined,
    f.disabledCategoryCodes?.length
      ? sql`(${products.categoryCode} is null or ${products.categoryCode} not in (${sql.join(
          f.disabledCategoryCodes.map((c) => sql`${c}`),
          sql`, `,
        )}))`
      : undefined,
  );
}

/** The page's product rows joined to their price in one list; `ids` is a subquery yielding (id, description). */
function selectPage(db: Db, ids: SQL, priceListId: number | null) {
  return db.execute<ProductRow>(sql`
    with page as (${ids})
    select p.id, p.external_id as "externalId", p.description, p.quantity, p.quantity_code as "quantityCode",
           p.unit_of_measure as "unitOfMeasure", p.weight, p.vat_rate as "vatRate", p.disable_discounts as "disableDiscounts",
           p.category_code as "categoryCode", pp.price,
           coalesce(pp.min_quantity, p.min_quantity) as "minQuantity", coalesce(pp.quantity_multiple, p.quantity_multiple) as "quantityMultiple",
           p.pack_description as "packDescription"
    from page
    join ${products} p on p.id = page.id
    left join ${productPrices} pp on pp.product_id = p.id and ${priceListId === null ? sql`false` : sql`pp.price_list_id = ${priceListId}`}
    order by p.description, p.id`);
}

/**
 * Without search words: the page's ids come from an index-only walk of (description, id) where
 * enabled, so even a deep OFFSET touches no table rows; then only 24 rows are read.
 */
export async function findBrowsePage(db: Db, f: ProductFilter, priceListId: number | null, limit: number, offset: number) {
  const ids = sql`select ${products.id}, ${products.description} from ${products} where ${productsWhere(f)}
    order by ${products.description}, ${products.id} limit ${limit} offset ${offset}`;
  return (await selectPage(db, ids, priceListId)).rows;
}

/**
 * With search words. `collect` (few matches): gather them through the trigram index first — the
 * subquery's OFFSET 0 keeps the planner from walking the description index hoping to meet 24 matches
 * early, which for a rare term means reading most of the table — then sort them. `walk` (many matches):
 * walk the description index and filter, which meets a page of matches within a few hundred rows.
 */
export async function findSearchPage(db: Db, f: ProductFilter, priceListId: number | null, limit: number, offset: number, strategy: 'collect' | 'walk') {
  const ids =
    strategy === 'collect'
      ? sql`select id, description from (select ${products.id}, ${products.description} from ${products} where ${productsWhere(f)} offset 0) m
          order by description, id limit ${limit} offset ${offset}`
      : sql`select ${products.id}, ${products.description} from ${products} where ${productsWhere(f)}
          order by ${products.description}, ${products.id} limit ${limit} offset ${offset}`;
  return (await selectPage(db, ids, priceListId)).rows;
}

export async function countProducts(db: Db, f: ProductFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(products).where(productsWhere(f));
  return row.n;
}

/** The codes of disabled categories (a small table), so the catalogue can leave their products out. */
export async function findDisabledCategoryCodes(db: Db): Promise<string[]> {
  const rows = await db.select({ code: productCategories.code }).from(productCategories).where(eq(productCategories.enabled, false));
  return rows.map((r) => r.code);
}

/** A disabled price list gives no prices. */
export async function isPriceListEnabled(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ enabled: priceLists.enabled }).from(priceLists).where(eq(priceLists.id, id));
  return row?.enabled ?? false;
}
