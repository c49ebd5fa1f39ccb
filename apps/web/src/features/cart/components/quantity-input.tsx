import { TextInput } from '@mantine/core';
import { allowsFractions, formatQuantity, parseQuantity } from '@portale/contract/quantity';
import { useEffect, useRef, useState } from 'react';

/** A valid quantity reaches the cart once typing pauses this long. */
export const QUANTITY_COMMIT_MS = 150;

/**
 * Line quantity, typed the Italian way: a decimal comma only for units sold by measure ('2,5' m), whole units
 * otherwise (minimum 1). Only valid values reach the cart — when typing pauses, on blur, or before the page goes
 * away — so a keystroke in a 200-line cart does not recompute the whole page; an invalid entry shows why and
 * reverts on blur — it is never reinterpreted ('2,5' never becomes 25, '-3' never 3).
 * The field is uncontrolled: a keystroke re-renders nothing unless the entry turns valid or invalid, which on a
 * throttled tablet CPU is most of a keystroke's cost.
 */
export function QuantityInput({ value, unit, label, onCommit }: { value: number; unit: string; label: string; onCommit: (quantity: number) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | undefined>(undefined);
  const [shownFor, setShownFor] = useState(value);
  const pending = useRef<{ timer: ReturnType<typeof setTimeout>; quantity: number } | null>(null);
  const commitRef = useRef(onCommit);
  useEffect(() => {
    commitRef.current = onCommit;
  });
  if (shownFor !== value) {
    // The quantity changed (what was typed, or from outside: the server's cart, 'Ricarica', another device).
    setShownFor(value);
    setError(undefined);
  }
  useEffect(() => {
    if (input.current) input.current.value = formatQuantity(value);
  }, [value]);

  const flush = () => {
    const p = pending.current;
    if (!p) return;
    clearTimeout(p.timer);
    pending.current = null;
    commitRef.current(p.quantity);
  };
  useEffect(() => {
    // Capture: before the cart store writes itself to localStorage on the same event.
    window.addEventListener('pagehide', flush, { capture: true });
    return () => {
      window.removeEventListener('pagehide', flush, { capture: true });
      flush();
    };
  }, []);

  return (
    <TextInput
      ref={input}
      aria-label={label}
      defaultValue={formatQuantity(value)}
      inputMode={allowsFractions(unit) ? 'decimal' : 'numeric'}
      autoComplete="off"
      size="xs"
      w={120}
      rightSection={<span aria-hidden style={{ fontSize: 11 }}>{unit}</span>}
      rightSectionWidth={34}
      error={error}
      onChange={(e) => {
        const next = parseQuantity(e.currentTarget.value, unit);
        setError(next.ok ? undefined : next.message);
        if (pending.current) clearTimeout(pending.current.timer);
        pending.current = null;
        if (next.ok && next.value !== value) {
          const quantity = next.value;
          pending.current = { quantity, timer: setTimeout(flush, QUANTITY_COMMIT_MS) };
        }
      }}
      onBlur={(e) => {
        const committed = pending.current?.quantity;
        flush();
        // What stays in the field is the cart's quantity, written the Italian way; an invalid entry goes.
        e.currentTarget.value = formatQuantity(committed ?? value);
        setError(undefined);
      }}
    />
  );
}
