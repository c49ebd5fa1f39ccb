import { and, asc, count, desc, eq, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  cartAdditions,
  cartItems,
  carts,
  cartVersions,
  customerAddresses,
  customerContacts,
  customerProfiles,
  customers,
  orders,
  paymentModes,
  priceLists,
  productPrices,
  products,
  profiles,
  shopUsers,
  shops,
  users,
} from '../../db/schema/index';

/** Drizzle's transaction handle has the same query API as the db. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Q = Db | Tx;

/**
 * The cart's customer, reached through the given profile; null when the profile is not among
 * `reachable` (null = any, for admins) or the customer is not one of the profile's.
 */
export async function findCartCustomer(db: Q, customerId: number, profileExternalId: string, reachable: number[] | null) {
  const [row] = await db
    .select({
      id: customers.id,
      externalId: customers.externalId,
      companyName: customers.companyName,
      vatCode: customers.vatCode,
      inactive: customers.inactive,
      priceListId: customers.priceListId,
      /** Null without a list; false when an admin disabled it (no order may be sent). */
      priceListEnabled: priceLists.enabled,
      priceListCode: priceLists.code,
      /** The list's minimum goods amount of an order (euro text); null: none. */
      minOrderAmount: priceLists.minOrderAmount,
      paymentDiscount: paymentModes.discount,
      paymentModeDescription: paymentModes.description,
      paymentModeExternalId: paymentModes.externalId,
      profileId: profiles.id,
      profileExternalId: profiles.externalId,
      profileCompanyName: profiles.companyName,
    })
    .from(customers)
    .innerJoin(customerProfiles, eq(customerProfiles.customerId, customers.id))
    .innerJoin(profiles, eq(profiles.id, customerProfiles.profileId))
    .leftJoin(paymentModes, eq(paymentModes.id, customers.paymentModeId))
    .leftJoin(priceLists, eq(priceLists.id, customers.priceListId))
    .where(
      and(
        eq(customers.id, customerId),
        eq(profiles.externalId, profileExternalId),
        reachable === null ? undefined : reachable.length ? inArray(profiles.id, reachable) : sql`false`,
      ),
    );
  return row ?? null;
}
export type CartCustomer = NonNullable<Awaited<ReturnType<typeof findCartCustomer>>>;

export async function findPaymentMode(db: Q, id: number) {
  const [row] = await db.select({ id: paymentModes.id, externalId: paymentModes.externalId, description: paymentModes.description, discount: paymentModes.discount }).from(paymentModes).where(eq(paymentModes.id, id));
  return row ?? null;
}

/** A reachable customer by its code (getAdditions/getProducts may name the customer only so). */
export async function findReachableCustomerByCode(db: Q, externalId: string, reachable: number[] | null) {
  const [row] = await db
    .select({ id: customers.id, priceListId: customers.priceListId, profileExternalId: profiles.externalId })
    .from(customers)
    .innerJoin(customerProfiles, eq(customerProfiles.customerId, customers.id))
    .innerJoin(profiles, eq(profiles.id, customerProfiles.profileId))
    .where(
      and(
        eq(customers.externalId, externalId),
        reachable === null ? undefined : reachable.length ? inArray(profiles.id, reachable) : sql`false`,
      ),
    )
    .orderBy(asc(profiles.externalId))
    .limit(1);
  return row ?? null;
}

export async function findCustomerAddresses(db: Q, customerId: number) {
  return db
    .select()
    .from(customerAddresses)
    .where(eq(customerAddresses.customerId, customerId))
    .orderBy(desc(customerAddresses.main), asc(customerAddresses.id));
}

export async function findMainEmail(db: Q, customerId: number): Promise<string | null> {
  const [row] = await db
    .select({ value: customerContacts.value })
    .from(customerContacts)
    .where(and(eq(customerContacts.customerId, customerId), eq(customerContacts.type, 'email')))
    .orderBy(desc(customerContacts.main), asc(customerContacts.id))
    .limit(1);
  return row?.value ?? null;
}

