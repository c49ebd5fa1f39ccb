import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// Issue 58: the device copy and its code start after the first screen, never during it.
type Module = typeof import('./offline-start');
type IdleCallback = (deadline: { didTimeout: boolean; timeRemaining: () => number }) => void;

let idleCallbacks: IdleCallback[];

async function freshModule(): Promise<Module> {
  vi.resetModules();
  return import('./offline-start');
}

/** Runs the pending animation frame and timers, then the idle callbacks asked for meanwhile. */
async function becomeIdle(didTimeout = false) {
  await vi.advanceTimersByTimeAsync(20);
  const pending = idleCallbacks;
  idleCallbacks = [];
  for (const callback of pending) callback({ didTimeout, timeRemaining: () => 50 });
}

describe('offline start (issue 58)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    idleCallbacks = [];
    vi.stubGlobal('requestIdleCallback', (callback: IdleCallback) => idleCallbacks.push(callback));
    vi.stubGlobal('cancelIdleCallback', vi.fn());
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => setTimeout(() => callback(0), 16));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('does not start during the first screen: only when the page is idle and its requests are done', async () => {
    const module = await freshModule();
    let busy = true;
    const cancel = module.startOfflineWhenIdle(() => busy);
    expect(module.offlineStarted()).toBe(false);
    await becomeIdle();
    // The first screen is still fetching: not yet.
    expect(module.offlineStarted()).toBe(false);
    busy = false;
    await becomeIdle();
    expect(module.offlineStarted()).toBe(true);
    cancel();
  });

  it('starts at once when the network goes, before any idle period', async () => {
    const module = await freshModule();
    module.startOfflineWhenIdle(() => true);
    window.dispatchEvent(new Event('offline'));
    expect(module.offlineStarted()).toBe(true);
  });

  it('a busy page starts it all the same once the idle wait times out', async () => {
    const module = await freshModule();
    module.startOfflineWhenIdle(() => true);
    await becomeIdle(true);
    expect(module.offlineStarted()).toBe(true);
  });

  it('without requestIdleCallback, a timer after the first paint', async () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    const module = await freshModule();
    module.startOfflineWhenIdle(() => false);
    await vi.advanceTimersByTimeAsync(100);
    expect(module.offlineStarted()).toBe(false);
    await vi.advanceTimersByTimeAsync(2000);
    expect(module.offlineStarted()).toBe(true);
  });
});
