import { createJSONStorage, type PersistStorage, type StateStorage, type StorageValue } from 'zustand/middleware';
import { EMPTY_CART, ZLocalCart, type CartState } from './cart-model';

export const CART_STORAGE_KEY = 'portale-cart';
/**
 * Version of the stored format. 1: one key per user (`portale.cart.<userId>`, the hand-written store before
 * the server cart); 2: one key, carts per user with the server version they are based on.
 */
export const CART_STORAGE_VERSION = 2;
const LEGACY_KEY = /^portale\.cart\.(\d+)$/;

function memoryStorage(): StateStorage {
  const data = new Map<string, string>();
  return { getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v), removeItem: (k) => void data.delete(k) };
}

/**
 * localStorage, which also reads the old per-user keys (format 1) when the new key is absent, so `persist`
 * migrates them; once the new key is written the old ones go. Without storage (private mode, quota) the
 * cart lives in memory for the page's lifetime.
 */
export function legacyAwareStorage(): StateStorage {
  let storage: Storage;
  try {
    storage = window.localStorage;
    storage.getItem(CART_STORAGE_KEY);
  } catch {
    return memoryStorage();
  }
  const legacyKeys = () => Array.from({ length: storage.length }, (_, i) => storage.key(i)).filter((k): k is string => k !== null && LEGACY_KEY.test(k));
  return {
    getItem(name) {
      const stored = storage.getItem(name);
      if (stored !== null) return stored;
      const carts: Record<string, unknown> = {};
      for (const key of legacyKeys()) {
        try {
          carts[LEGACY_KEY.exec(key)![1]!] = JSON.parse(storage.getItem(key) ?? 'null');
        } catch {
          // A corrupt old cart is dropped.
        }
      }
      return Object.keys(carts).length ? JSON.stringify({ state: { carts }, version: 1 }) : null;
    },
    setItem(name, value) {
      try {
        storage.setItem(name, value);
        for (const key of legacyKeys()) storage.removeItem(key);
      } catch {
        // Quota exceeded: the in-memory state keeps the page working; the server keeps the cart.
      }
    },
    removeItem: (name) => storage.removeItem(name),
  };
}

/**
 * JSON storage whose writes wait up to `delayMs` (the latest state wins) and are flushed when the page is hidden
 * or closed: typing in a 200-line cart no longer serialises and stores the whole cart on every keystroke. The
 * server keeps the cart too, so at most the last half second of a crashed tab is lost locally.
 */
export function deferredJSONStorage<S>(getStorage: () => StateStorage, delayMs = 500): PersistStorage<S> & { flush: () => void } {
  const json = createJSONStorage<S>(getStorage)!;
  let pending: { name: string; value: StorageValue<S> } | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    if (!pending) return;
    const { name, value } = pending;
    pending = null;
    void json.setItem(name, value);
  };
  if (typeof window !== 'undefined') {
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') flush();
    });
  }
  return {
    getItem: (name) => json.getItem(name),
    setItem(name, value) {
      pending = { name, value };
      timer ??= setTimeout(flush, delayMs);
    },
    removeItem(name) {
      pending = null;
      return json.removeItem(name);
    },
    flush,
  };
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Format 1 → 2: lines gain their unit (the old store knew only whole pieces) and the cart its sync state. */
export function migrateStoredCarts(persisted: unknown, version: number): unknown {
  if (version !== 1 || !isRecord(persisted) || !isRecord(persisted.carts)) return persisted;
  const carts: Record<string, unknown> = {};
  for (const [userId, old] of Object.entries(persisted.carts)) {
    if (!isRecord(old)) continue;
    const items = Array.isArray(old.items) ? old.items.map((line: unknown) => (isRecord(line) ? { unit_of_measure: 'PZ', ...line } : line)) : [];
    // Never synchronised: a cart with products is offered to the server on the first sync.
    carts[userId] = { ...EMPTY_CART, ...old, items, version: null, dirty: items.length > 0, conflict: null };
  }
  return { carts };
}

/** The stored carts that parse with the cart's schema; anything else (corrupt, foreign, older) is dropped. */
export function validStoredCarts(persisted: unknown): Record<string, CartState> {
  const carts = isRecord(persisted) && isRecord(persisted.carts) ? persisted.carts : {};
  const valid: Record<string, CartState> = {};
  for (const [userId, cart] of Object.entries(carts)) {
    if (!/^\d+$/.test(userId)) continue;
    const parsed = ZLocalCart.safeParse(cart);
    if (parsed.success) valid[userId] = parsed.data;
  }
  return valid;
}
