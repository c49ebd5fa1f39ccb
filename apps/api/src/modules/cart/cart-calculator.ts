import { quantityProblem } from '@portale/contract/quantity';
import { quantityRuleProblem, type QuantityRule } from '@portale/contract/quantity-rules';
import type { TFieldError } from '@portale/contract/errors';
import { AppError } from '../../lib/app-error';
import { discountedRowCents, freeShippingGapCents, type AdditionRule } from '@portale/contract/cart-calculator';
import { formatEuro } from '../../lib/money';

/** A product as the calculator needs it, with its price in the cart's price list (null = not priced). */
export interface PricedProduct {
  id: number;
  code: string;
  description: string;
  priceCents: number | null;
  weightGrams: number;
  /** Hundredths of a percent: 22 % → 2200. */
  vatBasisPoints: number;
  disableDiscounts: boolean;
  /** Decides whether the quantity may have decimals (contract quantity.ts). */
  unitOfMeasure: string;
  /** The quantity rules that apply in the cart's price list (the list's override, else the product's). */
  rule: QuantityRule;
  packDescription: string | null;
}

export interface LineInput {
  product_id: number;
  quantity: number;
  discount_1?: number;
  discount_2?: number;
  notes?: string | null;
}

export interface ComputedLine {
  product: PricedProduct;
  priceCents: number;
  quantity: number;
  discount1: number;
  discount2: number;
  rowCents: number;
  weightGrams: number;
  notes: string | null;
}

/**
 * Recomputes every line from the price list: the client's prices and totals are never read.
 * Discounts must be allowed values; lines of products with disable_discounts take none.
 */
export function computeLines(lines: LineInput[], products: Map<number, PricedProduct>, allowedDiscounts: readonly number[]): ComputedLine[] {
  const computed = lines.map((line, index) => {
    const product = products.get(line.product_id);
    if (!product) throw AppError.badRequest(`Prodotto non disponibile nel catalogo (id ${line.product_id})`);
    if (product.priceCents === null) {
      throw AppError.badRequest(`Il prodotto ${product.code} non ha un prezzo nel listino del cliente`);
    }
    const problem = quantityProblem(line.quantity, product.unitOfMeasure);
    if (problem) throw new AppError('VALIDATION_FAILED', `${product.code}: ${problem}`, [{ path: `items.${index}.quantity`, message: problem }]);
    let d1 = line.discount_1 ?? 0;
    let d2 = line.discount_2 ?? 0;
    if (product.disableDiscounts) {
      // Such lines take no discount, whatever an older copy of the cart carried.
      d1 = 0;
      d2 = 0;
    } else if (!allowedDiscounts.includes(d1) || !allowedDiscounts.includes(d2)) {
      throw AppError.badRequest(`Sconto non consentito sul prodotto ${product.code}: valori ammessi ${allowedDiscounts.join(', ')}`);
    }
    return {
      product,
      priceCents: product.priceCents,
      quantity: line.quantity,
      discount1: d1,
      discount2: d2,
      rowCents: discountedRowCents(product.priceCents, line.quantity, d1, d2),
      weightGrams: Math.round(product.weightGrams * line.quantity),
      notes: line.notes?.trim() ? line.notes.trim() : null,
    };
  });
  refuseBrokenRules(computed);
  return computed;
}

/** Every line that breaks its product's quantity rules, at once, each with the nearest valid quantity (issue 56). */
function refuseBrokenRules(lines: ComputedLine[]): void {
  const fields: TFieldError[] = [];
  lines.forEach((line, index) => {
    const problem = quantityRuleProblem(line.quantity, line.product.rule, line.product.unitOfMeasure);
    if (problem) fields.push({ path: `items.${index}.quantity`, message: `${line.product.code}: ${problem.message}` });
  });
  if (!fields.length) return;
  const message = fields.length === 1 ? fields[0]!.message : `${fields.length} righe non rispettano le quantità di vendita: ${fields.map((f) => f.message).join('; ')}`;
  throw new AppError('QUANTITY_RULE', message, fields);
}

/** 'Mancano 12,34 € per la spedizione gratuita', or '' (see freeShippingGapCents). */
export function freeShippingMessage(rules: AdditionRule[], goodsCents: number, weightGrams: number): string {
  const missing = freeShippingGapCents(rules, goodsCents, weightGrams);
  return missing === null ? '' : `Mancano ${formatEuro(missing)} per la spedizione gratuita`;
}
