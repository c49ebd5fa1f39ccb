import type { TAuditEntity } from '@portale/contract/audit';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { PG_UNIQUE_VIOLATION, pgErrorCode } from '../../lib/pg-error';
import type { Executor } from './audit.repository';
import { recordChange } from './audit.service';

export const STALE_VERSION_MESSAGE = 'Elemento modificato da un altro utente: ricaricare la pagina';

export type AuditTx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** How one admin table is read and written, for saveAudited. */
export interface AuditedStore<Row extends { id: number; version: number }, Values> {
  entity: TAuditEntity;
  /** The row, locked for the rest of the transaction (FOR UPDATE). */
  findForUpdate(tx: Executor, id: number): Promise<Row | undefined>;
  /** Absent: the table cannot be created from the admin (rows come from the ERP). */
  insert?(tx: Executor, values: Values): Promise<Row>;
  /** Writes the values and increments the version. */
  update(tx: Executor, id: number, values: Values): Promise<Row>;
  /** The audited fields of a row, as the API shows them. */
  snapshot(row: Row): Record<string, unknown>;
  notFound: string;
  /** The answer when a unique key is taken (409 DUPLICATE_KEY). */
  duplicate: (values: Values) => string;
}

/**
 * Creates (no id) or edits a row of an admin table in one transaction: an edit must name the version
 * it read (a stale one answers 409 STALE_VERSION and nothing changes), a taken unique key answers 409
 * DUPLICATE_KEY, and the change is written to the audit trail with the fields before → after.
 * `check` runs inside the transaction, before the write (e.g. referenced rows exist).
 */
export async function saveAudited<Row extends { id: number; version: number }, Values>(
  db: Db,
  actor: Actor,
  store: AuditedStore<Row, Values>,
  target: { id?: number | null; version?: number | null },
  values: Values,
  hooks: { check?: (tx: AuditTx) => Promise<void> } = {},
): Promise<Row> {
  try {
    return await db.transaction(async (tx) => {
      await hooks.check?.(tx);
      if (target.id == null) {
        if (!store.insert) throw AppError.badRequest('Elemento non modificabile: manca l’identificativo');
        const row = await store.insert(tx, values);
        await recordChange(tx, actor, store.entity, row.id, null, store.snapshot(row));
        return row;
      }
      const before = await store.findForUpdate(tx, target.id);
      if (!before) throw AppError.notFound(store.notFound);
      if (before.version !== target.version) throw new AppError('STALE_VERSION', STALE_VERSION_MESSAGE);
      const row = await store.update(tx, target.id, values);
      await recordChange(tx, actor, store.entity, row.id, store.snapshot(before), store.snapshot(row));
      return row;
    });
  } catch (error) {
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw new AppError('DUPLICATE_KEY', store.duplicate(values));
    throw error;
  }
}
