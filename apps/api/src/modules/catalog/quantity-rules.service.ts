import type { ZProductQuantityRulesInput } from '@portale/contract/catalog';
import { allowsFractions, formatQuantity } from '@portale/contract/quantity';
import type { TFieldError } from '@portale/contract/errors';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { recordChange } from '../audit/audit.service';
import { findPriceListOverrides, findProductRule, updateProductRule, type ProductRuleRow } from './quantity-rules.repository';

const num = (v: string | null) => (v === null ? null : Number(v));
const NOT_FOUND = 'Prodotto non trovato';

const presentRule = (r: ProductRuleRow) => ({
  id: r.id,
  external_id: r.externalId,
  description: r.description,
  unit_of_measure: r.unitOfMeasure,
  min_quantity: num(r.minQuantity),
  quantity_multiple: num(r.quantityMultiple),
  pack_description: r.packDescription,
});
/** What the history compares: the three fields the admin edits. */
const snapshot = (r: ProductRuleRow) => ({ min_quantity: num(r.minQuantity), quantity_multiple: num(r.quantityMultiple), pack_description: r.packDescription });

async function withOverrides(db: Db, row: ProductRuleRow) {
  const overrides = await findPriceListOverrides(db, row.id);
  return {
    product: presentRule(row),
    price_list_overrides: overrides.map((o) => ({ price_list_id: o.priceListId, code: o.code, description: o.description, min_quantity: num(o.minQuantity), quantity_multiple: num(o.quantityMultiple) })),
  };
}

export async function productQuantityRules(db: Db, id: number) {
  const row = await findProductRule(db, id);
  if (!row) throw AppError.notFound(NOT_FOUND);
  return withOverrides(db, row);
}

/** Pieces are counted whole; only a product sold by measure (metres, kilograms…) takes decimals (contract quantity.ts). */
function unitProblems(input: z.output<typeof ZProductQuantityRulesInput>, unit: string): TFieldError[] {
  if (allowsFractions(unit)) return [];
  const fields = [['min_quantity', input.min_quantity, 'Il minimo'], ['quantity_multiple', input.quantity_multiple, 'La confezione']] as const;
  return fields
    .filter(([, value]) => value !== null && !Number.isInteger(value))
    .map(([path, value, label]) => ({ path, message: `${label} (${formatQuantity(value!)}) deve essere un numero intero: il prodotto si vende a unità intere (${unit})` }));
}

/** The admin's edit of a product's own rule (issue 56); the price lists' overrides stay the import's. */
export async function saveProductQuantityRules(db: Db, actor: Actor, id: number, input: z.output<typeof ZProductQuantityRulesInput>) {
  const row = await db.transaction(async (tx) => {
    const before = await findProductRule(tx, id, true);
    if (!before) throw AppError.notFound(NOT_FOUND);
    const problems = unitProblems(input, before.unitOfMeasure);
    if (problems.length) throw AppError.invalid(problems);
    const after = await updateProductRule(tx, id, {
      minQuantity: input.min_quantity === null ? null : String(input.min_quantity),
      quantityMultiple: input.quantity_multiple === null ? null : String(input.quantity_multiple),
      packDescription: input.pack_description,
    });
    await recordChange(tx, actor, 'products', id, snapshot(before), snapshot(after));
    return after;
  });
  return withOverrides(db, row);
}
