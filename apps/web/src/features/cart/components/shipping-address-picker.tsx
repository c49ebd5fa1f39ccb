import { Radio, Stack, Text, Textarea } from '@mantine/core';
import type { TCustomer } from '@portale/contract/customers';
import { useDebouncedCallback } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import type { CartState } from '../store/cart-model';
import { cartStore } from '../store/cart-store';

const NEW = 'new';

function describe(a: TCustomer['addresses'][number]) {
  return [a.name, a.address, [a.zip_code, a.city, a.district ? `(${a.district})` : ''].filter(Boolean).join(' ')].filter(Boolean).join(' — ');
}

/**
 * Shipping address: one of the customer's (default the main one) or a new free-text one. Choices reach
 * the cart after a 400 ms pause (spec §4), so typing a new address does not rewrite the cart per key.
 */
/** Said beside the field when 'Invia ordine' finds the new address empty. */
export const NEW_ADDRESS_MISSING = 'Indicare il nuovo indirizzo di spedizione';

export function ShippingAddressPicker({
  userId,
  cart,
  customer,
  error,
  onError,
}: {
  userId: number;
  cart: CartState;
  customer: TCustomer;
  /** Set by 'Invia ordine' when the new address is empty: said here, where it is typed. */
  error?: string | null;
  onError?: (message: string | null) => void;
}) {
  const addresses = customer.addresses;
  const fallback = addresses.find((a) => a.main) ?? addresses[0] ?? null;
  const initialChoice = cart.shipping_address_is_new ? NEW : String(cart.shipping_address_id ?? fallback?.id ?? NEW);
  const [choice, setChoice] = useState(initialChoice);
  const [text, setText] = useState(cart.shipping_address_new);

  // Default: the main address, written once when the cart has no choice yet.
  const defaultId = !cart.shipping_address_is_new && cart.shipping_address_id === null ? (fallback?.id ?? null) : null;
  useEffect(() => {
    if (defaultId !== null) cartStore.setShippingAddress(userId, { id: defaultId, isNew: false, text: '' });
  }, [defaultId, userId]);

  const apply = useDebouncedCallback((nextChoice: string, nextText: string) => {
    cartStore.setShippingAddress(userId, nextChoice === NEW ? { id: null, isNew: true, text: nextText } : { id: Number(nextChoice), isNew: false, text: '' });
  }, 400);

  return (
    <Stack gap="xs">
      <Radio.Group
        label="Indirizzo di spedizione"
        value={choice}
        onChange={(v) => {
          setChoice(v);
          // A choice is one event: the cart takes it now, so 'Invia ordine' right after checks the new address.
          apply.cancel?.();
          cartStore.setShippingAddress(userId, v === NEW ? { id: null, isNew: true, text } : { id: Number(v), isNew: false, text: '' });
        }}
      >
        <Stack gap={6} mt={6}>
          {addresses.map((a) => (
            <Radio key={a.id} value={String(a.id)} label={`${describe(a)}${a.main ? ' (principale)' : ''}`} />
          ))}
          <Radio value={NEW} label="Nuovo indirizzo" />
        </Stack>
      </Radio.Group>
      {addresses.length === 0 && (
        <Text size="sm" c="dimmed">
          Il cliente non ha indirizzi registrati: indicare un nuovo indirizzo.
        </Text>
      )}
      {choice === NEW && (
        <Textarea
          label="Nuovo indirizzo di spedizione"
          placeholder="Ragione sociale, via, CAP, città, provincia"
          value={text}
          autosize
          minRows={2}
          maxLength={1000}
          required
          error={error}
          onChange={(e) => {
            setText(e.currentTarget.value);
            apply(NEW, e.currentTarget.value);
            if (e.currentTarget.value.trim()) onError?.(null);
          }}
          onBlur={(e) => {
            // The cart takes the text now (not after the pause), so 'Invia ordine' checks what was typed.
            // No message on blur: it would move 'Invia ordine' under a pointer on its way to it.
            cartStore.setShippingAddress(userId, { id: null, isNew: true, text: e.currentTarget.value });
          }}
        />
      )}
    </Stack>
  );
}
