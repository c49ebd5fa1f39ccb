import crypto from 'node:crypto';
import type { TFieldError } from '@portale/contract/errors';
import type { TUser, TUserInput } from '@portale/contract/users';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { hashPassword } from '../../lib/password';
import { PG_FOREIGN_KEY_VIOLATION, PG_UNIQUE_VIOLATION, pgErrorCode } from '../../lib/pg-error';
import { passwordProblems } from '../account/password-rules';
import { STALE_VERSION_MESSAGE } from '../audit/audited-save';
import { recordChange } from '../audit/audit.service';
import { findProfilesOfUsers } from '../profiles/profiles.repository';
import {
  countEnabledAdmins,
  countProfiles,
  deleteCurrentCart,
  deleteUser,
  emailTakenByOther,
  endUserSessions,
  findUser,
  hasLinkedData,
  insertUser,
  listUsers,
  lockAdminChanges,
  replaceUserProfiles,
  updateUser,
  type Executor,
} from './users.repository';

const USER_NOT_FOUND = 'Utente non trovato';
const HAS_LINKED_DATA = 'L’utente ha dati collegati e non può essere cancellato: disabilitarlo';
const LAST_ADMIN = 'Deve restare almeno un amministratore abilitato';
const EMAIL_TAKEN = 'Indirizzo email già utilizzato da un altro utente';
/** The e-mail belongs to another user: a duplicate key the form shows on its e-mail field. */
const emailTaken = () => new AppError('DUPLICATE_KEY', EMAIL_TAKEN, [{ path: 'user.email', message: EMAIL_TAKEN }]);

/** Every user with their profiles, ordered by name. */
export async function allUsers(db: Db): Promise<TUser[]> {
  const rows = await listUsers(db);
  return withProfiles(db, rows);
}

/**
 * Creates (no id) or edits a user. The contract's schema has checked the fields and the password rules; here
 * what the form cannot: configured role, unique e-mail, existing profiles, and that an admin does not lock
 * themself out. Disabling a user or changing their password ends their sessions (an admin editing themself
 * keeps the current one).
 */
export async function saveUser(db: Db, roles: Record<string, string>, actor: Actor, input: TUserInput): Promise<TUser> {
  const id = input.id ?? null;
  const email = input.email.trim().toLowerCase();
  const enabled = input.enabled ?? true;
  const password = input.password ?? '';
  // Every invalid field at once, by the path the form knows it by ('user.password'), so the form marks them all.
  const invalid: TFieldError[] = [];
  const field = (name: string, message: string) => invalid.push({ path: `user.${name}`, message });
  if (!Object.hasOwn(roles, input.role)) field('role', 'Ruolo non valido');
  const self = id !== null && id === actor.userId;
  if (self && !enabled) field('enabled', 'Non è possibile disabilitare il proprio utente');
  if (self && input.role !== 'admin') field('role', 'Non è possibile togliere a sé stessi il ruolo di amministratore');
  if (password) for (const message of passwordProblems(password, { name: input.name, email })) field('password', message);
  if (invalid.length) throw AppError.invalid(invalid);
  const profileIds = [...new Set((input.profiles ?? []).map((p) => p.id))];
  // Hash outside the transaction: ~20 ms of CPU must not hold the connection.
  // Created without a password (the invitation sets it): a random one nobody knows until then.
  const passwordHash = password ? await hashPassword(password) : id === null ? await hashPassword(crypto.randomBytes(32).toString('base64url')) : undefined;
  const discountLimitBp = input.discount_limit === null || input.discount_limit === undefined ? null : Math.round(input.discount_limit * 100);
  const values = { name: input.name.trim(), email, externalId: input.external_id?.trim() || null, role: input.role, enabled, discountLimitBp };

  let savedId: number;
  try {
    savedId = await db.transaction(async (tx) => {
      await lockAdminChanges(tx);
      if ((await countProfiles(tx, profileIds)) !== profileIds.length) throw AppError.invalid([{ path: 'user.profiles', message: 'Codice agente non trovato' }]);
      if (await emailTakenByOther(tx, email, id)) throw emailTaken();
      if (id === null) {
        const newId = await insertUser(tx, { ...values, passwordHash: passwordHash! });
        await replaceUserProfiles(tx, newId, profileIds);
        await recordChange(tx, actor, 'users', newId, null, auditedUser(values, profileIds));
        return newId;
      }
      const existing = await findUser(tx, id);
      if (!existing) throw AppError.notFound(USER_NOT_FOUND);
      const profilesBefore = (await findProfilesOfUsers(tx, [id])).get(id) ?? [];
      // Two admins on one user: the second save, based on the version before the first, changes nothing.
      if (!(await updateUser(tx, id, input.version!, passwordHash ? { ...values, passwordHash } : values))) {
        throw new AppError('STALE_VERSION', STALE_VERSION_MESSAGE);
      }
      await replaceUserProfiles(tx, id, profileIds);
      await keepAnEnabledAdmin(tx, actor);
      await recordChange(
        tx,
        actor,
        'users',
        id,
        auditedUser(existing, profilesBefore.map((p) => p.id)),
        { ...auditedUser(values, profileIds), ...(passwordHash ? { password: 'modificata' } : {}) },
      );
      if (passwordHash || (existing.enabled && !enabled)) await endUserSessions(tx, id, self ? actor.sessionId : undefined);
      return id;
    });
  } catch (error) {
    // Two saves racing for one e-mail: the unique index decides.
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw emailTaken();
    throw error;
  }
  const [user] = await withProfiles(db, [(await findUser(db, savedId))!]);
  return user;
}

