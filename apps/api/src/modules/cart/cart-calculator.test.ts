import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error';
import { computeTotals, sumGoods, winningRule, type AdditionRule } from '@portale/contract/cart-calculator';
import { NO_RULE } from '@portale/contract/quantity-rules';
import { computeLines, freeShippingMessage, type PricedProduct } from './cart-calculator';

const product = (id: number, priceCents: number | null, extra: Partial<PricedProduct> = {}): PricedProduct => ({
  id,
  code: `P${id}`,
  description: `Prodotto ${id}`,
  priceCents,
  weightGrams: 1000,
  vatBasisPoints: 2200,
  disableDiscounts: false,
  unitOfMeasure: 'PZ',
  rule: NO_RULE,
  packDescription: null,
  ...extra,
});
const rule = (id: number, extra: Partial<AdditionRule>): AdditionRule => ({
  id,
  type: 'shipping',
  externalId: `R${id}`,
  description: `Regola ${id}`,
  priority: 10,
  weightMinGrams: null,
  weightMaxGrams: null,
  amountMinCents: null,
  amountMaxCents: null,
  isFreeShipping: false,
  priceCents: 1500,
  ...extra,
});
const ALLOWED = [0, 1, 2, 3, 4];

describe('computeLines', () => {
  const catalogue = new Map([
    [1, product(1, 123456, { weightGrams: 45500 })],
    [2, product(2, 1999, { weightGrams: 350 })],
    [3, product(3, 8000, { disableDiscounts: true })],
    [4, product(4, null)],
  ]);

  it('prices each line from the list, cascading discounts, no discount on disable_discounts lines', () => {
    const lines = computeLines(
      [
        { product_id: 1, quantity: 2, discount_1: 2, discount_2: 2 },
        { product_id: 2, quantity: 3 },
        { product_id: 3, quantity: 1, discount_1: 3, discount_2: 3 },
      ],
      catalogue,
      ALLOWED,
    );
    expect(lines.map((l) => l.rowCents)).toEqual([237134, 5997, 8000]);
    expect(lines[2]).toMatchObject({ discount1: 0, discount2: 0 });
    // 45.5 kg × 2 + 0.35 kg × 3 + 1 kg
    expect(sumGoods(lines)).toEqual({ goodsCents: 251131, weightGrams: 93050 });
  });

  it('refuses a discount outside the configured values, an unknown product and an unpriced one', () => {
    const bad = (items: Parameters<typeof computeLines>[0]) => () => computeLines(items, catalogue, ALLOWED);
    expect(bad([{ product_id: 1, quantity: 1, discount_1: 5, discount_2: 5 }])).toThrow(/Sconto non consentito/);
    expect(bad([{ product_id: 99, quantity: 1 }])).toThrow(AppError);
    expect(bad([{ product_id: 4, quantity: 1 }])).toThrow(/non ha un prezzo/);
    expect(bad([{ product_id: 1, quantity: 0 }])).toThrow(/quantità minima/);
  });

  it('totals to the cent: goods − payment discount + shipping, for any cart', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ price: fc.integer({ min: 1, max: 5_000_00 }), qty: fc.integer({ min: 1, max: 500 }), d: fc.constantFrom(...ALLOWED) }),
          { minLength: 1, maxLength: 40 },
        ),
        fc.integer({ min: 0, max: 1000 }),
        fc.integer({ min: 0, max: 50_00 }),
        (rows, discountBp, shippingCents) => {
          const products = new Map(rows.map((r, i) => [i + 1, product(i + 1, r.price)]));
          const lines = computeLines(
            rows.map((r, i) => ({ product_id: i + 1, quantity: r.qty, discount_1: r.d, discount_2: r.d })),
            products,
            ALLOWED,
          );
          const ship = rule(1, { priceCents: shippingCents });
          const t = computeTotals(lines, discountBp, [ship]);
          for (const [i, l] of lines.entries()) {
            // Each row is within half a cent of the exact value.
            const exact = BigInt(rows[i].price) * BigInt(rows[i].qty) * BigInt(100 - rows[i].d) ** 2n;
            const diff = exact - BigInt(l.rowCents) * 10_000n;
            expect(diff >= -5_000n && diff < 5_000n).toBe(true);
          }
          expect(t.goodsCents).toBe(lines.reduce((s, l) => s + l.rowCents, 0));
          const exactDiscount = BigInt(t.goodsCents) * BigInt(discountBp);
          const dd = exactDiscount - BigInt(t.discountCents) * 10_000n;
          expect(dd >= -5_000n && dd < 5_000n).toBe(true);
          expect(t.finalCents).toBe(t.goodsCents - t.discountCents + shippingCents);
          expect(Number.isInteger(t.finalCents)).toBe(true);
        },
      ),
    );
  });
});

