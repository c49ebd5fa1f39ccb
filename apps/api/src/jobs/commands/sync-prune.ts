import { pruneLogs } from '../../modules/sync/sync.repository';
import { countOf } from '@portale/contract/italian-count';
import { defineCommand } from '../command';

/** Changes older than this many days leave the sync logs by default; a tablet idle longer downloads its copy again. */
const DEFAULT_DAYS = 30;

export const syncPrune = defineCommand({
  name: 'sync:prune',
  description: 'Elimina dai registri di sincronizzazione le modifiche più vecchie del numero di giorni indicato',
  priority: 150,
  arguments: [
    {
      name: 'days',
      label: `Giorni (vuoto = ${DEFAULT_DAYS})`,
      validate: (v) => (v === '' || /^\d{1,4}$/.test(v) ? null : 'Il numero di giorni deve essere un intero positivo'),
    },
  ],
  options: [],
  async handler(ctx, params) {
    const days = params.arguments.days ? Number(params.arguments.days) : DEFAULT_DAYS;
    const dropped = await pruneLogs(ctx.database.db, days);
    const total = dropped.customers + dropped.products + dropped.prices;
    return {
      message: `${countOf(total, 'modifica eliminata', 'modifiche eliminate')} dai registri di sincronizzazione (clienti ${dropped.customers}, prodotti ${dropped.products}, prezzi ${dropped.prices}; più vecchie di ${countOf(days, 'giorno', 'giorni')})`,
      deleted: total,
    };
  },
});
