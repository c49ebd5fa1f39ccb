import { z } from 'zod';

export const ZSalesArea = z.object({ code: z.string() });

export const ZProfile = z.object({
  id: z.number().int(),
  external_id: z.string(),
  company_name: z.string(),
  sales_areas: z.array(ZSalesArea),
  customers_count: z.number().int(),
});
export type TProfile = z.infer<typeof ZProfile>;

export const ZGetProfilesResponse = z.object({ profiles: z.array(ZProfile) });

export const ZAdminSearchProfilesRequest = z.object({
  search: z.string().trim().min(3, 'Inserire almeno 3 caratteri per la ricerca'),
});
export const ZAdminSearchProfilesResponse = z.object({ profiles: z.array(ZProfile) });
