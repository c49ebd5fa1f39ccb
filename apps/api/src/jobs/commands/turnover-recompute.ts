import { recomputeTurnover } from '../../modules/customers/turnover-recompute';
import { countOf } from '@portale/contract/italian-count';
import { defineCommand } from '../command';

/** The run's message, each count with its noun agreeing ('1 riga creata', '2 righe modificate'). */
export const turnoverMessage = ({ created, updated, removed }: { created: number; updated: number; removed: number }) =>
  `${countOf(created, 'riga creata', 'righe create')}, ${countOf(updated, 'riga modificata', 'righe modificate')}, ${countOf(removed, 'riga rimossa', 'righe rimosse')}`;

/** Customers' yearly data (invoices total and count per year) recomputed from the invoices. */
export const turnoverRecompute = defineCommand({
  name: 'turnover:recompute',
  description: 'Ricalcola il fatturato annuo dei clienti dalle fatture',
  priority: 130,
  arguments: [],
  options: [],
  async handler(ctx) {
    const counts = await ctx.database.db.transaction((tx) => recomputeTurnover(tx));
    return { message: turnoverMessage(counts), ...counts };
  },
});