/** Enabled products by id with their price in one price list (null when the list has none). */
export async function findPricedProducts(db: Q, ids: number[], priceListId: number | null) {
  if (!ids.length) return [];
  return db
    .select({
      id: products.id,
      code: products.externalId,
      description: products.description,
      weight: products.weight,
      vatRate: products.vatRate,
      disableDiscounts: products.disableDiscounts,
      unitOfMeasure: products.unitOfMeasure,
      price: productPrices.price,
      minQuantity: sql<string | null>`coalesce(${productPrices.minQuantity}, ${products.minQuantity})`,
      quantityMultiple: sql<string | null>`coalesce(${productPrices.quantityMultiple}, ${products.quantityMultiple})`,
      packDescription: products.packDescription,
    })
    .from(products)
    .leftJoin(
      productPrices,
      and(eq(productPrices.productId, products.id), priceListId === null ? sql`false` : eq(productPrices.priceListId, priceListId)),
    )
    .where(and(inArray(products.id, ids), eq(products.enabled, true)));
}

/** Enabled addition rules for a price list (and those for every list), each with its line price. */
export async function findAdditionRules(db: Q, priceListId: number | null) {
  return db
    .select({
      id: cartAdditions.id,
      type: cartAdditions.type,
      externalId: cartAdditions.externalId,
      description: cartAdditions.description,
      priority: cartAdditions.priority,
      weightMin: cartAdditions.weightMin,
      weightMax: cartAdditions.weightMax,
      amountMin: cartAdditions.amountMin,
      amountMax: cartAdditions.amountMax,
      isFreeShipping: cartAdditions.isFreeShipping,
      fallbackPrice: cartAdditions.price,
      listPrice: productPrices.price,
    })
    .from(cartAdditions)
    .leftJoin(products, eq(products.externalId, cartAdditions.externalId))
    .leftJoin(
      productPrices,
      and(eq(productPrices.productId, products.id), priceListId === null ? sql`false` : eq(productPrices.priceListId, priceListId)),
    )
    .where(
      and(
        eq(cartAdditions.enabled, true),
        priceListId === null ? isNull(cartAdditions.priceListId) : or(isNull(cartAdditions.priceListId), eq(cartAdditions.priceListId, priceListId)),
      ),
    );
}

export type CartRow = typeof carts.$inferSelect;
export type NewCart = typeof carts.$inferInsert;
export type NewCartItem = Omit<typeof cartItems.$inferInsert, 'cartId'>;

/** A cart by id, when the user may reach it (userId null = admin: any). */
export async function findCart(db: Q, id: number, userId: number | null, lock = false) {
  const query = db
    .select()
    .from(carts)
    .where(and(eq(carts.id, id), userId === null ? undefined : eq(carts.userId, userId)));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function findCartItems(db: Q, cartId: number) {
  return db.select().from(cartItems).where(eq(cartItems.cartId, cartId)).orderBy(asc(cartItems.position));
}

export async function insertCart(db: Q, values: NewCart, items: NewCartItem[]): Promise<CartRow> {
  const [row] = await db.insert(carts).values(values).returning();
  if (items.length) await db.insert(cartItems).values(items.map((i) => ({ ...i, cartId: row.id })));
  await recordCurrentVersion(db, row.id, values.userId);
  return row;
}

/** Rewrites a cart and its lines; `savedBy` (default: its author) is who saved its current version. */
export async function replaceCart(db: Q, id: number, values: Partial<NewCart>, items: NewCartItem[], savedBy?: number): Promise<CartRow> {
  const [row] = await db
    .update(carts)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(carts.id, id))
    .returning();
  await db.delete(cartItems).where(eq(cartItems.cartId, id));
  if (items.length) await db.insert(cartItems).values(items.map((i) => ({ ...i, cartId: id })));
  await recordCurrentVersion(db, id, savedBy ?? row.userId);
  return row;
}

/**
 * Keeps `cart_versions` in step with the cart: its current version is written (or rewritten while it was never
 * shared); a shared version is never changed again — the next save makes a new one.
 */
