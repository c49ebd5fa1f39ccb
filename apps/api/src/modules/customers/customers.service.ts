import type { Paged } from '@portale/contract/common';
import { CUSTOMERS_PAGE_SIZE, saveProfileNoteCall, type TCustomer, type TUserNote } from '@portale/contract/customers';
import type { Db } from '../../db/client';
import { reachableProfileIds, type Actor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import type { SecretBox } from '../../lib/secret-box';
import { reachableProfile } from '../profiles/profiles.service';
import { earlierOutcome, keyReused, recordOutcome, type KeyedRequest } from '../idempotency/idempotency.service';
import {
  countProfileCustomers,
  deleteNote,
  findCustomerById,
  findNote,
  lockNote,
  isCustomerReachable,
  findProfileCustomersPage,
  upsertNote,
  type CustomerSheetRow,
} from './customers.repository';

const CUSTOMER_NOT_FOUND = 'Cliente non trovato';

/** A profile's customers, one page, searched by company name, code or VAT number. */
export async function profileCustomers(
  db: Db,
  secrets: SecretBox,
  actor: Actor,
  input: { profileExternalId: string; search: string; page: number },
): Promise<Paged<TCustomer>> {
  const profile = await reachableProfile(db, actor, input.profileExternalId);
  const offset = (input.page - 1) * CUSTOMERS_PAGE_SIZE;
  const [rows, total] = await Promise.all([
    findProfileCustomersPage(db, actor.userId, profile.id, input.search, CUSTOMERS_PAGE_SIZE, offset),
    countProfileCustomers(db, profile.id, input.search),
  ]);
  return {
    data: rows.map((r) => customerSheet(secrets, r)),
    total,
    current_page: input.page,
    last_page: Math.max(1, Math.ceil(total / CUSTOMERS_PAGE_SIZE)),
    per_page: CUSTOMERS_PAGE_SIZE,
  };
}

/** The customer sheet; another agent's customer answers 404 like a missing one. */
export async function getCustomer(db: Db, secrets: SecretBox, actor: Actor, id: number): Promise<TCustomer> {
  const row = await findCustomerById(db, id, reachableProfileIds(actor), actor.userId);
  if (!row) throw AppError.notFound(CUSTOMER_NOT_FOUND);
  return customerSheet(secrets, row);
}

export interface NoteSave {
  note: string;
  /** The version the edit is based on (0: no note); undefined saves whatever is stored. */
  baseVersion?: number;
  idempotencyKey?: string;
  /** The validated body, for the key's fingerprint. */
  body: unknown;
}

/**
 * Saves the caller's own private note on a reachable customer; an empty note deletes it. An edit based on a version
 * that is no longer the stored one is a 409 NOTE_CONFLICT carrying the stored note, so the device shows both texts
 * (an older offline note never overwrites a newer one) — unless it says the same as the stored one.
 */
export async function saveNote(db: Db, actor: Actor, customerId: number, save: NoteSave): Promise<TUserNote | null> {
  const keyed: KeyedRequest | null =
    save.idempotencyKey === undefined
      ? null
      : { userId: actor.userId, key: save.idempotencyKey, call: saveProfileNoteCall.path, params: { id: customerId }, body: save.body };
  return db.transaction(async (tx) => {
    if (keyed) {
      const earlier = await earlierOutcome(tx, keyed);
      if (earlier) {
        if (earlier.kind !== 'note' || !earlier.answer) throw keyReused();
        return (earlier.answer as { user_note: TUserNote | null }).user_note;
      }
    }
    if (!(await isCustomerReachable(tx, customerId, reachableProfileIds(actor)))) throw AppError.notFound(CUSTOMER_NOT_FOUND);
    await lockNote(tx, customerId, actor.userId);
    const stored = await findNote(tx, customerId, actor.userId);
    const content = save.note.trim();
    let saved: TUserNote | null;
    if (save.baseVersion !== undefined && save.baseVersion !== (stored?.version ?? 0)) {
      if ((stored?.content ?? '') !== content) {
        throw new AppError('NOTE_CONFLICT', 'La nota è stata modificata su un altro dispositivo', undefined, undefined, {
          current_note: stored ?? { content: '', version: 0 },
        });
      }
      saved = stored; // the same text already: nothing to choose between
    } else if (!content) {
      await deleteNote(tx, customerId, actor.userId);
      saved = null;
    } else saved = await upsertNote(tx, customerId, actor.userId, content);
    if (keyed) await recordOutcome(tx, keyed, { kind: 'note', targetId: customerId, answer: { user_note: saved } });
    return saved;
  });
}

/**
 * A customer row read with its relations (customers.repository.ts, sheetColumns) as the answer carries it. `secrets`
 * null leaves the access password out (the offline copy on a tablet never holds it).
 */
export function customerSheet(secrets: SecretBox | null, r: CustomerSheetRow): TCustomer {
  return {
    id: r.id,
    key: r.key,
    external_id: r.externalId,
    company_name: r.companyName,
    sector: r.sector,
    vat_code: r.vatCode,
    addresses: r.addresses,
    contacts: r.contacts,
    payment_mode: r.paymentModeId === null ? null : { id: r.paymentModeId, description: r.paymentModeDescription!, discount: Number(r.paymentModeDiscount) },
    price_list: r.priceListCode === null ? null : { code: r.priceListCode },
    price_list_id: r.priceListId,
    group: r.groupName === null ? null : { name: r.groupName },
    // numeric(14,2) comes inside the JSON as a number with ≤ 2 decimals, as the answer carries it.
    year_data: r.yearData,
    user_note: r.note,
    password: secrets ? encodedPassword(secrets, r.passwordEncrypted) : null,
    inactive: r.inactive,
  };
}

/** The access password as the spec answers it: decrypted, then base64-encoded. */
function encodedPassword(secrets: SecretBox, sealed: string | null): string | null {
  if (!sealed) return null;
  try {
    return Buffer.from(secrets.decrypt(sealed), 'utf8').toString('base64');
  } catch {
    // Sealed with another APP_SECRET (e.g. data copied between installs): unreadable, so not shown.
    return null;
  }
}
