import { z } from 'zod';
import { defineCall } from './call';
import { fromDigits, ZIdParam, ZIdParams } from './common';

/** A shop (brand): its logo and colour brand the web header, the quote PDF and the quote email of its users. */
export const ZShop = z.object({
  id: z.number().int(),
  external_id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  details: z.string().nullable(),
  /** The stored logo's key, or null. */
  logo: z.string().nullable(),
  /** Where the browser loads the logo (changes with each new logo), or null. */
  logo_url: z.string().nullable(),
  color: z.string().nullable(),
  custom_style: z.string().nullable(),
  quote_footer: z.string().nullable(),
  users_ids: z.array(z.number().int()),
  version: z.number().int(),
});
export type TShop = z.infer<typeof ZShop>;

export const SHOP_COLOR = /^#[0-9a-fA-F]{6}$/;
const optionalText = (max: number, label: string) =>
  z
    .string()
    .max(max, `${label}: al massimo ${max} caratteri`)
    .nullish()
    .transform((v) => (v?.trim() ? v.trim() : null));

/**
 * The text fields of `POST shops/update` (multipart, with an optional `logo` file): every field is a
 * form string, so ids arrive as text. No id: create; with id: edit, with the version read.
 */
export const ZShopFields = z
  .object({
    id: ZIdParam.nullish(),
    version: ZIdParam.nullish().describe("Obbligatoria in modifica (con id): la versione letta; se nel frattempo è cambiata, 409 STALE_VERSION"),
    /** Optional: derived from the name on create. */
    external_id: optionalText(50, 'Il codice'),
    name: z.string().trim().min(1, 'Il nome è obbligatorio').max(200, 'Il nome: al massimo 200 caratteri'),
    description: optionalText(500, 'La descrizione'),
    details: optionalText(2000, 'I dati'),
    custom_style: optionalText(20_000, 'Lo stile'),
    quote_footer: optionalText(2000, 'Il piè di pagina'),
    color: z
      .string()
      .trim()
      .nullish()
      .transform((v) => (v ? v.toLowerCase() : null))
      .refine((v) => v === null || SHOP_COLOR.test(v), 'Il colore deve essere nel formato #rrggbb'),
    users_ids: z.array(ZIdParam).max(10_000).default([]),
  })
  .superRefine((value, ctx) => {
    if (value.id != null && value.version == null) {
      ctx.addIssue({ code: 'custom', path: ['version'], message: 'Versione del record mancante: ricaricare la pagina' });
    }
  });
export type TShopFields = z.input<typeof ZShopFields>;

/** Logo limits: PNG or JPEG (by content), at most 2 MB and 2000 × 2000 pixels. */
export const LOGO_MAX_BYTES = 2 * 1024 * 1024;
export const LOGO_MAX_PIXELS = 2000;

export const ZManager = z.object({ id: z.number().int(), name: z.string(), email: z.string(), role: z.string() });
export type TManager = z.infer<typeof ZManager>;

/** The user's shop as the header shows it. */
export const ZCurrentShop = z.object({ id: z.number().int(), name: z.string(), color: z.string().nullable(), logo_url: z.string().nullable() });
export type TCurrentShop = z.infer<typeof ZCurrentShop>;

const ZShopSaved = z.object({ success: z.boolean(), message: z.string(), shop: ZShop });

// --- Calls (spec §7 "Admin master data") ---
const tag = 'shops';

export const getShopsCall = defineCall({ method: 'GET', path: 'shops', summary: 'Negozi', access: 'admin', tag, response: z.object({ shops: z.array(ZShop) }) });

/** The users a shop may be given (enabled users, by name). */
export const getShopManagersCall = defineCall({
  method: 'GET',
  path: 'shops/getManagers',
  summary: 'Utenti assegnabili a un negozio',
  access: 'admin',
  tag,
  response: z.object({ managers: z.array(ZManager) }),
});

/** Multipart: the fields of ZShopFields (users_ids repeated) and an optional `logo` file. */
export const updateShopCall = defineCall({
  method: 'POST',
  path: 'shops/update',
  summary: 'Crea o modifica un negozio (con il logo)',
  errors: ['STALE_VERSION', 'DUPLICATE_KEY', 'NOT_FOUND'],
  access: 'admin',
  tag,
  body: 'multipart',
  multipart: {
    fields: ZShopFields,
    files: [{ name: 'logo', required: false, description: 'Logo PNG o JPEG, al massimo 2 MB' }],
  },
  response: ZShopSaved,
});

/** Answers 'Negozio cancellato correttamente' (the spec reused the user's text; issue 22 names the shop). */
export const deleteShopCall = defineCall({
  method: 'DELETE',
  path: 'shops/delete/:id',
  summary: 'Elimina un negozio',
  access: 'admin',
  tag,
  params: ZIdParams,
  response: z.object({ success: z.boolean(), message: z.string() }),
});

/** A GET that changes state (the spec's path): refused cross-site like POST and DELETE. */
export const removeShopLogoCall = defineCall({
  method: 'GET',
  path: 'shops/removeLogo/:id',
  summary: 'Rimuove il logo di un negozio',
  errors: ['STALE_VERSION'],
  access: 'admin',
  tag,
  changesState: true,
  params: ZIdParams,
  response: ZShopSaved,
});

/** The logo image (PNG or JPEG) for the header and the admin preview; `v` only busts caches. */
export const getShopLogoCall = defineCall({
  method: 'GET',
  path: 'shops/logo/:id',
  summary: 'Logo di un negozio',
  produces: ['image/png', 'image/jpeg'],
  access: 'user',
  tag,
  params: ZIdParams,
  query: z.object({ v: fromDigits(z.number({ error: 'Versione non valida' }).int('Versione non valida')).optional() }),
  response: 'binary',
});

/** The caller's shop (their first, by id), for the header; null without one. */
export const getCurrentShopCall = defineCall({
  method: 'GET',
  path: 'shops/current',
  summary: "Negozio dell'utente collegato",
  access: 'user',
  tag,
  response: z.object({ shop: ZCurrentShop.nullable() }),
});

export const shopsCalls = [getShopsCall, getShopManagersCall, updateShopCall, deleteShopCall, removeShopLogoCall, getShopLogoCall, getCurrentShopCall];
