import type { TAuditEntity } from '@portale/contract/audit';
import {
  CART_ADDITION_TYPES,
  type TAdminPriceList,
  type TCartAddition,
  type TPaymentMode,
  type TProductCategory,
  type TProductGroup,
  type ZCartAdditionInput,
  type ZPaymentModeInput,
  type ZPriceListInput,
  type ZProductCategoryInput,
  type ZProductGroupInput,
} from '@portale/contract/master-data';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { saveAudited, type AuditedStore, type AuditTx } from '../audit/audited-save';
import {
  cartAdditionsStore,
  listCartAdditions,
  listEnabledProductCategories,
  listPaymentModes,
  listPriceLists,
  listProductCategories,
  listProductGroups,
  paymentModesStore,
  priceListExists,
  priceListsStore,
  productCategoriesStore,
  productGroupsStore,
  type CartAdditionRow,
  type CartAdditionValues,
  type PaymentModeRow,
  type PriceListRow,
  type ProductCategoryRow,
  type ProductGroupRow,
} from './master-data.repository';

const num = (v: string | null) => (v === null ? null : Number(v));
const dec = (v: number | null) => (v === null ? null : String(v));
const store = <Row extends { id: number; version: number }, Values>(
  entity: TAuditEntity,
  base: Omit<AuditedStore<Row, Values>, 'entity' | 'snapshot' | 'notFound' | 'duplicate'>,
  snapshot: (row: Row) => Record<string, unknown>,
  notFound: string,
  duplicate: (values: Values) => string,
): AuditedStore<Row, Values> => ({ ...base, entity, snapshot: (row) => withoutVersion(snapshot(row)), notFound, duplicate });
/** The version is the lock, not a field an admin changed. */
function withoutVersion(s: Record<string, unknown>) {
  const { version: _version, id: _id, ...fields } = s;
  return fields;
}

// --- Product groups ---
const presentGroup = (r: ProductGroupRow): TProductGroup => ({ id: r.id, external_id: r.externalId, description: r.description, to_import: r.toImport, version: r.version });
const groups = store('product_groups', productGroupsStore, presentGroup, 'Gruppo non trovato', (v) => `Esiste già un gruppo con codice ${v.externalId}`);

export async function allProductGroups(db: Db) {
  return (await listProductGroups(db)).map(presentGroup);
}
export async function saveProductGroup(db: Db, actor: Actor, input: z.output<typeof ZProductGroupInput>) {
  const values = { externalId: input.external_id, description: input.description, toImport: input.to_import };
  return presentGroup(await saveAudited(db, actor, groups, input, values));
}

// --- Product categories ---
const presentCategory = (r: ProductCategoryRow): TProductCategory => ({ id: r.id, code: r.code, description: r.description, enabled: r.enabled, version: r.version });
const categories = store('product_categories', productCategoriesStore, presentCategory, 'Categoria non trovata', (v) => `Esiste già una categoria con codice ${v.code}`);

export async function allProductCategories(db: Db) {
  return (await listProductCategories(db)).map(presentCategory);
}
export function enabledProductCategories(db: Db) {
  return listEnabledProductCategories(db);
}
export async function saveProductCategory(db: Db, actor: Actor, input: z.output<typeof ZProductCategoryInput>) {
  const values = { code: input.code, description: input.description, enabled: input.enabled };
  return presentCategory(await saveAudited(db, actor, categories, input, values));
}

// --- Payment modes ---
const presentPaymentMode = (r: PaymentModeRow): TPaymentMode => ({ id: r.id, external_id: r.externalId, description: r.description, discount: Number(r.discount), version: r.version });
const paymentModeStore = store('payment_modes', paymentModesStore, presentPaymentMode, 'Modalità di pagamento non trovata', () => 'Modalità di pagamento duplicata');

export async function allPaymentModes(db: Db) {
  return (await listPaymentModes(db)).map(presentPaymentMode);
}
/** Only the discount is the portal's: the rest comes from the ERP. */
export async function savePaymentMode(db: Db, actor: Actor, input: z.output<typeof ZPaymentModeInput>) {
  return presentPaymentMode(await saveAudited(db, actor, paymentModeStore, input, { discount: input.discount.toFixed(2) }));
}

// --- Price lists ---
const presentPriceList = (r: PriceListRow): TAdminPriceList => ({
  id: r.id,
  code: r.code,
  description: r.description,
  enabled: r.enabled,
  min_order_amount: r.minOrderAmount === null ? null : Number(r.minOrderAmount),
  version: r.version,
});
const priceListStore = store('price_lists', priceListsStore, presentPriceList, 'Listino non trovato', () => 'Listino duplicato');

export async function allPriceLists(db: Db) {
  return (await listPriceLists(db)).map(presentPriceList);
}
/** The enabled flag (a disabled list gives no prices and no orders) and the minimum order (issue 56) are the portal's. */
export async function savePriceList(db: Db, actor: Actor, input: z.output<typeof ZPriceListInput>) {
  const minOrderAmount = input.min_order_amount === null ? null : input.min_order_amount.toFixed(2);
  return presentPriceList(await saveAudited(db, actor, priceListStore, input, { enabled: input.enabled, minOrderAmount }));
}

// --- Cart additions ---
const presentRule = (r: CartAdditionRow): TCartAddition => ({
  id: r.id,
  type: r.type,
  enabled: r.enabled,
  external_id: r.externalId,
  description: r.description,
  priority: r.priority,
  price_list_id: r.priceListId,
  weight_min: num(r.weightMin),
  weight_max: num(r.weightMax),
  amount_min: num(r.amountMin),
  amount_max: num(r.amountMax),
  is_free_shipping: r.isFreeShipping,
  price: Number(r.price),
  version: r.version,
});
const rules = store<CartAdditionRow, CartAdditionValues>('cart_additions', cartAdditionsStore, presentRule, 'Regola non trovata', (v) =>
  v.priceListId === null
    ? `Esiste già una regola con codice ${v.externalId} valida per tutti i listini`
    : `Esiste già una regola con codice ${v.externalId} per questo listino`,
);

export async function allCartAdditions(db: Db) {
  const [rows, lists] = await Promise.all([listCartAdditions(db), listPriceLists(db)]);
  return {
    cart_additions: rows.map(presentRule),
    types: { ...CART_ADDITION_TYPES },
    price_lists: lists.map((l) => ({ id: l.id, code: l.code, description: l.description })),
  };
}

/** Saves a rule; the cart reads the rules on each edit, so getAdditions answers with it at once. */
export async function saveCartAddition(db: Db, actor: Actor, input: z.output<typeof ZCartAdditionInput>) {
  const values: CartAdditionValues = {
    type: input.type,
    enabled: input.enabled,
    externalId: input.external_id,
    description: input.description,
    priority: input.priority,
    priceListId: input.price_list_id,
    weightMin: dec(input.weight_min),
    weightMax: dec(input.weight_max),
    amountMin: dec(input.amount_min),
    amountMax: dec(input.amount_max),
    isFreeShipping: input.is_free_shipping,
    price: input.price.toFixed(2),
  };
  const check = async (tx: AuditTx) => {
    if (input.price_list_id !== null && !(await priceListExists(tx, input.price_list_id))) {
      throw AppError.invalid([{ path: 'cart_addition.price_list_id', message: 'Listino non trovato' }]);
    }
  };
  return presentRule(await saveAudited(db, actor, rules, input, values, { check }));
}
