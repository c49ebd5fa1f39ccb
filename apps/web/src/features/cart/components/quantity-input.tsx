import { TextInput } from '@mantine/core';
import { allowsFractions, formatQuantity, parseQuantity } from '@portale/contract/quantity';
import { useState } from 'react';

/**
 * Line quantity, typed the Italian way: a decimal comma only for units sold by measure ('2,5' m), whole units
 * otherwise (minimum 1). Only valid values reach the cart; an invalid entry shows why and reverts on blur —
 * it is never reinterpreted ('2,5' never becomes 25, '-3' never 3).
 */
export function QuantityInput({ value, unit, label, onCommit }: { value: number; unit: string; label: string; onCommit: (quantity: number) => void }) {
  const [draft, setDraft] = useState<string | null>(null);
  const [shownFor, setShownFor] = useState(value);
  if (shownFor !== value) {
    // The quantity changed from outside (the server's cart, 'Ricarica', another device): what was typed goes.
    setShownFor(value);
    setDraft(null);
  }
  const shown = draft ?? formatQuantity(value);
  const parsed = parseQuantity(shown, unit);
  return (
    <TextInput
      aria-label={label}
      value={shown}
      inputMode={allowsFractions(unit) ? 'decimal' : 'numeric'}
      autoComplete="off"
      size="xs"
      w={120}
      rightSection={<span aria-hidden style={{ fontSize: 11 }}>{unit}</span>}
      rightSectionWidth={34}
      error={parsed.ok ? undefined : parsed.message}
      onChange={(e) => {
        const text = e.currentTarget.value;
        setDraft(text);
        const next = parseQuantity(text, unit);
        if (next.ok && next.value !== value) onCommit(next.value);
      }}
      onBlur={() => setDraft(null)}
    />
  );
}
