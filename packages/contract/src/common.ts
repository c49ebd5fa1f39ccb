import { z } from 'zod';
import { italianError } from './italian-errors';

// Validation messages in plain Italian wherever a schema is used (API and web): our wording for the
// common checks, zod's Italian locale for the rest; a schema's own message always wins.
z.config({ ...z.locales.it(), customError: italianError });

/** A paged list as every list call answers it (spec §3). */
export function ZPaged<T extends z.ZodType>(item: T) {
  return z.object({
    data: z.array(item),
    total: z.number().int(),
    current_page: z.number().int(),
    last_page: z.number().int(),
    per_page: z.number().int(),
    /** True when `total` is an estimate: a count whose exact value would cost a full pass (e.g. ordered products whose free text matches more than 500 orders). Money sums are never estimated. */
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

/** The largest value of a PostgreSQL integer column (ids, versions): a larger number is refused as invalid. */
export const MAX_INT4 = 2_147_483_647;

/**
 * A whole number as a query string or a path writes it: decimal digits only. Number() would also read '0x10' as
 * 16, '1e1' as 10, ' 1' or '%201' as 1 and '' as 0, forms an integrator could come to rely on by accident (issue
 * 54): here they fail their schema. A JSON number passes as it is. (The API document shows the number schema.)
 */
export function digitsToNumber(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  return /^[0-9]{1,16}$/.test(value) ? Number(value) : Number.NaN;
}
/** A number schema that also reads a query-string or path parameter written in decimal digits. */
export const fromDigits = <T extends z.ZodType<number>>(schema: T) => z.preprocess(digitsToNumber, schema);

const PAGE_RANGE = 'La pagina deve essere un numero maggiore di zero';
// The default inside: outside the preprocessing, the API document would lose it.
export const ZPage = fromDigits(z.number({ error: PAGE_RANGE }).int(PAGE_RANGE).min(1, PAGE_RANGE).max(MAX_INT4, 'Pagina non valida').default(1));

export const ZSuccessResponse = z.object({ success: z.boolean(), message: z.string().optional() });
export type TSuccessResponse = z.infer<typeof ZSuccessResponse>;

const ID_RANGE = 'Identificativo non valido';
/** A row id in a JSON body: a positive integer the database can hold. */
export const ZId = z.number().int().positive().max(MAX_INT4, ID_RANGE);
/** A row id in a path or query string (text): the same range. */
export const ZIdParam = fromDigits(z.number({ error: ID_RANGE }).int(ID_RANGE).positive(ID_RANGE).max(MAX_INT4, ID_RANGE));
export const ZIdParams = z.object({ id: ZIdParam });

/** A calendar date as YYYY-MM-DD. */
export const ZIsoDate = z.iso.date({ error: 'Data non valida: usare il formato AAAA-MM-GG' });

/** Money in euro as a JSON number with at most two decimals (computed exactly on the server). */
export const ZMoney = z.number();

/**
 * An optional filter that also takes '' and null for 'none' (as forms and ERP clients send them): declared so in
 * the API document, read as undefined.
 */
export function optionalFilter<T extends z.ZodType>(schema: T) {
  return z
    // null inside the first member: OpenAPI 3.0 wants `nullable` beside a type, not beside anyOf.
    .union([schema.nullable(), z.literal('')])
    .optional()
    .transform((value) => (value === '' || value === null ? undefined : value) as z.output<T> | undefined);
}

/** OpenAPI 3.0 of "null or absent" for an integer field. */
const NO_INTEGER = { type: 'integer', nullable: true, enum: [null] };

/**
 * An admin record save (issue 54 point 7): a creation (`id` and `version` absent or null) or an edit (`id` and the
 * `version` it was read at, both required; a stale version answers 409 STALE_VERSION). The API document says so
 * with two branches; validation stays one object, so a form sent empty is told every field at once and an edit
 * without its version is refused by name ('Versione del record mancante').
 */
export function editOrCreate<S extends z.ZodRawShape>(shape: S) {
  return z
    .object({
      id: ZId.nullish().describe('Assente o null: nuovo record; altrimenti il record da modificare'),
      version: ZId.nullish().describe('Con id: la versione letta, obbligatoria (se nel frattempo è cambiata, 409 STALE_VERSION); senza id: assente o null'),
      ...shape,
    })
    .superRefine((record, ctx) => {
      const { id, version } = record as { id?: number | null; version?: number | null };
      if (id != null && version == null) {
        ctx.addIssue({ code: 'custom', path: ['version'], message: 'Versione del record mancante: ricaricare la pagina' });
      }
    })
    // Inside allOf, so a generated client reads it as "the fields, and one of the two forms".
    .meta({
      allOf: [
        {
          anyOf: [
            { title: 'Modifica', required: ['id', 'version'], properties: { id: { type: 'integer', minimum: 1 }, version: { type: 'integer', minimum: 1 } } },
            { title: 'Creazione', properties: { id: NO_INTEGER, version: NO_INTEGER } },
          ],
        },
      ],
    });
}