async function recordCurrentVersion(db: Q, cartId: number, savedBy: number) {
  await db.execute(sql`
    insert into cart_versions (cart_id, version, saved_by, saved_at, shared_at, valid_until, total_final, content)
    select c.id, c.version, ${savedBy}, now(), c.shared_at, c.valid_until, c.total_final,
      jsonb_build_object(
        'name', c.name, 'notes', c.notes,
        'payment_mode', (select pm.description from payment_modes pm join customers cu on cu.id = c.customer_id
                         where pm.id = coalesce(c.payment_mode_id, cu.payment_mode_id)),
        'total', c.total::text, 'discount_percentage', c.discount_percentage::text, 'discount_amount', c.discount_amount::text,
        'total_weight', c.total_weight::text, 'shipping_items', c.shipping_items, 'promotion_item', c.promotion_item,
        'items', coalesce((select jsonb_agg(jsonb_build_object(
            'product_id', i.product_id, 'product_code', i.product_code, 'description', i.description, 'quantity', i.quantity::text,
            'price', i.price::text, 'discount_1', i.discount_1, 'discount_2', i.discount_2, 'row_total', i.row_total::text, 'notes', i.notes)
          order by i.position) from cart_items i where i.cart_id = c.id), '[]'::jsonb))
    from carts c where c.id = ${cartId}
    on conflict (cart_id, version) do update set
      saved_by = excluded.saved_by, saved_at = excluded.saved_at, shared_at = excluded.shared_at,
      valid_until = excluded.valid_until, total_final = excluded.total_final, content = excluded.content
    where cart_versions.shared_at is null`);
}

/** Issues a cart (emailed) — its issue date stays the first one. */
export async function setCartIssued(db: Q, id: number) {
  const [row] = await db
    .update(carts)
    .set({ issueDate: sql`coalesce(${carts.issueDate}, now())`, updatedAt: sql`now()` })
    .where(eq(carts.id, id))
    .returning();
  return row;
}

/**
 * The version read at `revision` was emailed or downloaded: it is shared from now on (the next save makes a new
 * version). A save that slipped in after the read moved the revision on, and its new content is left unshared.
 */
export async function markVersionShared(db: Q, id: number, revision: number) {
  const [row] = await db
    .update(carts)
    .set({ sharedAt: sql`coalesce(${carts.sharedAt}, now())` })
    .where(and(eq(carts.id, id), eq(carts.revision, revision)))
    .returning({ version: carts.version, sharedAt: carts.sharedAt });
  if (!row) return;
  await db
    .update(cartVersions)
    .set({ sharedAt: row.sharedAt })
    .where(and(eq(cartVersions.cartId, id), eq(cartVersions.version, row.version), isNull(cartVersions.sharedAt)));
}

/** Every version of a cart, newest first, with who saved it. */
export async function findCartVersions(db: Q, cartId: number) {
  return findVersionsOfCarts(db, [cartId]);
}

/** Every version of these carts, each cart's newest first, with who saved it. */
export async function findVersionsOfCarts(db: Q, cartIds: number[]) {
  if (cartIds.length === 0) return [];
  return db
    .select({
      cartId: cartVersions.cartId,
      version: cartVersions.version,
      savedAt: cartVersions.savedAt,
      savedBy: users.name,
      sharedAt: cartVersions.sharedAt,
      validUntil: cartVersions.validUntil,
      totalFinal: cartVersions.totalFinal,
      content: cartVersions.content,
    })
    .from(cartVersions)
    .leftJoin(users, eq(users.id, cartVersions.savedBy))
    .where(inArray(cartVersions.cartId, cartIds))
    .orderBy(asc(cartVersions.cartId), desc(cartVersions.version));
}

/** Deletes a cart unless issued; answers how many rows went (0 when issued or gone). */
export async function deleteUnissuedCart(db: Q, id: number): Promise<number> {
  const rows = await db
    .delete(carts)
    .where(and(eq(carts.id, id), isNull(carts.issueDate)))
    .returning({ id: carts.id });
  return rows.length;
}

/**
 * Archive entries, newest first: the cart with its agent code, customer and the order it became, and what
 * 'Ripristina' restores besides the lines (the device's copy takes those too; a few small columns).
 */
