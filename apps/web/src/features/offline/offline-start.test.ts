import { afterEach, describe, expect, it, vi } from 'vitest';

// Issue 58: the device copy and its code start once the first screen is done, or at once without network.
async function freshModules() {
  vi.resetModules();
  return { firstScreen: await import('../../lib/first-screen'), offline: await import('./offline-start') };
}

describe('offline start (issue 58)', () => {
  afterEach(() => vi.useRealTimers());

  it('waits for the first screen', async () => {
    vi.useFakeTimers();
    const { firstScreen, offline } = await freshModules();
    offline.startOfflineAfterFirstScreen();
    expect(offline.offlineStarted()).toBe(false);
    firstScreen.watchFirstScreen(() => false);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(offline.offlineStarted()).toBe(true);
  });

  it('starts at once when the network goes, before the first screen is done', async () => {
    const { offline } = await freshModules();
    offline.startOfflineAfterFirstScreen();
    window.dispatchEvent(new Event('offline'));
    expect(offline.offlineStarted()).toBe(true);
  });

  it('a cancelled start stays put', async () => {
    vi.useFakeTimers();
    const { firstScreen, offline } = await freshModules();
    offline.startOfflineAfterFirstScreen()();
    firstScreen.watchFirstScreen(() => false);
    await vi.advanceTimersByTimeAsync(5_000);
    window.dispatchEvent(new Event('offline'));
    expect(offline.offlineStarted()).toBe(false);
  });
});
