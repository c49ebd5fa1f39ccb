/**
 * Runs `write` over `rows` in chunks: one multi-row INSERT per chunk keeps round trips few while
 * staying far below PostgreSQL's 65,535 bind parameters per statement.
 */
export async function inChunks<T, R = void>(rows: readonly T[], size: number, write: (chunk: T[]) => Promise<R[] | void>): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < rows.length; i += size) {
    const result = await write(rows.slice(i, i + size));
    if (result) out.push(...result);
  }
  return out;
}
