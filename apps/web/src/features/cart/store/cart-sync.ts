import type { TCurrentCart } from '@portale/contract/cart';
import { ApiError } from '../../../lib/api-client';
import { getCurrentCart, updateCurrentCart } from '../api/current-cart';
import { mergeCarts } from './cart-merge';
import { contentKey, fromCurrentCart, sameContent, toCurrentContent } from './cart-model';
import { cartStore, useCartStore } from './cart-store';

/** Codes after which the local copy must not be pushed again until the user reloads the server's cart. */
const CONFLICT_CODES = new Set(['CART_BOUND_ELSEWHERE', 'VALIDATION_FAILED', 'BAD_REQUEST', 'NOT_FOUND']);
const RETRY_MS = 5_000;
/** Edits are pushed once typing pauses this long: one recompute per pause, not per keystroke. */
export const PUSH_DELAY_MS = 300;

/**
 * Keeps one user's local cart and the server's cart in step: local edits are pushed one request at a time
 * with the version they are based on; the server's changes (another device) are pulled on start, focus,
 * reconnection and every `pollMs`. A conflict stops the pushes and waits for the user (see CartConflictNotice).
 */
export function createCartSync(userId: number) {
  let inFlight: Promise<void> | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;
  /** Set by a failed request: the next attempt waits for the retry timer, a new edit or reconnection. */
  let failed = false;
  /** Runs before each exchange with the server; a failure holds the exchange back (see `setBeforeExchange`). */
  let beforeExchange: (() => Promise<void>) | null = null;
  /** A push was refused as stale: the next exchange reads the server's cart and merges. */
  let pullNext = false;

  function scheduleRetry() {
    if (retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      void sync();
    }, RETRY_MS);
  }

  function handleError(error: unknown) {
    // Another device saved first: read its cart and merge this device's edits into it (see reconcile).
    if (error instanceof ApiError && error.code === 'STALE_VERSION') {
      pullNext = true;
      return;
    }
    failed = true;
    if (error instanceof ApiError && CONFLICT_CODES.has(error.code)) cartStore.setConflict(userId, { code: error.code, message: error.message });
    // Offline, 5xx, 401: the edits stay in the local copy and go out later.
    else scheduleRetry();
  }

  async function push(baseVersion: number) {
    const sent = cartStore.get(userId);
    cartStore.setPushed(userId, { base: baseVersion, content: contentKey(sent) });
    try {
      const { cart } = await updateCurrentCart(userId, baseVersion, toCurrentContent(sent));
      cartStore.acknowledge(userId, sent, cart);
      cartStore.setPushed(userId, null);
    } catch (error) {
      handleError(error);
    }
  }

  /** Reconciles with the server's cart: adopt it, push local edits, or report a conflict. */
  function reconcile(server: TCurrentCart) {
    const local = cartStore.get(userId);
    if (!local.dirty) {
      if (local.version !== server.version || local.conflict) cartStore.adoptServer(userId, server);
      return null;
    }
    // Local edits based on the server's latest version, or a never-synchronised copy over an empty server cart.
    if (local.version === server.version || (local.version === null && server.items.length === 0)) return server.version;
    // Our own push landed but its answer was lost (a reload while it was out): the server holds these edits.
    if (sameContent(local, fromCurrentCart(server, local))) {
      cartStore.adoptServer(userId, server);
      return null;
    }
    // That push landed and more edits followed it: they go on from the version it made.
    const { pushed } = local;
    if (pushed && server.version === pushed.base + 1 && contentKey(fromCurrentCart(server, local)) === pushed.content) {
      cartStore.replace(userId, { ...local, version: server.version, pushed: null, base: fromCurrentCart(server, local).base });
      return server.version;
    }
    // Another device changed the cart: what touches different things merges, a clash keeps both values.
    const merge = mergeCarts(local.base, local, fromCurrentCart(server, local));
    if (merge) {
      cartStore.replace(userId, { ...merge.merged, pushed: null });
      return merge.merged.dirty ? server.version : null;
    }
    cartStore.setConflict(userId, {
      code: 'STALE_VERSION',
      message: 'Il carrello è stato modificato su un altro dispositivo mentre questo aveva modifiche non ancora salvate',
    });
    return null;
  }

  async function run(pull: boolean) {
    if (beforeExchange) {
      try {
        await beforeExchange();
      } catch (error) {
        return handleError(error);
      }
    }
    const local = cartStore.get(userId);
    if (local.conflict && !pull) return;
    if (!pull && local.dirty && local.version !== null) return push(local.version);
    try {
      const { cart } = await getCurrentCart(userId);
      const base = reconcile(cart);
      if (base !== null) await push(base);
    } catch (error) {
      handleError(error);
    }
  }

  /** Runs after the one in flight; repeats while edits keep arriving. */
  function sync(pull = false): Promise<void> {
    if (inFlight) return inFlight.then(() => sync(pull));
    failed = false;
    pullNext = false;
    inFlight = run(pull).finally(() => {
      inFlight = null;
      if (pullNext) return void sync(true);
      const local = cartStore.get(userId);
      // Edits made while the request was out go next.
      if (!failed && local.dirty && !local.conflict && local.version !== null) void sync();
    });
    return inFlight;
  }

  return {
    /**
     * Work the server must take before any cart exchange: an 'Attiva' made without network, which the cart's
     * customer depends on (the app layer sets it). Until it succeeds nothing is pushed.
     */
    setBeforeExchange(work: (() => Promise<void>) | null) {
      beforeExchange = work;
    },
    /** Pushes pending edits (e.g. before 'Attiva', so the server parks what the agent sees). */
    flush: () => sync(false),
    pull: () => sync(true),
    /** Drops local edits and takes the server's cart ('Ricarica il carrello'). */
    async reload() {
      const { cart } = await getCurrentCart(userId);
      const local = cartStore.get(userId);
      cartStore.replace(userId, { ...local, dirty: false, conflict: null, version: null });
      cartStore.adoptServer(userId, cart);
    },
    /** Starts pushing local edits (debounced while typing); returns the stop function. */
    start() {
      let last = cartStore.get(userId);
      let pushTimer: ReturnType<typeof setTimeout> | null = null;
      const unsubscribe = useCartStore.subscribe((state) => {
        const cart = state.carts[userId];
        if (!cart || cart === last) return;
        last = cart;
        if (!cart.dirty || cart.conflict) return;
        if (pushTimer) clearTimeout(pushTimer);
        pushTimer = setTimeout(() => {
          pushTimer = null;
          void sync();
        }, PUSH_DELAY_MS);
      });
      return () => {
        unsubscribe();
        if (pushTimer) clearTimeout(pushTimer);
        if (retryTimer) clearTimeout(retryTimer);
        retryTimer = null;
      };
    },
  };
}

export type CartSync = ReturnType<typeof createCartSync>;

const engines = new Map<number, CartSync>();
/** One engine per user for the page's lifetime. */
export function cartSyncFor(userId: number): CartSync {
  let engine = engines.get(userId);
  if (!engine) {
    engine = createCartSync(userId);
    engines.set(userId, engine);
  }
  return engine;
}
