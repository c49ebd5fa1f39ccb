import { z } from 'zod';
import { optionalFilter, ZIsoDate, ZPage } from './common';

/** Rows per page of the document lists (orders, invoices, DDT, visits…), on the server and in the device's copy. */
export const LIST_PAGE_SIZE = 20;

/** An optional date filter: '' or null means "no bound". */
const ZOptionalDate = optionalFilter(ZIsoDate);

/** Filters shared by the document lists (spec §2 "Shared list layout"). */
export const ZListRequest = z.object({
  search: z.string().trim().max(200).optional().default(''),
  date_start: ZOptionalDate,
  date_end: ZOptionalDate,
  page: ZPage,
});

/** The optional `/{profile}` path segment: an agent code. */
/** `{profile}`: an agent code (the profile's external id, e.g. '0011'), not its internal id. */
export const ZProfileParams = z.object({ profile: z.string().min(1).max(50).optional().describe("Codice agente (external_id del profilo, es. '0011')") });

export const ZListCustomer = z.object({ id: z.number().int(), external_id: z.string(), company_name: z.string() });
export const ZListProfile = z.object({ external_id: z.string(), company_name: z.string() });
