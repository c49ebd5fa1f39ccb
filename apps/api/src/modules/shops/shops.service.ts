import crypto from 'node:crypto';
import { callPath } from '@portale/contract/call';
import { getShopLogoCall, LOGO_MAX_PIXELS, type TCurrentShop, type TManager, type TShop, type ZShopFields } from '@portale/contract/shops';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import type { FileStorage } from '../../storage/file-storage';
import { checkLogoImage, sniffImageType } from '../../lib/logo-image';
import { saveAudited, type AuditedStore } from '../audit/audited-save';
import { recordChange } from '../audit/audit.service';
import {
  countUsers,
  deleteShop,
  findShop,
  findShopLogo,
  findShopOfUser,
  insertShop,
  listManagers,
  listShops,
  setShopLogo,
  updateShop,
  type ShopRow,
  type ShopValues,
} from './shops.repository';

const SHOP_NOT_FOUND = 'Negozio non trovato';

const logoUrl = (id: number, logo: string | null, version: number) => (logo ? `/api/${callPath(getShopLogoCall, { id })}?v=${version}` : null);

function presentShop(r: ShopRow): TShop {
  return {
    id: r.id,
    external_id: r.externalId,
    name: r.name,
    description: r.description,
    details: r.details,
    logo: r.logo,
    logo_url: logoUrl(r.id, r.logo, r.version),
    color: r.color,
    custom_style: r.customStyle,
    quote_footer: r.quoteFooter,
    users_ids: r.usersIds,
    version: r.version,
  };
}

/** What the audit trail records of a shop (its logo by stored name). */
function snapshot(r: ShopRow) {
  const { id: _id, version: _version, logo_url: _url, ...fields } = presentShop(r);
  return fields;
}

const shopStore: AuditedStore<ShopRow, ShopValues> = {
  entity: 'shops',
  findForUpdate: (tx, id) => findShop(tx, id, true),
  insert: insertShop,
  update: updateShop,
  snapshot,
  notFound: SHOP_NOT_FOUND,
  duplicate: (v) => `Esiste già un negozio con codice ${v.externalId ?? ''}`,
};

/** A code from the name for a new shop: 'Linea Votiva' → 'LINEA-VOTIVA'. */
function codeFromName(name: string): string {
  const code = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 30);
  return code || 'NEGOZIO';
}

export async function allShops(db: Db): Promise<TShop[]> {
  return (await listShops(db)).map(presentShop);
}

export async function allManagers(db: Db): Promise<TManager[]> {
  return listManagers(db);
}

/**
 * Creates (no id) or edits a shop, with its users and optionally a new logo. The logo is checked
 * (PNG/JPEG by content, size) before anything is written, stored under a new name, and the old file
 * is removed only once the change is committed.
 */
export async function saveShop(db: Db, files: FileStorage, actor: Actor, input: z.output<typeof ZShopFields>, logo: Buffer | null): Promise<TShop> {
  const image = logo ? checkLogoImage(logo, LOGO_MAX_PIXELS) : null;
  const usersIds = [...new Set(input.users_ids)].sort((a, b) => a - b);
  const newLogoKey = image ? `logos/shop-${crypto.randomUUID()}.${image.type === 'png' ? 'png' : 'jpg'}` : null;
  const values: ShopValues = {
    externalId: input.external_id ?? (input.id == null ? codeFromName(input.name) : undefined),
    name: input.name,
    description: input.description,
    details: input.details,
    color: input.color,
    customStyle: input.custom_style,
    quoteFooter: input.quote_footer,
    usersIds,
    ...(newLogoKey ? { logo: newLogoKey } : {}),
  };
  if (newLogoKey && logo) await files.put(newLogoKey, logo);
  const previous: { logo: string | null } = { logo: null };
  try {
    const row = await saveAudited(db, actor, shopStore, input, values, {
      check: async (tx) => {
        if ((await countUsers(tx, usersIds)) !== usersIds.length) throw AppError.invalid([{ path: 'users_ids', message: 'Utente non trovato' }]);
        if (newLogoKey && input.id != null) previous.logo = (await findShopLogo(tx, input.id))?.logo ?? null;
      },
    });
    if (previous.logo) await files.remove(previous.logo);
    return presentShop(row);
  } catch (error) {
    if (newLogoKey) await files.remove(newLogoKey);
    throw error;
  }
}

/** Deletes a shop (its users' links go with it) and its logo file. */
export async function removeShop(db: Db, files: FileStorage, actor: Actor, id: number): Promise<void> {
  const removed = await db.transaction(async (tx) => {
    const before = await findShop(tx, id, true);
    if (!before) throw AppError.notFound(SHOP_NOT_FOUND);
    await deleteShop(tx, id);
    await recordChange(tx, actor, 'shops', id, snapshot(before), null);
    return before;
  });
  if (removed.logo) await files.remove(removed.logo);
}

/** Removes a shop's logo (the header and the quote PDF go without one). */
export async function removeShopLogo(db: Db, files: FileStorage, actor: Actor, id: number): Promise<TShop> {
  const { before, after } = await db.transaction(async (tx) => {
    const before = await findShop(tx, id, true);
    if (!before) throw AppError.notFound(SHOP_NOT_FOUND);
    if (before.logo) await setShopLogo(tx, id, null);
    const after = (await findShop(tx, id))!;
    await recordChange(tx, actor, 'shops', id, snapshot(before), snapshot(after));
    return { before, after };
  });
  if (before.logo) await files.remove(before.logo);
  return presentShop(after);
}

/** A shop's logo bytes and content type (by content), or 404. */
export async function shopLogo(db: Db, files: FileStorage, id: number): Promise<{ data: Buffer; contentType: string }> {
  const row = await findShopLogo(db, id);
  const data = row?.logo ? await files.get(row.logo).catch(() => null) : null;
  const type = data ? sniffImageType(data) : null;
  if (!data || !type) throw AppError.notFound('Logo non trovato');
  return { data, contentType: type === 'png' ? 'image/png' : 'image/jpeg' };
}

export async function currentShop(db: Db, actor: Actor): Promise<TCurrentShop | null> {
  const row = await findShopOfUser(db, actor.userId);
  return row ? { id: row.id, name: row.name, color: row.color, logo_url: logoUrl(row.id, row.logo, row.version) } : null;
}
