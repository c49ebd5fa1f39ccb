/**
 * The baseline the lists are measured against: what a straightforward implementation does — join,
 * ILIKE on the joined columns, ORDER BY … OFFSET, and an exact COUNT(*)/SUM over the same join.
 * Bench only (never part of the app). Same database, same sessions (cookie from the app's login).
 *   PORT=3392 DATABASE_URL=postgres://… tsx bench/naive-server.ts
 */
import crypto from 'node:crypto';
import Fastify from 'fastify';
import cookie from '@fastify/cookie';
import pg from 'pg';

pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
pg.types.setTypeParser(pg.types.builtins.DATE, (v) => v);

// application_name lets the bench cancel this server's queries when a case ends (they would run on
// into the next case and distort it).
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10, application_name: 'naive-baseline', options: '-c statement_timeout=15000' });
const app = Fastify();
await app.register(cookie);
let inflight = 0;

interface Body {
  search?: string;
  date_start?: string;
  date_end?: string;
  status_id?: number;
  page?: number;
}

async function scopeOf(token: string | undefined): Promise<number[] | null | undefined> {
  if (!token) return undefined;
  const id = crypto.createHash('sha256').update(token).digest('hex');
  const { rows } = await pool.query(
    `select u.role, array(select profile_id from user_profiles where user_id = u.id) as profiles
       from sessions s join users u on u.id = s.user_id where s.id = $1 and s.expires_at > now()`,
    [id],
  );
  if (!rows[0]) return undefined;
  return rows[0].role === 'admin' ? null : rows[0].profiles;
}

interface ListDef {
  from: string;
  columns: string;
  profile: string;
  date: string;
  search: string[];
  order: string;
  sums?: string;
  status?: string;
}

const LISTS: Record<string, ListDef> = {
  orders: {
    from: `orders o join customers c on c.id = o.customer_id join profiles p on p.id = o.profile_id left join order_statuses s on s.id = o.status_id`,
    columns: `o.*, c.external_id as customer_external_id, c.company_name, p.external_id as profile_external_id, s.name as status_name`,
    profile: 'o.profile_id', date: 'o.issue_date', search: ['o.code', 'c.company_name', 'c.external_id'],
    order: 'o.issue_date desc, o.id desc', sums: ', sum(o.total_net) as total_net, sum(o.total) - sum(o.total_net) as total_vat', status: 'o.status_id',
  },
  ordered: {
    from: `order_items oi join orders o on o.id = oi.order_id join customers c on c.id = o.customer_id join profiles p on p.id = o.profile_id`,
    columns: `oi.*, o.code, o.issue_date, c.external_id as customer_external_id, c.company_name, p.external_id as profile_external_id`,
    profile: 'o.profile_id', date: 'o.issue_date', search: ['oi.product_external_id', 'oi.description', 'o.code', 'c.company_name', 'c.external_id'],
    order: 'o.issue_date desc, o.id desc, oi.id',
  },
  invoices: {
    from: `invoices f join customers c on c.id = f.customer_id join profiles p on p.id = f.profile_id left join payment_modes pm on pm.id = f.payment_mode_id`,
    columns: `f.*, pm.description as payment_mode, c.external_id as customer_external_id, c.company_name, p.external_id as profile_external_id,
              (select json_agg(e order by e.date) from invoice_expirations e where e.invoice_id = f.id) as expirations`,
    profile: 'f.profile_id', date: 'f.issue_date', search: ['f.code', 'f.number', 'c.company_name', 'c.external_id'],
    order: 'f.issue_date desc, f.id desc', sums: ', sum(f.total_net) as total_net, sum(f.total) - sum(f.total_net) as total_vat',
  },
  ddt: {
    from: `shipping_documents d join customers c on c.id = d.customer_id join profiles p on p.id = d.profile_id`,
    columns: `d.*, c.external_id as customer_external_id, c.company_name, p.external_id as profile_external_id`,
    profile: 'd.profile_id', date: 'd.issue_date', search: ['d.code', 'c.company_name', 'c.external_id'], order: 'd.issue_date desc, d.id desc',
  },
  visits: {
    from: `visits v join customers c on c.id = v.customer_id join profiles p on p.id = v.profile_id`,
    columns: `v.*, c.external_id as customer_external_id, c.company_name, p.external_id as profile_external_id`,
    profile: 'v.profile_id', date: 'v.date_visit', search: ['v.notes', 'c.company_name', 'c.external_id'], order: 'v.date_visit desc, v.id desc',
  },
};

app.post<{ Params: { list: string }; Body: Body }>('/naive/:list', async (request, reply) => {
  const def = LISTS[request.params.list];
  const scope = await scopeOf(request.cookies.portale_sid);
  if (!def || scope === undefined) return reply.status(404).send({ message: 'no' });
  inflight++;
  try {
    const b = request.body ?? {};
    const where: string[] = [];
    const params: unknown[] = [];
    const add = (v: unknown) => `$${params.push(v)}`;
    if (scope) where.push(`${def.profile} = any(${add(scope)}::int[])`);
    if (b.date_start) where.push(`${def.date} >= ${add(b.date_start)}`);
    if (b.date_end) where.push(`${def.date} <= ${add(b.date_end)}`);
    if (b.status_id && def.status) where.push(`${def.status} = ${add(b.status_id)}`);
    if (b.search) {
      const p = add(`%${b.search}%`);
      where.push(`(${def.search.map((c) => `${c} ilike ${p}`).join(' or ')})`);
    }
    const w = where.length ? `where ${where.join(' and ')}` : '';
    const page = Math.max(1, b.page ?? 1);
    const client = await pool.connect();
    let rows: pg.QueryResult;
    let totals: pg.QueryResult;
    try {
      // The benchmark closed the connection while this waited for a pool slot: nothing to answer.
      if (request.raw.socket.destroyed) return reply.status(499).send();
      rows = await client.query(`select ${def.columns} from ${def.from} ${w} order by ${def.order} offset ${(page - 1) * 20} limit 20`, params);
      totals = await client.query(`select count(*) as total ${def.sums ?? ''} from ${def.from} ${w}`, params);
    } finally {
      client.release();
    }
    const total = totals.rows[0].total as number;
    return { data: rows.rows, total, current_page: page, last_page: Math.max(1, Math.ceil(total / 20)), ...totals.rows[0] };
  } finally {
    inflight--;
  }
});

app.get('/naive/inflight', async () => ({ inflight }));

await app.listen({ port: Number(process.env.PORT ?? 3392), host: '127.0.0.1' });
console.log('naive baseline listening');
