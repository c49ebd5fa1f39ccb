import { Group, Stack, Text } from '@mantine/core';
import type { TCart } from '@portale/contract/cart';
import type { CartLine, TShippingLine } from '../store/cart-model';
import { formatMoney, formatNumber } from '../../../lib/format';
import { centsToEuro, previewGoodsCents, previewWeight, toCents } from '../utils/preview-totals';

function Row({ label, value, strong = false, testId }: { label: string; value: string; strong?: boolean; testId?: string }) {
  return (
    <Group justify="space-between" gap="xl" wrap="nowrap">
      <Text size="sm" fw={strong ? 700 : undefined}>
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : undefined} data-testid={testId}>
        {value}
      </Text>
    </Group>
  );
}

/**
 * Totals. After a save they are the server's recomputation (with the payment-mode discount); before,
 * a preview in cents of goods and shipping, labelled as such.
 */
export function CartSummary({ items, shipping, saved }: { items: CartLine[]; shipping: TShippingLine[] | null; saved: TCart | null }) {
  if (saved) {
    const shippingTotal = saved.shipping_items.reduce((s, l) => s + toCents(l.price) * BigInt(Math.round(l.quantity)), 0n);
    return (
      <Stack gap={4} maw={420} ml="auto" w="100%" data-testid="cart-summary">
        <Row label="Totale merce" value={formatMoney(saved.total)} testId="summary-total" />
        {saved.discount_amount > 0 && (
          <Row label={`Sconto modalità di pagamento (${formatNumber(saved.discount_percentage)}%)`} value={`− ${formatMoney(saved.discount_amount)}`} />
        )}
        {saved.shipping_items.length > 0 && <Row label="Spese di spedizione" value={formatMoney(centsToEuro(shippingTotal))} />}
        <Row label="Peso totale" value={`${formatNumber(saved.total_weight)} kg`} />
        <Row label="Totale (IVA esclusa)" value={formatMoney(saved.total_final)} strong testId="summary-final" />
      </Stack>
    );
  }
  const goods = previewGoodsCents(items);
  const shippingCents = (shipping ?? []).reduce((s, l) => s + toCents(l.price) * BigInt(Math.round(l.quantity)), 0n);
  return (
    <Stack gap={4} maw={420} ml="auto" w="100%" data-testid="cart-summary">
      <Row label="Totale merce" value={formatMoney(centsToEuro(goods))} testId="summary-total" />
      {shippingCents > 0n && <Row label="Spese di spedizione" value={formatMoney(centsToEuro(shippingCents))} />}
      <Row label="Peso totale" value={`${formatNumber(previewWeight(items))} kg`} />
      <Row label="Totale stimato (IVA esclusa)" value={formatMoney(centsToEuro(goods + shippingCents))} strong testId="summary-final" />
      <Text size="xs" c="dimmed" ta="right">
        Importi indicativi: sconti della modalità di pagamento e totale definitivo sono calcolati dal server al salvataggio.
      </Text>
    </Stack>
  );
}
