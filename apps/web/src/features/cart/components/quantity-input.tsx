import { NumberInput } from '@mantine/core';
import { useState } from 'react';

/** Line quantity (minimum 1): only valid values reach the cart; an invalid entry reverts on blur. */
export function QuantityInput({ value, label, onCommit }: { value: number; label: string; onCommit: (quantity: number) => void }) {
  const [draft, setDraft] = useState<number | string | null>(null);
  const shown = draft ?? value;
  const parsed = typeof shown === 'number' ? shown : Number.parseInt(shown, 10);
  const valid = Number.isInteger(parsed) && parsed >= 1;
  return (
    <NumberInput
      aria-label={label}
      value={shown}
      min={1}
      step={1}
      allowDecimal={false}
      allowNegative={false}
      // No clamping: an invalid entry shows the error and reverts to the cart's value on blur.
      clampBehavior="none"
      size="xs"
      w={90}
      error={valid ? undefined : 'La quantità minima è 1'}
      onChange={(v) => {
        setDraft(v);
        const n = typeof v === 'number' ? v : Number.parseInt(v, 10);
        if (Number.isInteger(n) && n >= 1) onCommit(n);
      }}
      onBlur={() => setDraft(null)}
    />
  );
}
