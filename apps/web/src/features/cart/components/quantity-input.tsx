import { TextInput } from '@mantine/core';
import { allowsFractions, formatQuantity, parseQuantity } from '@portale/contract/quantity';
import { NO_RULE, nearestValidQuantity, quantityRuleProblem, type QuantityRule } from '@portale/contract/quantity-rules';
import { useEffect, useId, useRef, useState } from 'react';
import { QuantityRuleFix } from '../../../components/quantity-rule-fix';

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
export function QuantityInput({
  value,
  unit,
  label,
  rule = NO_RULE,
  onCommit,
}: {
  value: number;
  unit: string;
  label: string;
  /** The product's minimum and pack (issue 56): a breaking entry is explained with the nearest valid quantity, never rounded. */
  rule?: QuantityRule;
  onCommit: (quantity: number) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const fixId = useId();
  const [error, setError] = useState<string | undefined>(undefined);
  const [fix, setFix] = useState<{ message: string; suggestion: number } | null>(null);
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
    setFix(null);
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

  const take = (quantity: number) => {
    if (input.current) input.current.value = formatQuantity(quantity);
    setError(undefined);
    setFix(null);
    if (pending.current) clearTimeout(pending.current.timer);
    pending.current = null;
    if (quantity !== value) commitRef.current(quantity);
  };

  const field = (
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
      error={error ?? (fix !== null)}
      aria-describedby={fix ? fixId : undefined}
      onKeyDown={(e) => {
        // The arrows step by the pack (or by one), from the nearest valid quantity.
        if (e.key !== 'ArrowUp' && e.key !== 'ArrowDown') return;
        e.preventDefault();
        const step = rule.multiple ?? 1;
        const typed = parseQuantity(e.currentTarget.value, unit);
        const from = typed.ok ? typed.value : value;
        const next = e.key === 'ArrowUp' ? from + step : from - step;
        take(nearestValidQuantity(Math.max(next, step), rule));
      }}
      onChange={(e) => {
        const parsed = parseQuantity(e.currentTarget.value, unit);
        const breaks = parsed.ok ? quantityRuleProblem(parsed.value, rule, unit) : null;
        const next = breaks ? ({ ok: false, message: breaks.message } as const) : parsed;
        setError(next.ok || breaks ? undefined : next.message);
        setFix(breaks);
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
        setFix(null);
      }}
    />
  );
  // One tree whether or not the fix shows: a remounted field would lose what is being typed, and the focus.
  return (
    <div>
      {field}
      {fix && <QuantityRuleFix id={fixId} message={fix.message} suggestion={fix.suggestion} onFix={take} />}
    </div>
  );
}
