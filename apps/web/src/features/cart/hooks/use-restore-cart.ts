import type { ZArchiveEntry } from '@portale/contract/cart';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { confirmAction } from '../../../components/confirm-action';
import { ApiError } from '../../../lib/api-client';
import { notifyApiError, notifyError, notifyInfo } from '../../../lib/notify';
import { useActivate, useSession, useSetCurrent } from '../../../lib/session';
import { restoreArchivedCart } from '../api/current-cart';
import { cartStore } from '../store/cart-store';
import { cartSyncFor } from '../store/cart-sync';
import { showRestoreNotice } from '../components/restore-notice';
import { OFFLINE_RESTORE_NOTICE, restoreOnDevice } from './restore-on-device';

type Entry = z.infer<typeof ZArchiveEntry>;

/**
 * Restore (open entry, keeps its identity) or Duplicate (a quote that became an order: new identity): asks first when the
 * cart has products, then the server replaces the current cart and activates the entry's profile and
 * customer in one call; the app goes to /cart. Without network, an open quote comes back from the device's copy.
 * Composed into the archive screen by the app layer.
 */
export function useRestoreCart() {
  const navigate = useNavigate();
  const setCurrent = useSetCurrent();
  const session = useSession().data;
  const userId = session.user.id;
  const activate = useActivate();
  const [busyId, setBusyId] = useState<number | null>(null);
  // The restore notice's one tap: each line that no longer fits its rule takes the nearest valid quantity.
  const fixQuantities = (problems: { product_id: number; suggestion: number }[]) => {
    for (const p of problems) cartStore.setQuantity(userId, p.product_id, p.suggestion);
  };

  /** Without network: from the device's copy of the open quotes (restore-on-device.ts). */
  async function runOnDevice(entry: Entry) {
    try {
      const notice = await restoreOnDevice(userId, entry.id, session.current, activate.mutateAsync);
      navigate('/cart');
      notifyInfo(OFFLINE_RESTORE_NOTICE, 'offline-restore');
      showRestoreNotice(notice, fixQuantities);
    } catch (error) {
      notifyApiError(error);
    }
  }

  async function run(entry: Entry) {
    if (!userId) return;
    setBusyId(entry.id);
    const sync = cartSyncFor(userId);
    try {
      if (!navigator.onLine) throw new ApiError(0, '', 'NETWORK');
      await sync.flush();
      const answer = await restoreArchivedCart(entry.id, cartStore.get(userId).version ?? 0);
      cartStore.adoptServer(userId, answer.cart);
      setCurrent(answer.current);
      navigate('/cart');
      showRestoreNotice(answer, fixQuantities);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'STALE_VERSION') {
        // The cart changed on another device meanwhile: show it, and let the agent decide again.
        await sync.pull();
        notifyError('Il carrello è stato modificato su un altro dispositivo: controllarlo e ripetere il ripristino');
      } else if (error instanceof ApiError && error.code === 'NETWORK') await runOnDevice(entry);
      else notifyApiError(error);
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
