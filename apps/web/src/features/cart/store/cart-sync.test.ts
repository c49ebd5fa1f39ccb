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
    expect(update).toHaveBeenCalledWith(USER, 3, expect.objectContaining({ customer_id: 10, items: [expect.objectContaining({ quantity: 5 })] }));
    expect(cartStore.get(USER)).toMatchObject({ version: 4, dirty: false, conflict: null });
  });

  it('merges after a 409: the note typed here and the quantity changed elsewhere both stay, pushed on the new version', async () => {
    get.mockResolvedValue({ cart: server(3, 2) });
    const sync = createCartSync(USER);
    await sync.pull();
    update.mockRejectedValueOnce(new ApiError(409, 'Il carrello è stato modificato su un altro dispositivo', 'STALE_VERSION'));
    get.mockResolvedValue({ cart: server(4, 4) });
    update.mockResolvedValueOnce({ cart: serverCart(5, 4, ROSSI, { notes: 'Consegna al mattino' }) });
    cartStore.setNotes(USER, 'Consegna al mattino');
    await sync.flush();
    await vi.waitFor(() => expect(update).toHaveBeenCalledTimes(2));
    expect(update).toHaveBeenLastCalledWith(USER, 4, expect.objectContaining({ notes: 'Consegna al mattino', items: [expect.objectContaining({ quantity: 4 })] }));
    await vi.waitFor(() => expect(cartStore.get(USER)).toMatchObject({ version: 5, dirty: false, conflict: null, clashes: [], notes: 'Consegna al mattino' }));
  });

  it('merges edits made offline with what another device changed meanwhile (no conflict, nothing lost)', async () => {
    get.mockResolvedValue({ cart: server(3, 2) });
    const sync = createCartSync(USER);
    await sync.pull();
    update.mockRejectedValue(new ApiError(0, 'Impossibile contattare il server', 'NETWORK'));
    cartStore.setNotes(USER, 'Chiamare prima');
    await sync.flush();
    expect(cartStore.get(USER)).toMatchObject({ dirty: true, conflict: null, notes: 'Chiamare prima' });
    get.mockResolvedValue({ cart: server(5, 1) });
    update.mockReset();
    update.mockResolvedValue({ cart: serverCart(6, 1, ROSSI, { notes: 'Chiamare prima' }) });
    await sync.pull();
    expect(update).toHaveBeenCalledWith(USER, 5, expect.objectContaining({ notes: 'Chiamare prima', items: [expect.objectContaining({ quantity: 1 })] }));
    expect(cartStore.get(USER)).toMatchObject({ version: 6, conflict: null, clashes: [] });
  });

  it('a clash (the same quantity changed on both devices) shows both values; the other device\'s stays until "Tieni il mio"', async () => {
    get.mockResolvedValue({ cart: server(3, 2) });
    const sync = createCartSync(USER);
    await sync.pull();
    update.mockRejectedValue(new ApiError(0, 'Impossibile contattare il server', 'NETWORK'));
    cartStore.setQuantity(USER, 5, 6);
    await sync.flush();
    get.mockResolvedValue({ cart: server(5, 1) });
    await sync.pull();
    const cart = cartStore.get(USER);
    expect(cart).toMatchObject({ conflict: null, version: 5, dirty: false, items: [{ quantity: 1 }] });
    expect(cart.clashes).toEqual([expect.objectContaining({ label: 'P005 Vite M6: quantità', mine: '6', theirs: '1' })]);
    cartStore.keepMine(USER, 0);
    expect(cartStore.get(USER)).toMatchObject({ dirty: true, clashes: [], items: [{ quantity: 6 }] });
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
    expect(update).toHaveBeenLastCalledWith(USER, 4, expect.objectContaining({ items: [expect.objectContaining({ quantity: 7 })] }));
    expect(cartStore.get(USER)).toMatchObject({ version: 5, dirty: false, conflict: null, pushed: null, items: [{ quantity: 7 }] });
  });

  it('shows a clash when another device, not our lost push, made the next version', async () => {
    const sync = await lostPushThenEdit();
    get.mockResolvedValue({ cart: server(4, 9) });
    await sync.pull();
    expect(cartStore.get(USER).conflict).toBeNull();
    expect(cartStore.get(USER).items[0]!.quantity).toBe(9);
    expect(cartStore.get(USER).clashes).toEqual([expect.objectContaining({ mine: '7', theirs: '9' })]);
  });

  it('still reports a conflict when the other device made it another customer\'s cart', async () => {
    get.mockResolvedValue({ cart: server(3, 2) });
    const sync = createCartSync(USER);
    await sync.pull();
    update.mockRejectedValue(new ApiError(0, 'Impossibile contattare il server', 'NETWORK'));
    cartStore.setQuantity(USER, 5, 6);
    await sync.flush();
    get.mockResolvedValue({ cart: serverCart(4, 9, { ...ROSSI, customer_id: 11, customer_external_id: 'C011' }) });
    await sync.pull();
    expect(cartStore.get(USER).conflict?.code).toBe('STALE_VERSION');
    expect(cartStore.get(USER).items[0]!.quantity).toBe(6);
  });

  it('offers a never-synchronised copy (migrated from the old format) to an empty server cart', async () => {
    cartStore.addItem(USER, CONTEXT, VITE, 3);
    get.mockResolvedValue({ cart: server(0, null) });
    update.mockResolvedValue({ cart: server(1, 3) });
    await createCartSync(USER).flush();
    expect(update).toHaveBeenCalledWith(USER, 0, expect.objectContaining({ items: [expect.objectContaining({ quantity: 3 })] }));
    expect(cartStore.get(USER)).toMatchObject({ version: 1, dirty: false });
  });
});
