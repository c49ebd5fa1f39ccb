import pg from 'pg';
import { vacuumWritten } from './portal';

/**
 * A batch of orders as agents' tablets send them: `clients` at once, each order with its own Idempotency-Key,
 * retried with the same key after a network error or a 5xx (a restarting process, a database outage) until
 * it is acknowledged; every tenth acknowledged order is sent again, as a client that missed the answer would.
 * Then the database is read directly: every acknowledged order stored once, with the id that was answered.
 */
export interface OrderStormResult {
  acknowledged: number;
  stored: number;
  duplicates: number;
  lost: number;
  /** Replays answered with another order id than the first answer. */
  mismatched: number;
  /** Answers 4xx, or no answer before the deadline. */
  rejected: string[];
  retries: number;
  p50: number;
  p95: number;
  seconds: number;
}

export async function orderStorm(options: {
  base: string;
  /** The bench database, read directly to count what was stored. */
  databaseUrl: string;
  orders: number;
  clients: number;
  keyPrefix: string;
  email?: string;
  timeoutSeconds?: number;
}): Promise<OrderStormResult> {
  const { base, orders, clients, keyPrefix } = options;
  const deadline = Date.now() + (options.timeoutSeconds ?? 600) * 1000;
  const cookie = await login(base, options.email ?? 'agente1@example.com', deadline);
  const call = async <T>(method: string, url: string, body?: unknown): Promise<T> => {
    const res = await fetch(`${base}${url}`, { method, headers: { cookie, 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
    if (res.status !== 200) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  };
  const me = await call<{ user: { profiles: { external_id: string }[] } }>('GET', '/api/user/current');
  const profile = me.user.profiles[0]!.external_id;
  const customers = await call<{ customers: { data: { id: number; external_id: string }[] } }>('POST', `/api/user/getProfileCustomers/${profile}`, {});
  const customer = customers.customers.data[0]!;
  const products = await call<{ products: { data: { id: number }[] } }>('POST', '/api/catalog/getProducts', { customer_external_id: customer.external_id });
  const cart = {
    profile_external_id: profile,
    customer_id: customer.id,
    items: products.products.data.slice(0, 3).map((p, i) => ({ product_id: p.id, quantity: i + 1 })),
    notes: 'Ordine di prova (bench)',
  };

  const acknowledged = new Map<string, number>();
  const rejected: string[] = [];
  const latencies: number[] = [];
  let retries = 0;
  let mismatched = 0;
  const send = async (key: string): Promise<number | null> => {
    while (Date.now() < deadline) {
      const started = performance.now();
      try {
        const res = await fetch(`${base}/api/cart/createOrder`, {
          method: 'POST',
          headers: { cookie, 'content-type': 'application/json', 'idempotency-key': key },
          body: JSON.stringify(cart),
          signal: AbortSignal.timeout(15_000),
        });
        if (res.status === 200) {
          latencies.push(performance.now() - started);
          return ((await res.json()) as { order_id: number }).order_id;
        }
        if (res.status < 500) {
          rejected.push(`${key}: ${res.status} ${await res.text()}`);
          return null;
        }
      } catch {
        // connection refused or cut: a process is restarting
      }
      retries++;
      await new Promise((r) => setTimeout(r, 250));
    }
    rejected.push(`${key}: nessuna risposta entro il termine`);
    return null;
  };

  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (next < orders) {
        const n = next++;
        const key = `${keyPrefix}-${n}`;
        const id = await send(key);
        if (id === null) continue;
        acknowledged.set(key, id);
        if (n % 10 === 0 && (await send(key)) !== id) mismatched++;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;

  const client = new pg.Client({ connectionString: options.databaseUrl });
  await client.connect();
  const { rows } = await client
    .query<{ key: string; id: number; n: number }>(
      `select idempotency_key as key, min(id) as id, count(*)::int as n from orders where idempotency_key like $1 group by idempotency_key`,
      [`${keyPrefix}-%`],
    )
    .finally(() => client.end());
  const byKey = new Map(rows.map((r) => [r.key, r]));
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN;
  return {
    acknowledged: acknowledged.size,
    stored: rows.length,
    duplicates: rows.filter((r) => r.n > 1).length,
    lost: [...acknowledged.keys()].filter((k) => !byKey.has(k)).length,
    mismatched: mismatched + [...acknowledged].filter(([k, id]) => byKey.get(k) && byKey.get(k)!.id !== id).length,
    rejected,
    retries,
    p50: at(0.5),
    p95: at(0.95),
    seconds,
  };
}

async function login(base: string, email: string, deadline: number): Promise<string> {
  for (;;) {
    try {
      const res = await fetch(`${base}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: 'demo', scope: 'webapp' }) });
      if (res.status === 200) return res.headers.getSetCookie().find((c) => c.startsWith('portale_sid='))!.split(';')[0]!;
      if (res.status < 500) throw new Error(`login ${email}: ${res.status} ${await res.text()}`);
    } catch (error) {
      if ((error as Error).message.startsWith('login ')) throw error;
    }
    if (Date.now() > deadline) throw new Error(`login ${email}: il portale non risponde`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

/** The tables a bench's orders write: their own, their carts', the totals their triggers move, the tablets' change log. */
const ORDER_TABLES = ['orders', 'order_items', 'order_exports', 'order_changes', 'carts', 'cart_items', 'cart_versions', 'current_carts', 'customers', 'document_day_totals', 'document_month_totals', 'table_writes'];

/**
 * Removes a bench's orders (their lines, export rows and archive entries go with them; the day totals follow by trigger),
 * then vacuums what they wrote (vacuumWritten).
 */
export async function removeBenchOrders(databaseUrl: string, keyPrefix: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  let removed: number;
  try {
    await client.query('BEGIN');
    const ids = `select id from orders where idempotency_key like $1`;
    await client.query(`delete from carts where order_id in (${ids})`, [`${keyPrefix}-%`]);
    const { rowCount } = await client.query(`delete from orders where id in (${ids})`, [`${keyPrefix}-%`]);
    await client.query('COMMIT');
    removed = rowCount ?? 0;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
  await vacuumWritten(databaseUrl, ORDER_TABLES);
  return removed;
}