function archiveEntries(db: Q, where: SQL | undefined) {
  return db
    .select({
      id: carts.id,
      name: carts.name,
      createdAt: carts.createdAt,
      total: carts.total,
      totalFinal: carts.totalFinal,
      issueDate: carts.issueDate,
      version: carts.version,
      validUntil: carts.validUntil,
      orderCode: orders.code,
      profileExternalId: profiles.externalId,
      profileCompanyName: profiles.companyName,
      customerId: customers.id,
      customerExternalId: customers.externalId,
      customerCompanyName: customers.companyName,
      revision: carts.revision,
      updatedAt: carts.updatedAt,
      notes: carts.notes,
      paymentModeId: carts.paymentModeId,
      shippingAddressId: carts.shippingAddressId,
      shippingAddressIsNew: carts.shippingAddressIsNew,
      shippingAddressNew: carts.shippingAddressNew,
    })
    .from(carts)
    .innerJoin(profiles, eq(profiles.id, carts.profileId))
    .innerJoin(customers, eq(customers.id, carts.customerId))
    .leftJoin(orders, eq(orders.id, carts.orderId))
    .where(where)
    .orderBy(desc(carts.createdAt), desc(carts.id));
}
export type ArchiveRow = Awaited<ReturnType<typeof archiveEntries>>[number];

export async function findArchivePage(db: Q, userId: number, type: string, limit: number, offset: number) {
  return archiveEntries(db, and(eq(carts.userId, userId), eq(carts.type, type))).limit(limit).offset(offset);
}

/** The user's quotes that never became an order (an agent has hundreds at most). */
export async function findOpenQuotes(db: Q, userId: number) {
  return archiveEntries(db, and(eq(carts.userId, userId), eq(carts.type, 'quotes'), isNull(carts.orderId)));
}

/** The product lines of these carts, each cart's in order (sync/quotes). */
export async function findProductLinesOfCarts(db: Q, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(cartItems)
    .where(and(inArray(cartItems.cartId, ids), isNotNull(cartItems.productId)))
    .orderBy(asc(cartItems.cartId), asc(cartItems.position));
}

export async function countArchive(db: Q, userId: number, type: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(carts)
    .where(and(eq(carts.userId, userId), eq(carts.type, type)));
  return row.n;
}

/** The shop that brands a user's documents: the first one the user belongs to. */
export async function findShopOfUser(db: Q, userId: number) {
  const [row] = await db
    .select({
      id: shops.id,
      name: shops.name,
      details: shops.details,
      logo: shops.logo,
      color: shops.color,
      customStyle: shops.customStyle,
      quoteFooter: shops.quoteFooter,
    })
    .from(shops)
    .innerJoin(shopUsers, eq(shopUsers.shopId, shops.id))
    .where(eq(shopUsers.userId, userId))
    .orderBy(asc(shops.id))
    .limit(1);
  return row ?? null;
}
export type ShopRow = NonNullable<Awaited<ReturnType<typeof findShopOfUser>>>;

/** What a stored cart's answer and documents show about its profile, customer and author. */
export async function findCartRefs(db: Q, cartId: number) {
  const [row] = await db
    .select({
      profileExternalId: profiles.externalId,
      profileCompanyName: profiles.companyName,
      customerExternalId: customers.externalId,
      customerCompanyName: customers.companyName,
      customerVatCode: customers.vatCode,
      paymentModeDescription: paymentModes.description,
      userId: carts.userId,
    })
    .from(carts)
    .innerJoin(profiles, eq(profiles.id, carts.profileId))
    .innerJoin(customers, eq(customers.id, carts.customerId))
    // The payment mode chosen for the quote, else the customer's.
    .leftJoin(paymentModes, eq(paymentModes.id, sql`coalesce(${carts.paymentModeId}, ${customers.paymentModeId})`))
    .where(eq(carts.id, cartId));
  return row ?? null;
}
export type CartRefs = NonNullable<Awaited<ReturnType<typeof findCartRefs>>>;

/** The pack descriptions ('cartone da 6') of products, for the quote PDF (issue 56); products without one are left out. */
export async function findPackDescriptions(db: Db | Tx, productIds: number[]): Promise<Map<number, string>> {
  if (!productIds.length) return new Map();
  const rows = await db.select({ id: products.id, pack: products.packDescription }).from(products).where(inArray(products.id, productIds));
  return new Map(rows.filter((r) => r.pack).map((r) => [r.id, r.pack!]));
}
