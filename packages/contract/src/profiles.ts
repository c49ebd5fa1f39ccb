import { z } from 'zod';
import { defineCall } from './call';

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

/** An admin's profile search runs from this many characters (spec §5). */
export const MIN_PROFILE_SEARCH = 3;
export const ZAdminSearchProfilesRequest = z.object({
  search: z.string().trim().min(MIN_PROFILE_SEARCH, 'Inserire almeno 3 caratteri per la ricerca'),
});
export const ZAdminSearchProfilesResponse = z.object({ profiles: z.array(ZProfile) });

// --- Calls (spec §5 "Customers home") ---
const tag = 'profiles';

/** The caller's own agent profiles. */
export const getProfilesCall = defineCall({ method: 'GET', path: 'user/getProfiles', summary: "Codici agente dell'utente collegato", access: 'user', tag, response: ZGetProfilesResponse });
export const adminSearchProfilesCall = defineCall({
  method: 'POST',
  path: 'user/adminSearchProfiles',
  summary: 'Cerca tra tutti i codici agente',
  access: 'admin',
  tag,
  body: ZAdminSearchProfilesRequest,
  response: ZAdminSearchProfilesResponse,
});

export const profilesCalls = [getProfilesCall, adminSearchProfilesCall];
