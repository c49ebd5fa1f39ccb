import { NativeSelect } from '@mantine/core';
import { memo } from 'react';
import { formatNumber } from '../../../lib/format';
import { usePaymentModes } from '../api/payment-modes';
import { useCartCustomer } from '../api/get-cart-customer';
import { cartStore } from '../store/cart-store';

const CUSTOMER_OWN = '';

/**
 * 'Modalità di pagamento': the customer's own by default, or another agreed with them; the server applies the
 * chosen mode's discount to the goods (the summary shows it). A native select: one tap on a tablet.
 */
export const PaymentModeSelect = memo(function PaymentModeSelect({ userId, customerId, chosenId }: { userId: number; customerId: number | null; chosenId: number | null }) {
  const modes = usePaymentModes();
  const customer = useCartCustomer(customerId);
  const own = customer.data?.customer?.payment_mode?.description;
  const discount = (value: number) => (value > 0 ? ` (sconto ${formatNumber(value)}%)` : '');
  const options = [
    { value: CUSTOMER_OWN, label: own ? `Del cliente: ${own}` : 'Del cliente' },
    ...(modes.data?.payment_modes ?? []).map((m) => ({ value: String(m.id), label: `${m.description}${discount(m.discount)}` })),
  ];
  return (
    <NativeSelect
      label="Modalità di pagamento"
      description="Lo sconto della modalità di pagamento si applica al totale merce"
      data={options}
      value={chosenId === null ? CUSTOMER_OWN : String(chosenId)}
      onChange={(event) => cartStore.setPaymentMode(userId, event.currentTarget.value === CUSTOMER_OWN ? null : Number(event.currentTarget.value))}
      disabled={modes.isLoading}
      maw={420}
      w="100%"
      ml="auto"
      data-testid="payment-mode-select"
    />
  );
});
