import { formatQuantity } from './quantity';

/**
 * The maker's quantity rules (issue 56): a minimum per line and a pack multiple ("cartone da 6"). A product states
 * them, a price list may override either field for a product; the nearest stated value wins per field. The server
 * refuses a line that breaks them and the device's cart explains it with the same words.
 */
export interface QuantityRule {
  /** Smallest quantity of a line; null: none beyond the unit's own (1 piece). */
  min: number | null;
  /** Quantities come in multiples of this (a carton); null: any. */
  multiple: number | null;
}

export const NO_RULE: QuantityRule = { min: null, multiple: null };

/** The rule that applies: each field from the price list when it states one, else from the product. */
export function effectiveRule(product: QuantityRule, priceList?: Partial<QuantityRule> | null): QuantityRule {
  return { min: priceList?.min ?? product.min, multiple: priceList?.multiple ?? product.multiple };
}

export const hasRule = (rule: QuantityRule) => rule.min !== null || rule.multiple !== null;

// Quantities have at most three decimals: compare them in thousandths, never as binary fractions.
const milli = (n: number) => Math.round(n * 1000);

/** Whether a quantity keeps the rule. */
export function keepsRule(quantity: number, rule: QuantityRule): boolean {
  const q = milli(quantity);
  if (rule.min !== null && q < milli(rule.min)) return false;
  if (rule.multiple !== null && milli(rule.multiple) > 0 && q % milli(rule.multiple) !== 0) return false;
  return true;
}

/** The valid quantity nearest to the one typed (ties go up: a carton more rather than less). */
export function nearestValidQuantity(quantity: number, rule: QuantityRule): number {
  const step = rule.multiple !== null && milli(rule.multiple) > 0 ? milli(rule.multiple) : 1;
  // The smallest valid quantity: the minimum rounded up to the pack, at least one pack.
  const smallest = Math.max(step, Math.ceil((rule.min !== null ? milli(rule.min) : step) / step) * step);
  const q = milli(quantity);
  if (q <= smallest) return smallest / 1000;
  const below = Math.floor(q / step) * step;
  const above = below === q ? q : below + step;
  const chosen = below < smallest ? above : q - below < above - q ? below : above;
  return chosen / 1000;
}

/** 'pezzi' for pieces, else the unit as the catalogue writes it. */
function unitWord(unit: string | null | undefined, quantity: number): string {
  const code = (unit ?? 'PZ').trim().toUpperCase();
  if (code === 'PZ' || code === '') return quantity === 1 ? 'pezzo' : 'pezzi';
  return code;
}

/** 'Minimo 12 pezzi, a multipli di 6', 'A multipli di 6 pezzi', 'Minimo 12 pezzi'; '' without a rule. */
export function describeRule(rule: QuantityRule, unit?: string | null): string {
  const min = rule.min !== null ? `Minimo ${formatQuantity(rule.min)} ${unitWord(unit, rule.min)}` : null;
  if (rule.multiple === null) return min ?? '';
  return min ? `${min}, a multipli di ${formatQuantity(rule.multiple)}` : `A multipli di ${formatQuantity(rule.multiple)} ${unitWord(unit, rule.multiple)}`;
}

/** Why a quantity breaks the rule, with the nearest valid one offered ('Minimo 12 pezzi, a multipli di 6: 18?'); null when it keeps it. */
export function quantityRuleProblem(quantity: number, rule: QuantityRule, unit?: string | null): { message: string; suggestion: number } | null {
  if (keepsRule(quantity, rule)) return null;
  const suggestion = nearestValidQuantity(quantity, rule);
  return { message: `${describeRule(rule, unit)}: ${formatQuantity(suggestion)}?`, suggestion };
}

/** The rule a catalogue product or a cart line carries (absent fields: none). */
export const ruleOf = (p: { min_quantity?: number | null; quantity_multiple?: number | null }): QuantityRule => ({
  min: p.min_quantity ?? null,
  multiple: p.quantity_multiple ?? null,
});

/** The quantity a new line starts at: 1, or the smallest the rule allows. */
export const firstQuantity = (rule: QuantityRule) => (hasRule(rule) ? nearestValidQuantity(1, rule) : 1);

/** A line of a cart or quote as the rules read it. */
interface RuledLine {
  product_id: number;
  product_code: string;
  description: string;
  quantity: number;
  unit_of_measure?: string | null;
  min_quantity?: number | null;
  quantity_multiple?: number | null;
}

/**
 * The lines breaking their rule, each with the nearest valid quantity: what a restored quote says (issue 56: the
 * minimum or the pack changed since it was saved), on the server and from the device's copy alike.
 */
export function quantityProblemsOf(lines: readonly RuledLine[]) {
  return lines.flatMap((line) => {
    const problem = quantityRuleProblem(line.quantity, ruleOf(line), line.unit_of_measure);
    if (!problem) return [];
    return [{ product_id: line.product_id, product_code: line.product_code, description: line.description, quantity: line.quantity, suggestion: problem.suggestion, message: problem.message }];
  });
}

/**
 * A product's rule fields in a price list: each from the list's override when it states one, else the product's own
 * (effectiveRule); what the device's copy shows and checks, like the server.
 */
export function ruleFieldsInList(
  product: { min_quantity?: number | null; quantity_multiple?: number | null },
  override: { min_quantity: number | null; quantity_multiple: number | null } | null | undefined,
): { min_quantity: number | null; quantity_multiple: number | null } {
  const rule = effectiveRule(ruleOf(product), override && ruleOf(override));
  return { min_quantity: rule.min, quantity_multiple: rule.multiple };
}
