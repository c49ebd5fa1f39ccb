/**
 * Demo step 'catalog': the order statuses and ~2,000 products (Italian price-list descriptions) with a
 * price in every price list. Prices are integer-cent arithmetic on the list price.
 */
import { orderStatuses, productCategories, productGroups, productPrices, products } from '../db/schema/index';
import { centsToDecimal, ORDER_STATUSES } from './document-rows';
import { demoIds, type DemoStep } from './demo-step';
import { inChunks } from './in-chunks';
import { product, PRODUCT_GROUPS } from './italian-products';

declare module './demo-step' {
  interface DemoIds {
    /** Order status ids in ORDER_STATUSES order. */
    orderStatusIds?: number[];
    demoProducts?: DemoProductRef[];
  }
}

export interface DemoProductRef {
  id: number;
  code: string;
  description: string;
  unitOfMeasure: string;
  listPriceCents: number;
}

const PRODUCTS_PER_SCALE = 2_000;
/** Price of each price list as per mille of the list price (base, resellers, wholesalers…). */
const LIST_FACTORS = [1000, 900, 850, 880, 920, 950];

/** Catalogue categories by product-code prefix (the catalogue's category filter). */
const CATEGORIES: Record<string, string> = {
  CO: 'Cofani',
  UR: 'Urne cinerarie',
  LV: 'Lampade votive',
  CE: 'Ceri e candele',
  LU: 'Lumini',
  TG: 'Targhe e lapidi',
  LB: 'Lettere e numeri',
  CR: 'Crocifissi',
  AS: 'Arte sacra',
  PF: 'Portafiori',
  CF: 'Cornici',
  FC: 'Foto ceramiche',
  IM: 'Imbottiture e corredi',
  NA: 'Nastri e passamanerie',
  MA: 'Maniglie',
  BC: 'Borchie e rosoni',
  CA: 'Arredi per camera ardente',
};
/** The group the demo's admin has chosen not to import from the ERP (the admin screen shows the flag). */
const NOT_IMPORTED_GROUP = 'Arredi per camera ardente';
const groupCode = (group: string) => `G${String(PRODUCT_GROUPS.indexOf(group) + 1).padStart(2, '0')}`;

/** Ribbons and trimmings are sold by the metre; everything else by the piece. */
function unitOf(code: string): string {
  return code.startsWith('NA-') ? 'ML' : 'PZ';
}

export const demoCatalog: DemoStep = {
  name: 'catalog',
  async run({ db, ids, rng, scale }) {
    const lists = demoIds(ids, 'priceListIds');
    await db.transaction(async (tx) => {
      const statuses = await tx.insert(orderStatuses).values(ORDER_STATUSES.map((s) => ({ code: s.code, name: s.name }))).returning({ id: orderStatuses.id });
      ids.orderStatusIds = statuses.map((s) => s.id);
      // Product groups from the ERP ('Arredi per camera ardente' is not imported) and the catalogue's categories.
      await tx.insert(productGroups).values(PRODUCT_GROUPS.map((g) => ({ externalId: groupCode(g), description: g, toImport: g !== NOT_IMPORTED_GROUP })));
      await tx.insert(productCategories).values(Object.entries(CATEGORIES).map(([code, description]) => ({ code, description })));

      const drafts = Array.from({ length: PRODUCTS_PER_SCALE * scale }, (_, i) => {
        const r = rng.fork(`product:${i}`);
        const p = product(r, i + 1);
        const available = r.chance(0.85);
        return {
          p,
          row: {
            externalId: p.code,
            description: p.description,
            quantity: available ? String(r.int(1, 400)) : '0',
            // Availability class as the ERP sends it: in stock, on order, or out of stock.
            quantityCode: available ? 'DISP' : r.chance(0.5) ? 'ORD' : 'ESA',
            unitOfMeasure: unitOf(p.code),
            weight: (p.weight_grams / 1000).toFixed(3),
            vatRate: '22',
            disableDiscounts: r.chance(0.05),
            groupCode: groupCode(p.group),
            categoryCode: Object.hasOwn(CATEGORIES, p.code.split('-')[0]) ? p.code.split('-')[0] : null,
          },
        };
      });
      const inserted = await inChunks(drafts, 1000, (chunk) =>
        tx.insert(products).values(chunk.map((d) => d.row)).returning({ id: products.id }),
      );
      ids.demoProducts = drafts.map((d, i) => ({
        id: inserted[i].id,
        code: d.p.code,
        description: d.p.description,
        unitOfMeasure: d.row.unitOfMeasure,
        listPriceCents: d.p.list_price_cents,
      }));
      const prices = lists.flatMap((priceListId, l) =>
        ids.demoProducts!.map((p) => ({
          priceListId,
          productId: p.id,
          price: centsToDecimal(Math.round((p.listPriceCents * LIST_FACTORS[l % LIST_FACTORS.length]) / 1000)),
        })),
      );
      await inChunks(prices, 4000, async (chunk) => void (await tx.insert(productPrices).values(chunk)));
    });
  },
};
