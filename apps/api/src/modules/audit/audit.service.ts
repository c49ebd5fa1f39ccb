import type { TAuditEntity, TAuditEntry } from '@portale/contract/audit';
import type { AuditChanges } from '../../db/schema/index';
import type { Actor } from '../../lib/actor';
import { findAuditRows, insertAuditRow, type Executor } from './audit.repository';

type Snapshot = Record<string, unknown>;

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The fields that differ between two snapshots of a record (either may be null: create, delete). */
export function diffSnapshots(before: Snapshot | null, after: Snapshot | null): AuditChanges {
  const changes: AuditChanges = {};
  for (const field of new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])) {
    const b = before ? (before[field] ?? null) : null;
    const a = after ? (after[field] ?? null) : null;
    if (!same(a, b)) changes[field] = { before: b, after: a };
  }
  return changes;
}

/**
 * Records one admin change in the caller's transaction: who, which record, and every changed field
 * before → after. `before` null = created, `after` null = deleted; an edit that changed nothing is not recorded.
 */
export async function recordChange(db: Executor, actor: Actor, entity: TAuditEntity, recordId: number, before: Snapshot | null, after: Snapshot | null) {
  const changes = diffSnapshots(before, after);
  const action = before === null ? 'create' : after === null ? 'delete' : 'update';
  if (action === 'update' && Object.keys(changes).length === 0) return;
  await insertAuditRow(db, { entity, recordId, action, changes, userId: actor.userId });
}

/** 'Storico modifiche' of one record, newest first. */
export async function recordHistory(db: Executor, entity: TAuditEntity, recordId: number): Promise<TAuditEntry[]> {
  const rows = await findAuditRows(db, entity, recordId);
  return rows.map((r) => ({
    id: r.id,
    action: r.action as TAuditEntry['action'],
    user_name: r.userName,
    created_at: r.createdAt.toISOString(),
    // jsonb keeps no key order: fields alphabetically, the same on every read.
    changes: Object.entries(r.changes)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([field, c]) => ({ field, before: c.before, after: c.after })),
  }));
}
