import pg from 'pg';

/** Helpers of the scripts that drive a running portal and read its database directly (pgbouncer, replica, topology). */

/** One statement on a connection of its own. */
export async function query<T extends pg.QueryResultRow>(url: string, text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/**
 * VACUUM of tables a bench wrote and then cleaned, index entries included, so that a bench run next finds them as the
 * load left them. With few dead rows VACUUM, autovacuum's too, skips the indexes (PostgreSQL 14's bypass: 1,864 dead
 * orders in 60 pages were left so after the 30-minute soak), and autovacuum may not come at all (20,000 dead rows of L's
 * 100,000 products stay under its 20 % + 50); the index-only scans of the newest documents, every list's first page,
 * then visit the table: dead lines left by rolled-back test orders once put the ordered products' "rossi" at 169 ms
 * instead of ~90 (docs/PERFORMANCE.md, 28/11/2026).
 */
export async function vacuumWritten(url: string, tables: string[]) {
  await query(url, `vacuum (index_cleanup on, analyze) ${tables.join(', ')}`);
}

/** The demo administrator's session cookie, waiting (bounded) for the portal to start. */
export async function adminSession(base: string): Promise<string> {
  for (let i = 0; i < 240; i++) {
    const res = await fetch(`${base}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'admin@example.com', password: 'demo', scope: 'webapp' }) }).catch(() => null);
    if (res?.status === 200) return res.headers.getSetCookie().find((c) => c.startsWith('portale_sid='))!.split(';')[0]!;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('il portale non è partito');
}

/** Queues a command as the Job screen does (retrying while an API process restarts) and waits for its run's end. */
export async function runCommand(base: string, databaseUrl: string, cookie: string, name: string, args: Record<string, string> = {}) {
  let id: number | undefined;
  for (let i = 0; i < 40 && id === undefined; i++) {
    const res = await fetch(`${base}/api/job/executeCommand`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json', origin: base },
      body: JSON.stringify({ command: { name, arguments: args, options: [] } }),
    }).catch(() => null);
    if (res?.status === 200) id = ((await res.json()) as { id: number }).id;
    else await new Promise((r) => setTimeout(r, 250));
  }
  if (id === undefined) throw new Error(`${name}: non accodato`);
  for (;;) {
    const [run] = await query<{ status: string; elapsed_ms: number | null; output: { exported?: number; message?: string } | null }>(
      databaseUrl,
      'select status, elapsed_ms, output from command_runs where id = $1',
      [id],
    );
    if (!['queued', 'started'].includes(run.status)) return { status: run.status, elapsedMs: run.elapsed_ms ?? 0, exported: run.output?.exported ?? 0, message: run.output?.message ?? '' };
    await new Promise((r) => setTimeout(r, 500));
  }
}
