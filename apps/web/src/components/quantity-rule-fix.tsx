import { Button, Group, Text } from '@mantine/core';
import { formatQuantity } from '@portale/contract/quantity';

/**
 * A quantity that breaks the product's rules, explained ('Minimo 12 pezzi, a multipli di 6: 18?') with the nearest
 * valid quantity one tap away: the entry is never rounded behind the agent's back.
 */
export function QuantityRuleFix({ id, message, suggestion, onFix }: { id: string; message: string; suggestion: number; onFix: (quantity: number) => void }) {
  return (
    <Group gap={6} mt={4} wrap="nowrap" align="center">
      <Text id={id} size="xs" c="red.9" role="alert">
        {message}
      </Text>
      {/* mousedown would blur the field first (which restores the last valid quantity): keep the focus where it is. */}
      <Button size="compact-xs" variant="light" onMouseDown={(e) => e.preventDefault()} onClick={() => onFix(suggestion)}>
        Usa {formatQuantity(suggestion)}
      </Button>
    </Group>
  );
}
