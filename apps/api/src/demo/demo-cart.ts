/**
 * Demo step 'cart': shops (brands) with their users, cart-addition rules for every price list
 * (standard, heavy and free shipping; a promotion; one disabled rule), and a few saved quotes,
 * an issued quote and temporary orders for agente1 and agente2, priced by the real cart code.
 */
import { addDays } from '@portale/contract/business-date';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { cartAdditions, productPrices, products, profiles, shopUsers, shops } from '../db/schema/index';
import type { Actor } from '../lib/actor';
import { storedCart } from '../modules/cart/cart-presenter';
import { priceCart, type CartInput } from '../modules/cart/cart-pricing.service';
import { insertCart } from '../modules/cart/cart.repository';
import { emblemPng } from './demo-logo';
import { demoIds, type DemoContext, type DemoStep } from './demo-step';

const SHOPS = [
  {
    externalId: 'AFI',
    name: 'Arte Funeraria Italiana',
    description: 'Articoli funerari e cimiteriali',
    details: 'Via dell’Artigianato 14, 20090 Segrate (MI) – P. IVA 01234567897 – Tel. 02 2134 5678',
    color: '#1c5d99',
    customStyle: 'h1 { letter-spacing: .5px } .footer { border-top: 1px solid #ccc; padding-top: 8px }',
    // The validity is the quote's own date (header of the PDF, the email): the footer never states another one.
    quoteFooter: 'Prezzi IVA esclusa, trasporto come indicato.',
  },
  {
    externalId: 'LVO',
    name: 'Linea Votiva',
    description: 'Lampade votive e accessori',
    details: 'Via Emilia Ovest 220, 41123 Modena (MO) – P. IVA 02345678901 – Tel. 059 123 4567',
    color: '#a61e4d',
    customStyle: null,
    quoteFooter: 'Salvo venduto. Pagamento secondo le condizioni concordate.',
  },
];

/** Thresholds per price list: wholesale lists reach free shipping later. */
function rulesFor(priceListId: number, i: number) {
  const free = 500 + 250 * (i % 3);
  return [
    { type: 'shipping', externalId: 'SPE-STD', description: 'Spese di trasporto', priority: 10, priceListId, amountMax: `${free - 1}.99`, price: '18.00' },
    { type: 'shipping', externalId: 'SPE-PES', description: 'Trasporto merce pesante', priority: 5, priceListId, weightMin: '300', price: '65.00' },
    { type: 'shipping', externalId: 'SPE-GRA', description: 'Trasporto gratuito', priority: 1, priceListId, amountMin: `${free}.00`, isFreeShipping: true },
    { type: 'promotion', externalId: 'PRO-LUM', description: 'Omaggio: confezione di 20 lumini votivi', priority: 1, priceListId, amountMin: '1500.00' },
    { type: 'promotion', externalId: 'PRO-NAT', description: 'Promozione natalizia (scaduta)', priority: 0, priceListId, enabled: false },
  ];
}

const QUOTE_NAMES = ['Rinnovo assortimento lampade', 'Ordine cofani primavera', 'Forniture cimitero comunale', 'Preventivo arredo sala del commiato'];

export const demoCart: DemoStep = {
  name: 'cart',
  async run({ db, rng, ids, files, today }: DemoContext) {
    const agents = demoIds(ids, 'agentUserIds');
    for (const shop of SHOPS) await files.put(`logos/${shop.externalId.toLowerCase()}.png`, emblemPng(shop.color));
    const insertedShops = await db
      .insert(shops)
      .values(SHOPS.map((s) => ({ ...s, logo: `logos/${s.externalId.toLowerCase()}.png` })))
      .returning({ id: shops.id });
    // agente1 and every odd agent sell under the first brand, agente2 and the even ones under the second.
    await db.insert(shopUsers).values(agents.map((userId, i) => ({ shopId: insertedShops[i % 2].id, userId })));

    const lists = demoIds(ids, 'priceListIds');
    await db.insert(cartAdditions).values(lists.flatMap((id, i) => rulesFor(id, i)));

    const customers = demoIds(ids, 'customers');
    const profileIds = demoIds(ids, 'profileIds');
    const owners = demoIds(ids, 'profileUserIds');
    for (const userId of agents.slice(0, 2)) {
      const own = new Set(profileIds.filter((_, i) => owners[i].includes(userId)));
      const mine = customers.filter((c) => !c.inactive && own.has(c.profileIds[0]));
      const profileRows = await db.select({ id: profiles.id, externalId: profiles.externalId }).from(profiles).where(inArray(profiles.id, [...own]));
      const actor: Actor = { userId, role: 'agent', isAdmin: false, sessionId: 'demo', profileIds: [...own] };
      for (let n = 0; n < 6 && mine.length; n++) {
        const customer = rng.pick(mine);
        const priced = await db
          .select({ id: products.id })
          .from(products)
          .innerJoin(productPrices, and(eq(productPrices.productId, products.id), eq(productPrices.priceListId, customer.priceListId)))
          .where(eq(products.enabled, true))
          .orderBy(asc(products.id))
          .limit(200);
        // Without a catalogue (its step absent) there is nothing to quote.
        if (!priced.length) return;
        const picks = new Set(Array.from({ length: rng.int(2, 7) }, () => rng.pick(priced).id));
        const input: CartInput = {
          name: n < 4 ? QUOTE_NAMES[n] : null,
          type: n < 4 ? 'quotes' : 'temporary_orders',
          profile_external_id: profileRows.find((p) => p.id === customer.profileIds[0])!.externalId,
          customer_id: customer.id,
          items: [...picks].map((product_id) => {
            const d = rng.pick([0, 0, 0, 1, 2, 3]);
            return { product_id, quantity: rng.int(1, 12), discount_1: d, discount_2: d };
          }),
          notes: n === 0 ? 'Consegna concordata con il cliente' : null,
          shipping_address_is_new: false,
        };
        const pricedCart = await priceCart(db, actor, [0, 1, 2, 3, 4], input);
        const { values, items } = storedCart(pricedCart);
        // The third quote was emailed to the customer (issued and shared: its next save is v2); the second has expired.
        const emailed = n === 2 ? new Date() : null;
        const validUntil = input.type !== 'quotes' ? null : addDays(today, n === 1 ? -3 : 30);
        await insertCart(db, { ...values, userId, type: input.type!, name: input.name ?? null, issueDate: emailed, sharedAt: emailed, validUntil }, items);
      }
    }
  },
};
