import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { ROSSI, serverCart, VITE } from '../../../test/current-cart';
import { getCurrentCart, updateCurrentCart } from '../api/current-cart';
import { cartStore, useCartStore } from './cart-store';
import { createCartSync } from './cart-sync';

vi.mock('../api/current-cart', () => ({ getCurrentCart: vi.fn(), updateCurrentCart: vi.fn(), restoreArchivedCart: vi.fn() }));
const get = vi.mocked(getCurrentCart);
const update = vi.mocked(updateCurrentCart);

const USER = 9;
const CONTEXT = ROSSI;
const server = (version: number, quantity: number | null) => serverCart(version, quantity);

beforeEach(() => {
  vi.resetAllMocks();
  useCartStore.setState({ carts: {} });
});

describe('cart sync', () => {
  it("takes the server's cart on pull when the copy has no pending edits", async () => {
    get.mockResolvedValue({ cart: server(3, 2) });
    await createCartSync(USER).pull();
    expect(cartStore.get(USER)).toMatchObject({ version: 3, dirty: false, items: [{ product_id: 5, quantity: 2 }] });
  });

  it('pushes an edit with the version it is based on, and takes the answer', async () => {
    get.mockResolvedValue({ cart: server(3, 2) });
    const sync = createCartSync(USER);
    await sync.pull();
    update.mockResolvedValue({ cart: server(4, 5) });
    cartStore.setQuantity(USER, 5, 5);
    await sync.flush();
    expect(update).toHaveBeenCalledWith(3, expect.objectContaining({ customer_id: 10, items: [expect.objectContaining({ quantity: 5 })] }));
    expect(cartStore.get(USER)).toMatchObject({ version: 4, dirty: false, conflict: null });
  });

  it('stops at a 409 and keeps the conflict for the notice; reload takes the server cart', async () => {
    get.mockResolvedValue({ cart: server(3, 2) });
    const sync = createCartSync(USER);
    await sync.pull();
    update.mockRejectedValue(new ApiError(409, 'Il carrello è stato modificato su un altro dispositivo', 'STALE_VERSION'));
    cartStore.setQuantity(USER, 5, 7);
    await sync.flush();
    expect(cartStore.get(USER).conflict).toEqual({ code: 'STALE_VERSION', message: 'Il carrello è stato modificato su un altro dispositivo' });
    get.mockResolvedValue({ cart: server(4, 4) });
    await sync.reload();
    expect(cartStore.get(USER)).toMatchObject({ version: 4, dirty: false, conflict: null, items: [{ quantity: 4 }] });
  });

  it('keeps edits made offline and reports a conflict when the server moved on meanwhile', async () => {
    get.mockResolvedValue({ cart: server(3, 2) });
    const sync = createCartSync(USER);
    await sync.pull();
    update.mockRejectedValue(new ApiError(0, 'Impossibile contattare il server', 'NETWORK'));
    cartStore.setQuantity(USER, 5, 6);
    await sync.flush();
    expect(cartStore.get(USER)).toMatchObject({ dirty: true, conflict: null, items: [{ quantity: 6 }] });
    get.mockResolvedValue({ cart: server(5, 1) });
    await sync.pull();
    expect(cartStore.get(USER).conflict?.code).toBe('STALE_VERSION');
    expect(cartStore.get(USER).items[0]!.quantity).toBe(6);
  });

  it("takes the server's cart when a push landed but its answer was lost (a reload while it was out)", async () => {
    get.mockResolvedValue({ cart: server(3, 2) });
    const sync = createCartSync(USER);
    await sync.pull();
    cartStore.setQuantity(USER, 5, 6);
    // The server already holds the edit at version 4; this copy still says 3 and dirty.
    get.mockResolvedValue({ cart: server(4, 6) });
    await sync.pull();
    expect(update).not.toHaveBeenCalled();
    expect(cartStore.get(USER)).toMatchObject({ version: 4, dirty: false, conflict: null, items: [{ quantity: 6 }] });
  });

  /** At version 3, a push of quantity 6 whose answer never arrives (the page was reloaded), then an edit to 7. */
  async function lostPushThenEdit() {
    get.mockResolvedValue({ cart: server(3, 2) });
    const sync = createCartSync(USER);
    await sync.pull();
    update.mockRejectedValueOnce(new ApiError(0, 'Impossibile contattare il server', 'NETWORK'));
    cartStore.setQuantity(USER, 5, 6);
    await sync.flush();
    cartStore.setQuantity(USER, 5, 7);
    return sync;
  }

  it('goes on from a push that landed while its answer was lost, with the edits made after it (no false conflict)', async () => {
    const sync = await lostPushThenEdit();
    // The server did apply quantity 6, as version 4.
    get.mockResolvedValue({ cart: server(4, 6) });
    update.mockResolvedValue({ cart: server(5, 7) });
    await sync.pull();
    expect(update).toHaveBeenLastCalledWith(4, expect.objectContaining({ items: [expect.objectContaining({ quantity: 7 })] }));
    expect(cartStore.get(USER)).toMatchObject({ version: 5, dirty: false, conflict: null, pushed: null, items: [{ quantity: 7 }] });
  });

  it('still reports a conflict when another device, not our lost push, made the next version', async () => {
    const sync = await lostPushThenEdit();
    get.mockResolvedValue({ cart: server(4, 9) });
    await sync.pull();
    expect(cartStore.get(USER).conflict?.code).toBe('STALE_VERSION');
    expect(cartStore.get(USER).items[0]!.quantity).toBe(7);
  });

  it('offers a never-synchronised copy (migrated from the old format) to an empty server cart', async () => {
    cartStore.addItem(USER, CONTEXT, VITE, 3);
    get.mockResolvedValue({ cart: server(0, null) });
    update.mockResolvedValue({ cart: server(1, 3) });
    await createCartSync(USER).flush();
    expect(update).toHaveBeenCalledWith(0, expect.objectContaining({ items: [expect.objectContaining({ quantity: 3 })] }));
    expect(cartStore.get(USER)).toMatchObject({ version: 1, dirty: false });
  });
});
