import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// Issue 58: what the first screen does not need (the device copy and its code above all) starts after it, never during it.
type Module = typeof import('./first-screen');
type IdleCallback = (deadline: { didTimeout: boolean; timeRemaining: () => number }) => void;

let idleCallbacks: IdleCallback[];

async function freshModule(): Promise<Module> {
  vi.resetModules();
  return import('./first-screen');
}

/** Runs the pending animation frame and timers, then the idle callbacks asked for meanwhile. */
async function becomeIdle(didTimeout = false) {
  await vi.advanceTimersByTimeAsync(20);
  const pending = idleCallbacks;
  idleCallbacks = [];
  for (const callback of pending) callback({ didTimeout, timeRemaining: () => 50 });
}

describe('first screen done (issue 58)', () => {
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

  it('is not done during the first screen: only when the page is idle and its requests are done', async () => {
    const module = await freshModule();
    const waiting = vi.fn();
    module.afterFirstScreen(waiting);
    let busy = true;
    const cancel = module.watchFirstScreen(() => busy);
    expect(module.firstScreenDone()).toBe(false);
    await becomeIdle();
    // The first screen is still fetching: not yet.
    expect(module.firstScreenDone()).toBe(false);
    expect(waiting).not.toHaveBeenCalled();
    busy = false;
    await becomeIdle();
    expect(module.firstScreenDone()).toBe(true);
    expect(waiting).toHaveBeenCalledOnce();
    // Asked later, at once.
    const late = vi.fn();
    module.afterFirstScreen(late);
    expect(late).toHaveBeenCalledOnce();
    cancel();
  });

  it('a busy page is done all the same once the idle wait times out', async () => {
    const module = await freshModule();
    module.watchFirstScreen(() => true);
    await becomeIdle(true);
    expect(module.firstScreenDone()).toBe(true);
  });

  it('without requestIdleCallback, a timer after the first paint', async () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    const module = await freshModule();
    module.watchFirstScreen(() => false);
    await vi.advanceTimersByTimeAsync(100);
    expect(module.firstScreenDone()).toBe(false);
    await vi.advanceTimersByTimeAsync(2000);
    expect(module.firstScreenDone()).toBe(true);
  });

  it('a cancelled wait runs nothing', async () => {
    const module = await freshModule();
    const cancelled = vi.fn();
    module.afterFirstScreen(cancelled)();
    module.watchFirstScreen(() => false);
    await becomeIdle();
    expect(module.firstScreenDone()).toBe(true);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
