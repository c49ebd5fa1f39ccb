import type { z } from 'zod';
import type { ZArchiveEntry } from '@portale/contract/cart';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { confirmAction } from '../../../components/confirm-action';
import { cartStore, fromServerCart } from '../../../lib/cart-store';
import { notifyApiError } from '../../../lib/notify';
import { getArchivedCart } from '../api/get-archived-cart';
import { useActivate } from '../../../lib/session';

type Entry = z.infer<typeof ZArchiveEntry>;

/**
 * Restore (open entry, keeps its identity) or Duplicate (issued entry, new identity: id null): asks first
 * when the cart has products, then replaces the cart, activates its profile and customer, goes to /cart.
 */
export function useRestoreCart(userId: number) {
  const navigate = useNavigate();
  const activate = useActivate();
  const [busyId, setBusyId] = useState<number | null>(null);

  async function run(entry: Entry) {
    setBusyId(entry.id);
    try {
      const { cart } = await getArchivedCart(entry.id);
      const duplicate = entry.issue_date !== null || cart.issue_date !== null;
      // The user already agreed to drop the current cart: activation must not park it.
      await activate.mutateAsync({ profile_external_id: cart.profile_external_id, customer_id: cart.customer_id, parkCart: false });
      const restored = fromServerCart(cart, entry.customer.company_name);
      cartStore.replace(userId, duplicate ? { ...restored, id: null, type: null, name: cart.name } : restored);
      navigate('/cart');
    } catch (error) {
      notifyApiError(error);
    } finally {
      setBusyId(null);
    }
  }

  function restore(entry: Entry) {
    if (cartStore.get(userId).items.length > 0) {
      confirmAction({ message: 'I prodotti presenti nel carrello verranno rimossi. Procedere comunque?', danger: true, onConfirm: () => void run(entry) });
    } else void run(entry);
  }

  return { restore, busyId };
}
