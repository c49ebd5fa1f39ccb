import type { TAuditEntity, TAuditEntry } from '@portale/contract/audit';
import type { AuditChanges } from '../../db/schema/index';
import type { Actor } from '../../lib/actor';
import { findAuditRows, findReferencedNames, insertAuditRow, type Executor } from './audit.repository';

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

/** Fields holding ids of other records, and which records (issue 55, point 27: the history names them). */
const REFERENCES = { profiles_ids: 'profiles', users_ids: 'users', price_list_id: 'price_lists' } as const;
type Reference = (typeof REFERENCES)[keyof typeof REFERENCES];

const idsIn = (value: unknown): number[] => (Array.isArray(value) ? value : [value]).filter((v): v is number => typeof v === 'number');

/** 'Storico modifiche' of one record, newest first; ids of other records named as the screens name them. */
export async function recordHistory(db: Executor, entity: TAuditEntity, recordId: number): Promise<TAuditEntry[]> {
  const rows = await findAuditRows(db, entity, recordId);
  const wanted = new Map<Reference, Set<number>>();
  for (const r of rows) {
    for (const [field, c] of Object.entries(r.changes)) {
      const kind = REFERENCES[field as keyof typeof REFERENCES];
      if (!kind) continue;
      const set = wanted.get(kind) ?? new Set<number>();
      for (const id of [...idsIn(c.before), ...idsIn(c.after)]) set.add(id);
      wanted.set(kind, set);
    }
  }
  const names = new Map(await Promise.all([...wanted].map(async ([kind, ids]) => [kind, await findReferencedNames(db, kind, [...ids])] as const)));
  // A record deleted since keeps its number, said as such.
  const named = (kind: Reference, id: number) => names.get(kind)?.get(id) ?? `n. ${id} (eliminato)`;
  const shown = (field: string, value: unknown) => {
    const kind = REFERENCES[field as keyof typeof REFERENCES];
    if (!kind || value === null) return value;
    return Array.isArray(value) ? value.map((id) => (typeof id === 'number' ? named(kind, id) : id)) : typeof value === 'number' ? named(kind, value) : value;
  };
  return rows.map((r) => ({
    id: r.id,
    action: r.action as TAuditEntry['action'],
    user_name: r.userName,
    created_at: r.createdAt.toISOString(),
    // jsonb keeps no key order: fields alphabetically, the same on every read.
    changes: Object.entries(r.changes)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([field, c]) => ({ field, before: shown(field, c.before), after: shown(field, c.after) })),
  }));
}
