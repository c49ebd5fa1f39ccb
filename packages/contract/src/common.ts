import { z } from 'zod';

// Validation messages in Italian wherever a schema is used (API and web).
z.config(z.locales.it());

/** A paged list as every list call answers it (spec §3). */
export function ZPaged<T extends z.ZodType>(item: T) {
  return z.object({
    data: z.array(item),
    total: z.number().int(),
    current_page: z.number().int(),
    last_page: z.number().int(),
    per_page: z.number().int(),
    /** True when `total` is an estimate (very large unfiltered sets). */
    total_is_estimate: z.boolean().optional(),
  });
}
export type Paged<T> = {
  data: T[];
  total: number;
  current_page: number;
  last_page: number;
  per_page: number;
  total_is_estimate?: boolean;
};

export const ZPage = z.coerce.number().int().min(1, 'La pagina deve essere un numero maggiore di zero').default(1);

export const ZSuccessResponse = z.object({ success: z.boolean(), message: z.string().optional() });
export type TSuccessResponse = z.infer<typeof ZSuccessResponse>;

export const ZIdParams = z.object({ id: z.coerce.number().int().positive() });

/** A calendar date as YYYY-MM-DD. */
export const ZIsoDate = z.iso.date({ error: 'Data non valida: usare il formato AAAA-MM-GG' });

/** Money in euro as a JSON number with at most two decimals (computed exactly on the server). */
export const ZMoney = z.number();