/**
 * Deletes a user without data, with their sessions, agent-code links and empty current cart. A user whose
 * quotes, orders, notes or visits name them is refused (disable instead): their data is never deleted with them.
 * An admin cannot delete themself, nor the last enabled admin.
 */
export async function removeUser(db: Db, actor: Actor, id: number): Promise<void> {
  if (id === actor.userId) throw AppError.badRequest('Non è possibile cancellare il proprio utente');
  try {
    await db.transaction(async (tx) => {
      await lockAdminChanges(tx);
      const before = await findUser(tx, id);
      if (!before) throw AppError.notFound(USER_NOT_FOUND);
      if (await hasLinkedData(tx, id)) throw AppError.conflict(HAS_LINKED_DATA);
      const profilesBefore = (await findProfilesOfUsers(tx, [id])).get(id) ?? [];
      await endUserSessions(tx, id);
      await deleteCurrentCart(tx, id);
      if (!(await deleteUser(tx, id))) throw AppError.notFound(USER_NOT_FOUND);
      await keepAnEnabledAdmin(tx, actor);
      await recordChange(tx, actor, 'users', id, auditedUser(before, profilesBefore.map((p) => p.id)), null);
    });
  } catch (error) {
    // A row written after the check (a quote saved meanwhile): the foreign keys refuse, never cascade.
    if (pgErrorCode(error) === PG_FOREIGN_KEY_VIOLATION) throw AppError.conflict(HAS_LINKED_DATA);
    throw error;
  }
}

/**
 * Run after a change, under `lockAdminChanges`: at least one enabled admin remains, and the acting admin still is
 * one (another admin may have demoted, disabled or deleted them since their request passed the guard).
 */
async function keepAnEnabledAdmin(tx: Executor, actor: Actor) {
  if ((await countEnabledAdmins(tx)) === 0) throw AppError.conflict(LAST_ADMIN);
  const me = await findUser(tx, actor.userId);
  if (!me || me.role !== 'admin' || !me.enabled) throw AppError.forbidden();
}

/** What the audit trail keeps of a user: never the password, only that it changed. */
function auditedUser(u: { name: string; email: string; externalId: string | null; role: string; enabled: boolean; discountLimitBp: number | null }, profileIds: number[]) {
  return {
    name: u.name,
    email: u.email,
    external_id: u.externalId,
    role: u.role,
    enabled: u.enabled,
    discount_limit: u.discountLimitBp === null ? 'predefinito' : `${u.discountLimitBp / 100}%`,
    profiles_ids: [...profileIds].sort((a, b) => a - b),
  };
}

async function withProfiles(db: Db, rows: Awaited<ReturnType<typeof listUsers>>): Promise<TUser[]> {
  const profilesOf = await findProfilesOfUsers(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    email: r.email,
    external_id: r.externalId,
    role: r.role,
    enabled: r.enabled,
    discount_limit: r.discountLimitBp === null ? null : r.discountLimitBp / 100,
    profiles: profilesOf.get(r.id) ?? [],
    version: r.version,
  }));
}
