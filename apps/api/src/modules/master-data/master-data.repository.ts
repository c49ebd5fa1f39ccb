import { asc, eq, sql } from 'drizzle-orm';
import { cartAdditions, paymentModes, priceLists, productCategories, productGroups } from '../../db/schema/index';
import type { Executor } from '../audit/audit.repository';

/** Queries of the admin master-data tables; every update increments the row's version. */
const bump = <T extends { version: unknown }>(table: T) => sql`${table.version} + 1`;

// --- Product groups ---
export type ProductGroupRow = typeof productGroups.$inferSelect;
export type ProductGroupValues = Pick<typeof productGroups.$inferInsert, 'externalId' | 'description' | 'toImport'>;
export const listProductGroups = (db: Executor) => db.select().from(productGroups).orderBy(asc(productGroups.externalId));
export const productGroupsStore = {
  findForUpdate: async (db: Executor, id: number) => (await db.select().from(productGroups).where(eq(productGroups.id, id)).for('update'))[0],
  insert: async (db: Executor, values: ProductGroupValues) => (await db.insert(productGroups).values(values).returning())[0],
  update: async (db: Executor, id: number, values: ProductGroupValues) =>
    (await db.update(productGroups).set({ ...values, version: bump(productGroups) }).where(eq(productGroups.id, id)).returning())[0],
};

// --- Product categories ---
export type ProductCategoryRow = typeof productCategories.$inferSelect;
export type ProductCategoryValues = Pick<typeof productCategories.$inferInsert, 'code' | 'description' | 'enabled'>;
export const listProductCategories = (db: Executor) => db.select().from(productCategories).orderBy(asc(productCategories.code));
export const listEnabledProductCategories = (db: Executor) =>
  db
    .select({ id: productCategories.id, code: productCategories.code, description: productCategories.description })
    .from(productCategories)
    .where(eq(productCategories.enabled, true))
    .orderBy(asc(productCategories.description));
export const productCategoriesStore = {
  findForUpdate: async (db: Executor, id: number) => (await db.select().from(productCategories).where(eq(productCategories.id, id)).for('update'))[0],
  insert: async (db: Executor, values: ProductCategoryValues) => (await db.insert(productCategories).values(values).returning())[0],
  update: async (db: Executor, id: number, values: ProductCategoryValues) =>
    (await db.update(productCategories).set({ ...values, version: bump(productCategories) }).where(eq(productCategories.id, id)).returning())[0],
};

// --- Payment modes ---
export type PaymentModeRow = typeof paymentModes.$inferSelect;
export type PaymentModeValues = Pick<typeof paymentModes.$inferInsert, 'discount'>;
export const listPaymentModes = (db: Executor) => db.select().from(paymentModes).orderBy(asc(paymentModes.description), asc(paymentModes.id));
export const paymentModesStore = {
  findForUpdate: async (db: Executor, id: number) => (await db.select().from(paymentModes).where(eq(paymentModes.id, id)).for('update'))[0],
  update: async (db: Executor, id: number, values: PaymentModeValues) =>
    (await db.update(paymentModes).set({ ...values, version: bump(paymentModes) }).where(eq(paymentModes.id, id)).returning())[0],
};

// --- Price lists ---
export type PriceListRow = typeof priceLists.$inferSelect;
export type PriceListValues = Pick<typeof priceLists.$inferInsert, 'enabled'>;
export const listPriceLists = (db: Executor) => db.select().from(priceLists).orderBy(asc(priceLists.code));
export const priceListsStore = {
  findForUpdate: async (db: Executor, id: number) => (await db.select().from(priceLists).where(eq(priceLists.id, id)).for('update'))[0],
  update: async (db: Executor, id: number, values: PriceListValues) =>
    (await db.update(priceLists).set({ ...values, version: bump(priceLists) }).where(eq(priceLists.id, id)).returning())[0],
};
export async function priceListExists(db: Executor, id: number): Promise<boolean> {
  return (await db.select({ id: priceLists.id }).from(priceLists).where(eq(priceLists.id, id))).length > 0;
}

// --- Cart additions ---
export type CartAdditionRow = typeof cartAdditions.$inferSelect;
export type CartAdditionValues = Omit<typeof cartAdditions.$inferInsert, 'id' | 'version'>;
export const listCartAdditions = (db: Executor) =>
  db.select().from(cartAdditions).orderBy(asc(cartAdditions.type), asc(cartAdditions.priceListId), asc(cartAdditions.priority), asc(cartAdditions.id));
export const cartAdditionsStore = {
  findForUpdate: async (db: Executor, id: number) => (await db.select().from(cartAdditions).where(eq(cartAdditions.id, id)).for('update'))[0],
  insert: async (db: Executor, values: CartAdditionValues) => (await db.insert(cartAdditions).values(values).returning())[0],
  update: async (db: Executor, id: number, values: CartAdditionValues) =>
    (await db.update(cartAdditions).set({ ...values, version: bump(cartAdditions) }).where(eq(cartAdditions.id, id)).returning())[0],
};
