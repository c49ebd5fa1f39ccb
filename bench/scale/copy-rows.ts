import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';

type Cell = string | number | boolean | null;

/** COPY text format: \N for null; backslash, tab and newlines escaped. */
function cell(v: Cell): string {
  if (v === null) return '\\N';
  if (typeof v !== 'string') return String(v);
  return /[\\\t\n\r]/.test(v) ? v.replace(/\\/g, '\\\\').replace(/\t/g, '\\t').replace(/\n/g, '\\n').replace(/\r/g, '\\r') : v;
}

/** Streams generated rows into a table with COPY, in chunks so generation and ingest overlap. */
export async function copyRows(client: pg.PoolClient | pg.Client, table: string, columns: string[], rows: Iterable<Cell[]>): Promise<number> {
  let count = 0;
  function* chunks() {
    let buf: string[] = [];
    for (const row of rows) {
      buf.push(row.map(cell).join('\t'));
      count++;
      if (buf.length === 5000) {
        yield buf.join('\n') + '\n';
        buf = [];
      }
    }
    if (buf.length) yield buf.join('\n') + '\n';
  }
  const sink = client.query(copyFrom(`COPY ${table} (${columns.join(', ')}) FROM STDIN`));
  await pipeline(Readable.from(chunks()), sink);
  return count;
}