describe('additions matching', () => {
  const rules = [
    rule(1, { priority: 10, amountMaxCents: 49_999, priceCents: 1500 }),
    rule(2, { priority: 1, amountMinCents: 50_000, isFreeShipping: true, priceCents: 1500 }),
    rule(3, { priority: 5, weightMinGrams: 1_000_000, priceCents: 12_000 }),
    rule(4, { type: 'promotion', priority: 3, amountMinCents: 100_000 }),
    rule(5, { type: 'promotion', priority: 2, amountMinCents: 100_000, weightMaxGrams: 10_000 }),
  ];

  it('matches on amount and weight ranges (inclusive) with the lowest priority winning', () => {
    expect(winningRule(rules, 'shipping', 10_000, 5_000)?.id).toBe(1);
    expect(winningRule(rules, 'shipping', 49_999, 5_000)?.id).toBe(1);
    expect(winningRule(rules, 'shipping', 50_000, 5_000)?.id).toBe(2);
    // Heavy and cheap: the heavy rule (5) beats the standard one (10).
    expect(winningRule(rules, 'shipping', 10_000, 1_000_000)?.id).toBe(3);
    // Heavy and expensive: free shipping (1) beats heavy (5).
    expect(winningRule(rules, 'shipping', 60_000, 2_000_000)?.id).toBe(2);
    expect(winningRule(rules, 'promotion', 99_999, 0)).toBeNull();
    expect(winningRule(rules, 'promotion', 100_000, 5_000)?.id).toBe(5);
    expect(winningRule(rules, 'promotion', 100_000, 50_000)?.id).toBe(4);
  });

  it('gives a zero shipping line for a free-shipping rule', () => {
    const lines = computeLines([{ product_id: 1, quantity: 1 }], new Map([[1, product(1, 60_000)]]), ALLOWED);
    const free = winningRule(rules, 'shipping', 60_000, 1000)!;
    expect(computeTotals(lines, 0, [free])).toMatchObject({ shippingCents: 0, finalCents: 60_000 });
  });

  it('says how much more reaches the nearest free-shipping rule', () => {
    expect(freeShippingMessage(rules, 37_655, 1000)).toBe('Mancano 123,45 € per la spedizione gratuita');
    expect(freeShippingMessage(rules, 50_000, 1000)).toBe('');
    const two = [...rules, rule(6, { priority: 0, amountMinCents: 200_000, isFreeShipping: true }), rule(7, { priority: 0, amountMinCents: 40_000, isFreeShipping: true, weightMaxGrams: 500 })];
    // Rule 7 is nearer but its weight cap is already exceeded: rule 2 is the nearest reachable.
    expect(freeShippingMessage(two, 10_000, 1000)).toBe('Mancano 400,00 € per la spedizione gratuita');
    expect(freeShippingMessage([rule(1, {})], 10_000, 0)).toBe('');
  });

  it('refuses every line that breaks its quantity rules at once, each with the nearest valid quantity', () => {
    const products = new Map([
      [1, product(1, 1000, { rule: { min: 12, multiple: 6 } })],
      [2, product(2, 1000, { rule: { min: null, multiple: 10 } })],
      [3, product(3, 1000, { rule: { min: 12, multiple: 6 } })],
    ]);
    const lines = [
      { product_id: 1, quantity: 15 },
      { product_id: 2, quantity: 10 },
      { product_id: 3, quantity: 4 },
    ];
    try {
      computeLines(lines, products, [0]);
      expect.unreachable('the lines break their rules');
    } catch (error) {
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).code).toBe('QUANTITY_RULE');
      expect((error as AppError).fields).toEqual([
        { path: 'items.0.quantity', message: 'P1: Minimo 12 pezzi, a multipli di 6: 18?' },
        { path: 'items.2.quantity', message: 'P3: Minimo 12 pezzi, a multipli di 6: 12?' },
      ]);
    }
    expect(computeLines([{ product_id: 1, quantity: 18 }], products, [0])[0]!.rowCents).toBe(18_000);
  });
});
