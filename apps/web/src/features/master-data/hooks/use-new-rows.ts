import { useState } from 'react';

/** Keys of new, not yet saved rows of an editable table ('Nuovo …' adds one; save or cancel removes it). */
export function useNewRows() {
  const [keys, setKeys] = useState<number[]>([]);
  return {
    keys,
    add: () => setKeys((k) => [Date.now(), ...k]),
    remove: (key: number) => setKeys((k) => k.filter((x) => x !== key)),
  };
}
