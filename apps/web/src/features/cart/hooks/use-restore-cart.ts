import type { ZArchiveEntry } from '@portale/contract/cart';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { confirmAction } from '../../../components/confirm-action';
import { ApiError } from '../../../lib/api-client';
import { notifyApiError, notifyError } from '../../../lib/notify';
import { useSession, useSetCurrent } from '../../../lib/session';
import { restoreArchivedCart } from '../api/current-cart';
import { cartStore } from '../store/cart-store';
import { cartSyncFor } from '../store/cart-sync';
import { showRestoreNotice } from '../components/restore-notice';

type Entry = z.infer<typeof ZArchiveEntry>;

/**
 * Restore (open entry, keeps its identity) or Duplicate (a quote that became an order: new identity): asks first when the
 * cart has products, then the server replaces the current cart and activates the entry's profile and
 * customer in one call; the app goes to /cart. Composed into the archive screen by the app layer.
 */
export function useRestoreCart() {
  const navigate = useNavigate();
  const setCurrent = useSetCurrent();
  const userId = useSession().data.user.id;
  const [busyId, setBusyId] = useState<number | null>(null);

  async function run(entry: Entry) {
    if (!userId) return;
    setBusyId(entry.id);
    const sync = cartSyncFor(userId);
    try {
      await sync.flush();
      const answer = await restoreArchivedCart(entry.id, cartStore.get(userId).version ?? 0);
      cartStore.adoptServer(userId, answer.cart);
      setCurrent(answer.current);
      navigate('/cart');
      showRestoreNotice(answer);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'STALE_VERSION') {
        // The cart changed on another device meanwhile: show it, and let the agent decide again.
        await sync.pull();
        notifyError('Il carrello è stato modificato su un altro dispositivo: controllarlo e ripetere il ripristino');
      } else notifyApiError(error);
    } finally {
      setBusyId(null);
    }
  }

  function restore(entry: Entry) {
    if (userId && cartStore.get(userId).items.length > 0) {
      confirmAction({ message: 'I prodotti presenti nel carrello verranno rimossi. Procedere comunque?', danger: true, onConfirm: () => void run(entry) });
    } else void run(entry);
  }

  return { restore, busyId };
}
