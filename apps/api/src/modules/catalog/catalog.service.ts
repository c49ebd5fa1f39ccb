import { CATALOG_PAGE_SIZE, type TProduct } from '@portale/contract/catalog';
import type { Paged } from '@portale/contract/common';
import { PORTAL_SHEET_URL_TEMPLATE, type Config } from '../../config';
import { fileStorageFor } from '../../storage/open-storage';
import { codesWithSheet } from '../product-files/product-files.service';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { reachableProfileIds } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { centsToEuro, toCents } from '../../lib/money';
import { findReachableCustomerByCode } from '../cart/cart.repository';
import { countProducts, findBrowsePage, findDisabledCategoryCodes, findSearchPage, isPriceListEnabled, type ProductRow } from './catalog.repository';
import { searchWords } from '@portale/contract/fold-search';

/** Up to this many matches a search sorts them all; beyond, it walks the description order (see repository). */
const COLLECT_MAX = 3_000;

export interface GetProductsInput {
  search: string;
  page: number;
  price_list_ids?: number[];
  current_price_list_id?: number | null;
  customer_external_id?: string | null;
  category_code?: string | null;
}

const fromTemplate = (template: string | null, code: string) => (template ? template.replaceAll('{code}', encodeURIComponent(code)) : null);

/**
 * A catalogue page priced with the customer's list (the one the cart will charge), else with
 * current_price_list_id. A customer the caller cannot reach answers 404.
 */
export async function getProducts(db: Db, config: Config, actor: Actor, input: GetProductsInput): Promise<Paged<TProduct>> {
  let priceListId = input.current_price_list_id ?? null;
  if (input.customer_external_id) {
    const customer = await findReachableCustomerByCode(db, input.customer_external_id, reachableProfileIds(actor));
    if (!customer) throw AppError.notFound('Cliente non trovato');
    priceListId = customer.priceListId ?? priceListId;
  }
  // Admin settings (issue 9): a disabled price list prices nothing; a disabled category's products leave the catalogue.
  const [listEnabled, disabledCategoryCodes] = await Promise.all([
    priceListId === null ? true : isPriceListEnabled(db, priceListId),
    findDisabledCategoryCodes(db),
  ]);
  if (!listEnabled) priceListId = null;
  const filter = { words: searchWords(input.search), priceListIds: input.price_list_ids, categoryCode: input.category_code, disabledCategoryCodes };
  const offset = (input.page - 1) * CATALOG_PAGE_SIZE;
  let rows: ProductRow[];
  let total: number;
  if (filter.words.length) {
    // The exact count (trigram bitmap scan) also tells how dense the matches are, hence the page plan.
    total = await countProducts(db, filter);
    rows = total ? await findSearchPage(db, filter, priceListId, CATALOG_PAGE_SIZE, offset, total > COLLECT_MAX ? 'walk' : 'collect') : [];
  } else {
    [rows, total] = await Promise.all([findBrowsePage(db, filter, priceListId, CATALOG_PAGE_SIZE, offset), countProducts(db, filter)]);
  }
  return {
    data: await presentProducts(config, rows),
    total,
    current_page: input.page,
    last_page: Math.max(1, Math.ceil(total / CATALOG_PAGE_SIZE)),
    per_page: CATALOG_PAGE_SIZE,
  };
}

/**
 * Catalogue rows as the API answers them: exact prices, picture and sheet links. `sheets: false` leaves the sheet
 * links out (the offline copy: a sheet needs the network anyway, and checking thousands of files costs a lookup each).
 */
export async function presentProducts(config: Config, rows: ProductRow[], { sheets = true } = {}): Promise<TProduct[]> {
  const { productImageUrlTemplate, productSheetUrlTemplate } = config.cart;
  // The portal's own sheets are linked only where a file exists; an external template is trusted as is.
  const withSheet = !sheets
    ? new Set<string>()
    : productSheetUrlTemplate === PORTAL_SHEET_URL_TEMPLATE
      ? await codesWithSheet(fileStorageFor(config), rows.map((r) => r.externalId))
      : null;
  return rows.map((r) => ({
    id: r.id,
    external_id: r.externalId,
    description: r.description,
    quantity: Number(r.quantity),
    quantity_code: r.quantityCode,
    unit_of_measure: r.unitOfMeasure,
    current_price: r.price === null ? null : centsToEuro(toCents(r.price)),
    weight: Number(r.weight),
    vat_rate: Number(r.vatRate),
    disable_discounts: r.disableDiscounts,
    image_url: fromTemplate(productImageUrlTemplate, r.externalId),
    sheet_url: withSheet && !withSheet.has(r.externalId) ? null : fromTemplate(productSheetUrlTemplate, r.externalId),
    category_code: r.categoryCode,
    min_quantity: r.minQuantity === null ? null : Number(r.minQuantity),
    quantity_multiple: r.quantityMultiple === null ? null : Number(r.quantityMultiple),
    pack_description: r.packDescription,
  }));
}
