import { recomputeTurnover } from '../../modules/customers/turnover-recompute';
import { defineCommand } from '../command';

/** Customers' yearly data (invoices total and count per year) recomputed from the invoices. */
export const turnoverRecompute = defineCommand({
  name: 'turnover:recompute',
  description: 'Ricalcola il fatturato annuo dei clienti dalle fatture',
  priority: 130,
  arguments: [],
  options: [],
  async handler(ctx) {
    const { created: c, updated: u, removed: r } = await ctx.database.db.transaction((tx) => recomputeTurnover(tx));
    return { message: `${c} righe create, ${u} righe modificate, ${r} righe rimosse`, created: c, updated: u, removed: r };
  },
});
