import { z } from 'zod';

/** An amount as the export writes it: a decimal with a point and two places ('1234.50'). */
const ZExportAmount = z.string().regex(/^-?\d+\.\d{2}$/);

/**
 * What a portal order hands to the ERP, written once in the order's transaction (order_exports.payload) and
 * read by `orders:export`: one schema, parsed on both sides, so the writer and the file can never disagree.
 * docs/ERP-IMPORT.md describes the file the ERP receives.
 */
export const ZOrderExportPayload = z.object({
  code: z.string().min(1),
  profile_external_id: z.string().min(1),
  customer_external_id: z.string().min(1),
  /** The price list's code, as the ERP knows it (the import maps `price_list` → code); null without a list. */
  price_list_code: z.string().nullable(),
  /** The payment mode the order was agreed with (chosen in the cart, else the customer's), by its ERP code; absent in orders written before it existed. */
  payment_mode_external_id: z.string().nullish(),
  notes: z.string().nullable(),
  shipping_address: z
    .object({ name: z.string().nullable(), address: z.string(), zip_code: z.string().nullable(), city: z.string().nullable(), district: z.string().nullable() })
    .nullable(),
  lines: z.array(
    z.object({
      product_external_id: z.string().min(1),
      quantity: z.number().positive(),
      price: ZExportAmount,
      discount_1: z.number(),
      discount_2: z.number(),
      total: ZExportAmount,
      notes: z.string().nullable(),
    }),
  ),
  shipping: z.array(z.object({ external_id: z.string().min(1), price: ZExportAmount })),
  /** The chosen promotion, by its rule's code. */
  promotion: z.object({ external_id: z.string().min(1) }).nullable(),
  total_goods: ZExportAmount,
  discount_percentage: ZExportAmount,
  discount_amount: ZExportAmount,
  total_net: ZExportAmount,
});
export type TOrderExportPayload = z.infer<typeof ZOrderExportPayload>;
