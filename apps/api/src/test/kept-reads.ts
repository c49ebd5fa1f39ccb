/**
 * Whether the statements a spy on `db.execute` saw read the table behind a kept read, not just its version
 * (lists/kept-reads.ts: only the statement that reads answers a `value` column).
 */
export async function readTheTable(spy: { mock: { results: { value: unknown }[] } }): Promise<boolean> {
  const results = (await Promise.all(spy.mock.results.map((r) => r.value))) as { rows: Record<string, unknown>[] }[];
  return results.some((r) => 'value' in r.rows[0]);
}
