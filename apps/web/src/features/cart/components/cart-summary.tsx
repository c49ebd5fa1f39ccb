import { Alert, Group, Stack, Text } from '@mantine/core';
import { formatMoney, formatNumber } from '../../../lib/format';
import type { CartFigures } from '../utils/cart-figures';

function Row({ label, value, strong = false, stale = false, testId }: { label: string; value: string; strong?: boolean; stale?: boolean; testId?: string }) {
  return (
    <Group justify="space-between" gap="xl" wrap="nowrap">
      <Text size="sm" fw={strong ? 700 : undefined}>
        {label}
      </Text>
      {/* A figure being recomputed: grey and italic, still AA contrast (an opacity would not be). */}
      <Text size="sm" fw={strong ? 700 : undefined} c={stale ? 'gray.7' : undefined} fs={stale ? 'italic' : undefined} data-testid={testId}>
        {value}
      </Text>
    </Group>
  );
}

/**
 * Totals as the server computed them for the cart — the figures the saved quote, its PDF and email and the order
 * carry — dimmed while an edit is being recomputed; without network, the same computation made on the device from its
 * copy (said so), or, when the copy cannot price the cart, a labelled preview of the goods.
 */
export function CartSummary({ figures, problem }: { figures: CartFigures; problem: string | null }) {
  if (figures.kind === 'preview') {
    return (
      <Stack gap={4} maw={420} ml="auto" w="100%" data-testid="cart-summary">
        <Row label="Totale merce" value={formatMoney(figures.goods)} testId="summary-total" />
        <Row label="Peso totale" value={`${formatNumber(figures.weight)} kg`} />
        <Text size="xs" c="gray.7" ta="right">
          Importi indicativi: sconto della modalità di pagamento, spese di spedizione e totale li calcola il server (senza connessione, al suo
          ritorno).
        </Text>
        {problem && (
          <Alert color="yellow" data-testid="totals-problem">
            {problem}
          </Alert>
        )}
      </Stack>
    );
  }
  const { totals } = figures;
  const pending = figures.kind === 'server' && figures.pending;
  const shipping = totals.shipping_items.reduce((sum, l) => sum + Math.round(l.price * 100) * l.quantity, 0) / 100;
  return (
    <Stack
      gap={4}
      maw={420}
      ml="auto"
      w="100%"
      data-testid="cart-summary"
      aria-busy={pending}
      data-pending={pending || undefined}
    >
      <Row label="Totale merce" value={formatMoney(totals.total)} stale={pending} testId="summary-total" />
      <Row
        label={`Modalità di pagamento: ${totals.payment_mode ?? 'non indicata'}`}
        value={totals.discount_amount > 0 ? `− ${formatMoney(totals.discount_amount)}` : 'nessuno sconto'}
        stale={pending}
        testId="summary-payment"
      />
      {totals.discount_amount > 0 && (
        <Text size="xs" c="gray.7" ta="right">
          Sconto modalità di pagamento {formatNumber(totals.discount_percentage)}%
        </Text>
      )}
      <Row label="Spese di spedizione" value={totals.shipping_items.length > 0 ? formatMoney(shipping) : 'nessuna'} stale={pending} testId="summary-shipping" />
      <Row label="Peso totale" value={`${formatNumber(totals.total_weight)} kg`} stale={pending} />
      <Row label="Totale (IVA esclusa)" value={formatMoney(totals.total_final)} strong stale={pending} testId="summary-final" />
      {totals.order_minimum_message && (
        // Said before 'Invia ordine', which the server refuses below the minimum (a quote may still be saved).
        <Alert color="yellow" data-testid="order-minimum-message">
          {totals.order_minimum_message}
        </Alert>
      )}
      {totals.overdue_hold_message && (
        // Issue 56 §4: sending is allowed, but the order will wait for an administrator.
        <Alert color="orange" data-testid="overdue-hold-message">
          Cliente con scaduti: l’ordine andrà in approvazione ({totals.overdue_hold_message})
        </Alert>
      )}
      {pending && (
        <Text size="xs" c="gray.7" ta="right">
          Ricalcolo in corso…
        </Text>
      )}
      {figures.kind === 'device' && (
        <Text size="xs" c="gray.7" ta="right" data-testid="summary-device">
          Senza rete: importi calcolati sul dispositivo con prezzi e regole dell’ultimo aggiornamento; il server li ricontrolla
          all’invio.
        </Text>
      )}
    </Stack>
  );
}
