import type { Queryable } from './import-entity';

/**
 * Upsert of `s` into `table` by one key column: changed rows are updated (only the file's columns,
 * only when a value differs, so a re-import writes nothing), new keys inserted.
 * `columns` maps a table column to its SQL value over `s` and the file field it comes from.
 */
export async function upsertByKey(
  q: Queryable,
  has: (field: string) => boolean,
  opts: {
    table: string;
    keyColumn: string;
    keyField: string;
    columns: Record<string, { field: string; expr?: string }>;
    /** Extra columns for new rows only (table column → SQL over s). */
    insertOnly?: Record<string, string>;
    /** Restricts which rows of s are written (SQL over s). */
    where?: string;
  },
): Promise<{ created: number; updated: number }> {
  const present = Object.entries(opts.columns).filter(([, c]) => has(c.field));
  const value = (c: { field: string; expr?: string }) => c.expr ?? `s.${c.field}`;
  const filter = opts.where ? `AND (${opts.where})` : '';
  let updated = 0;
  if (present.length) {
    // Rows an admin can also edit carry a version: an import changes it too, so an admin form opened
    // before the import is refused as stale instead of silently undoing the ERP's values.
    const versioned = (await columnTypes(q, opts.table)).has('version');
    const sets = present.map(([col, c]) => `${col} = ${value(c)}`);
    if (versioned) sets.push('version = t.version + 1');
    const res = await q.query(
      `UPDATE ${opts.table} t SET ${sets.join(', ')}
       FROM s WHERE t.${opts.keyColumn} = s.${opts.keyField} ${filter}
         AND (${present.map(([col]) => `t.${col}`).join(', ')}, true) IS DISTINCT FROM (${present.map(([, c]) => value(c)).join(', ')}, true)`,
    );
    updated = res.rowCount ?? 0;
  }
  const insertCols = [...present.map(([col, c]) => [col, value(c)]), ...Object.entries(opts.insertOnly ?? {})];
  const res = await q.query(
    `INSERT INTO ${opts.table} (${[opts.keyColumn, ...insertCols.map(([col]) => col)].join(', ')})
     SELECT ${[`s.${opts.keyField}`, ...insertCols.map(([, v]) => v)].join(', ')} FROM s
     WHERE NOT EXISTS (SELECT 1 FROM ${opts.table} t WHERE t.${opts.keyColumn} = s.${opts.keyField}) ${filter}`,
  );
  return { created: res.rowCount ?? 0, updated };
}

/** Rows of `s` for a key missing from `table` and lacking a field a new row needs (`only`: SQL over s limiting the rows). */
export function requiredForNewCheck(table: string, keyColumn: string, keyField: string, fields: string[], label: string, only?: string): string {
  return `SELECT s.line, f.field, 'Campo obbligatorio per ${label} nuovo' AS reason
    FROM s CROSS JOIN LATERAL (VALUES ${fields.map((f) => `('${f}', s.${f} IS NULL)`).join(', ')}) AS f(field, missing)
    WHERE f.missing AND NOT EXISTS (SELECT 1 FROM ${table} t WHERE t.${keyColumn} = s.${keyField})${only ? ` AND (${only})` : ''}`;
}

/** Rows whose reference (a code in another table) does not exist. */
export function referenceCheck(field: string, table: string, column: string, label: string): string {
  return `SELECT s.line, '${field}' AS field, '${label} inesistente: ' || s.${field} AS reason
    FROM s WHERE s.${field} IS NOT NULL AND NOT EXISTS (SELECT 1 FROM ${table} r WHERE r.${column} = s.${field})`;
}

/**
 * "The file's rows are the parent's whole set" (order items, addresses…): for every parent named in
 * the file whose set differs from the stored one, the stored rows are replaced. A re-import of the
 * same file finds every set equal and writes nothing. Answers the lines written: created when their parent had
 * none before, updated when they replaced a stored set.
 */
