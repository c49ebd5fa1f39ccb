import { startTransition, useEffect, useState } from 'react';

/** Something that happens once and stays so (the first screen done, the offline parts started, the notices wanted). */
export interface OnceSignal {
  isSet: () => boolean;
  /** Sets it and runs what waited for it (idempotent). */
  set: () => void;
  /** Runs `callback` once it is set (at once if it is). Returns a cancel function. */
  after: (callback: () => void) => () => void;
}

export function createOnceSignal(): OnceSignal {
  let isSet = false;
  const waiting = new Set<() => void>();
  return {
    isSet: () => isSet,
    set() {
      if (isSet) return;
      isSet = true;
      for (const callback of [...waiting]) callback();
      waiting.clear();
    },
    after(callback) {
      if (isSet) {
        callback();
        return () => undefined;
      }
      waiting.add(callback);
      return () => void waiting.delete(callback);
    },
  };
}

/**
 * Whether the signal is set, re-rendering as a transition when it becomes so: what it mounts renders in slices that
 * leave the main thread to input, not as one long task (issue 58).
 */
export function useOnceSignal(signal: OnceSignal): boolean {
  const [value, setValue] = useState(signal.isSet);
  useEffect(() => signal.after(() => startTransition(() => setValue(true))), [signal]);
  return value;
}
