import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { ROSSI, serverCart, VITE } from '../../../test/current-cart';
import { getCurrentCart, updateCurrentCart } from '../api/current-cart';
import { replayActivationWithCart } from './activation-replay';
import { cartStore, useCartStore } from './cart-store';
import { createCartSync } from './cart-sync';

vi.mock('../api/current-cart', () => ({ getCurrentCart: vi.fn(), updateCurrentCart: vi.fn(), restoreArchivedCart: vi.fn() }));
const get = vi.mocked(getCurrentCart);
const update = vi.mocked(updateCurrentCart);

const USER = 9;
const BIANCHI = { profile_external_id: 'A01', customer_id: 20, customer_external_id: 'C020', customer_name: 'Bianchi Snc', price_list_id: 1 };
/** The server's cart at `version`: Rossi's line of `quantity` (or another customer's), or empty. */
const server = (version: number, quantity: number | null, customer = ROSSI) => serverCart(version, quantity, customer);

/** Rossi's cart at version 3 on both sides; then, without network, the cart is emptied and Bianchi's line added. */
async function offlineSwitchToBianchi() {
  get.mockResolvedValue({ cart: server(3, 2) });
  const sync = createCartSync(USER);
  await sync.pull();
  cartStore.clear(USER);
  cartStore.addItem(USER, BIANCHI, VITE, 4);
  return sync;
}

beforeEach(() => {
  vi.resetAllMocks();
  useCartStore.setState({ carts: {} });
});

describe("replaying an 'Attiva' made without network", () => {
  it("empties the server's copy of the old cart first, so the activation parks nothing, then goes on from its version", async () => {
    await offlineSwitchToBianchi();
    update.mockResolvedValueOnce({ cart: server(4, null) });
    const activate = vi.fn(async () => {
      get.mockResolvedValue({ cart: server(4, null) });
      return { parked_cart: false };
    });
    await expect(replayActivationWithCart(USER, activate)).resolves.toEqual({ parked_cart: false });
    expect(update).toHaveBeenCalledWith(USER, 3, expect.objectContaining({ items: [], customer_id: null }));
    expect(update.mock.invocationCallOrder[0]).toBeLessThan(activate.mock.invocationCallOrder[0]!);
    // Bianchi's line stays, to be pushed on version 4.
    expect(cartStore.get(USER)).toMatchObject({ version: 4, dirty: true, customer_id: 20, items: [{ quantity: 4 }] });
  });

  it('leaves a cart another device saved meanwhile to the activation (it parks it, as online)', async () => {
    await offlineSwitchToBianchi();
    get.mockResolvedValue({ cart: server(5, 9) });
    const activate = vi.fn(async () => {
      get.mockResolvedValue({ cart: server(6, null) });
      return { parked_cart: true };
    });
    await replayActivationWithCart(USER, activate);
    expect(update).not.toHaveBeenCalled();
    expect(cartStore.get(USER)).toMatchObject({ version: 6, dirty: true, conflict: null, items: [{ quantity: 4 }] });
  });

  it('activates even when another device changed the cart between the read and the emptying', async () => {
    await offlineSwitchToBianchi();
    update.mockRejectedValueOnce(new ApiError(409, 'Il carrello è stato modificato su un altro dispositivo', 'STALE_VERSION'));
    const activate = vi.fn(async () => {
      get.mockResolvedValue({ cart: server(5, null) });
      return { parked_cart: true };
    });
    await replayActivationWithCart(USER, activate);
    expect(activate).toHaveBeenCalledOnce();
    expect(cartStore.get(USER)).toMatchObject({ version: 5, items: [{ quantity: 4 }] });
  });
});

describe('the cart sync behind a pending activation', () => {
  it('pushes nothing while the work before the exchange fails for lack of network, and pushes after it succeeds', async () => {
    const sync = await offlineSwitchToBianchi();
    const work = vi.fn().mockRejectedValueOnce(new ApiError(0, 'Impossibile contattare il server', 'NETWORK'));
    sync.setBeforeExchange(work);
    await sync.flush();
    expect(update).not.toHaveBeenCalled();
    expect(cartStore.get(USER).conflict).toBeNull();
    work.mockImplementationOnce(async () => {
      cartStore.replace(USER, { ...cartStore.get(USER), version: 4 });
    });
    update.mockResolvedValueOnce({ cart: server(5, 4, BIANCHI) });
    await sync.flush();
    expect(update).toHaveBeenCalledWith(USER, 4, expect.objectContaining({ customer_id: 20 }));
    expect(cartStore.get(USER)).toMatchObject({ version: 5, dirty: false, customer_id: 20 });
  });
});