export async function replaceChildren(
  q: Queryable,
  opts: {
    /** SQL over s (and the joins) giving the parent's id. */
    parentId: string;
    /** Joins from s to the parent (and lookups), e.g. `JOIN orders par ON par.code = s.order_code`. */
    joins: string;
    childTable: string;
    fkColumn: string;
    /** Child column → SQL over s (compared and written). */
    columns: Record<string, string>;
  },
): Promise<{ created: number; updated: number }> {
  const cols = Object.keys(opts.columns);
  // Cast to the child's own column types, so '12,5' in the file equals a stored 12.50 and the
  // comparison below sees exactly the values an insert would store.
  const types = await columnTypes(q, opts.childTable);
  await q.query(
    `CREATE TEMP TABLE c ON COMMIT DROP AS SELECT ${opts.parentId} AS parent_id, ${cols
      .map((c) => `(${opts.columns[c]})::${types.get(c)} AS ${c}`)
      .join(', ')}, s.line FROM s ${opts.joins}`,
  );
  // A parent's set is compared by its size and the sum of one 64-bit hash per row: two hash
  // aggregates instead of sorting both sides (EXCEPT ALL), and independent of row order.
  const digest = `count(*) AS n, sum(hashtextextended(ROW(${cols.join(', ')})::text, 0)) AS h`;
  await q.query(
    `CREATE TEMP TABLE changed ON COMMIT DROP AS
       SELECT incoming.parent_id, stored.n IS NULL AS fresh FROM (SELECT parent_id, ${digest} FROM c GROUP BY parent_id) incoming
       LEFT JOIN (SELECT ${opts.fkColumn} AS parent_id, ${digest} FROM ${opts.childTable}
                  WHERE ${opts.fkColumn} IN (SELECT parent_id FROM c) GROUP BY ${opts.fkColumn}) stored USING (parent_id)
       WHERE (incoming.n, incoming.h) IS DISTINCT FROM (stored.n, stored.h)`,
  );
  await q.query(`DELETE FROM ${opts.childTable} WHERE ${opts.fkColumn} IN (SELECT parent_id FROM changed)`);
  await q.query(
    `INSERT INTO ${opts.childTable} (${opts.fkColumn}, ${cols.join(', ')})
     SELECT parent_id, ${cols.join(', ')} FROM c WHERE parent_id IN (SELECT parent_id FROM changed) ORDER BY line`,
  );
  const { rows } = await q.query<{ created: number; updated: number }>(
    `SELECT count(*) FILTER (WHERE changed.fresh)::int AS created, count(*) FILTER (WHERE NOT changed.fresh)::int AS updated
     FROM c JOIN changed USING (parent_id)`,
  );
  return { created: rows[0]?.created ?? 0, updated: rows[0]?.updated ?? 0 };
}

async function columnTypes(q: Queryable, table: string): Promise<Map<string, string>> {
  const { rows } = await q.query<{ name: string; type: string }>(
    `SELECT attname AS name, format_type(atttypid, atttypmod) AS type FROM pg_attribute
     WHERE attrelid = $1::regclass AND attnum > 0 AND NOT attisdropped`,
    [table],
  );
  return new Map(rows.map((r) => [r.name, r.type]));
}

/**
 * A list column (`A|B|C`) that is the parent's whole set of child values (sales areas, agent links):
 * replaced only for parents whose set differs. `value` turns one list item `v` into the stored value. Answers the
 * parents whose list alone changed (a file row counts once: the upsert before it counted the others).
 */
export async function replaceList(
  q: Queryable,
  opts: { listField: string; parentTable: string; parentKeyColumn: string; keyField: string; childTable: string; fkColumn: string; valueColumn: string; value?: string },
): Promise<number> {
  const value = opts.value ?? 'v';
  await q.query(`CREATE TEMP TABLE l ON COMMIT DROP AS
    SELECT p.id AS parent_id, (SELECT coalesce(jsonb_agg(x ORDER BY x), '[]'::jsonb) FROM (
      SELECT DISTINCT ${value} AS x FROM jsonb_array_elements_text(coalesce(s.${opts.listField}, '[]'::jsonb)) AS e(v)) y WHERE x IS NOT NULL) AS wanted
    FROM s JOIN ${opts.parentTable} p ON p.${opts.parentKeyColumn} = s.${opts.keyField}`);
  const changed = await q.query<{ parent_id: number }>(`SELECT parent_id FROM l WHERE wanted IS DISTINCT FROM
    (SELECT coalesce(jsonb_agg(${opts.valueColumn} ORDER BY ${opts.valueColumn}), '[]'::jsonb) FROM ${opts.childTable} c WHERE c.${opts.fkColumn} = l.parent_id)`);
  const ids = changed.rows.map((r) => r.parent_id);
  // A file row counts once: parents the upsert already created or changed (their row written by this very
  // transaction) are counted there; only those whose list alone changed are answered.
  let listOnly = 0;
  if (ids.length) {
    const { rows } = await q.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ${opts.parentTable} WHERE id = ANY($1::int[]) AND xmin <> pg_current_xact_id()::xid`,
      [ids],
    );
    listOnly = rows[0]?.n ?? 0;
    await q.query(`DELETE FROM ${opts.childTable} WHERE ${opts.fkColumn} = ANY($1::int[])`, [ids]);
    await q.query(
      `INSERT INTO ${opts.childTable} (${opts.fkColumn}, ${opts.valueColumn})
       SELECT parent_id, x${opts.value ? '::int' : ''} FROM l, jsonb_array_elements_text(wanted) AS e(x) WHERE parent_id = ANY($1::int[])`,
      [ids],
    );
  }
  await q.query('DROP TABLE l');
  return listOnly;
}
