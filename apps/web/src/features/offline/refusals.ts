import type { OutboxItem } from '../../lib/offline/offline-db';

/**
 * A refusal that the same request can never get past (issue 53, point 16): the customer is no longer the agent's
 * (moved to another code, deleted), or was deactivated, or its price list disabled. Said instead of only 'Riprova'.
 */
export function hopelessRefusal(item: Pick<OutboxItem, 'code' | 'error'>): string | null {
  if (item.code === 'NOT_FOUND' || item.code === 'FORBIDDEN')
    return 'Il cliente non è più tra i tuoi (spostato a un altro codice agente o eliminato): riprovare non servirà. Riaprire e registrare per il cliente giusto, o eliminare.';
  if (/non è attivo/i.test(item.error ?? '')) return 'Il cliente è disattivato: riprovare servirà solo dopo che l’amministratore lo avrà riattivato.';
  if (/listino.*disattivato/i.test(item.error ?? '')) return 'Il listino del cliente è disattivato: riprovare servirà solo dopo che l’amministratore lo avrà riattivato.';
  return null;
}
