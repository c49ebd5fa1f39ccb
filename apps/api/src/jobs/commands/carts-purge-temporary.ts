import { countOf } from '@portale/contract/italian-count';
import { defineCommand } from '../command';

/** Temporary orders (carts parked on a customer switch) older than TEMPORARY_CART_DAYS, or `days`. */
export const cartsPurgeTemporary = defineCommand({
  name: 'carts:purge-temporary',
  description: 'Elimina gli ordini temporanei più vecchi del numero di giorni indicato',
  priority: 140,
  arguments: [
    {
      name: 'days',
      label: 'Giorni (vuoto = configurazione)',
      validate: (v) => (v === '' || /^\d{1,5}$/.test(v) ? null : 'Il numero di giorni deve essere un intero positivo'),
    },
  ],
  options: [],
  async handler(ctx, params) {
    const days = params.arguments.days ? Number(params.arguments.days) : ctx.config.jobs.temporaryCartDays;
    const res = await ctx.database.pool.query(
      `DELETE FROM carts WHERE type = 'temporary_orders' AND issue_date IS NULL AND created_at < now() - make_interval(days => $1)`,
      [days],
    );
    return { message: `${countOf(res.rowCount ?? 0, 'ordine temporaneo eliminato', 'ordini temporanei eliminati')} (più vecchi di ${countOf(days, 'giorno', 'giorni')})`, deleted: res.rowCount ?? 0 };
  },
});
