import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { CartState } from '../store/cart-model';
import { cartStore } from '../store/cart-store';

/**
 * What another device changed that this one had changed too (cart-merge): both values, the other device's in the
 * cart; 'Tieni il mio' puts this device's back. Also says what another device changed while this one was on the
 * additions step and was sent back to the cart.
 */
export function CartClashNotice({ userId, cart }: { userId: number; cart: CartState }) {
  return (
    <>
      {cart.remote_change && (
        <Alert
          color="blue"
          mb="md"
          role="status"
          withCloseButton
          closeButtonLabel="Chiudi"
          onClose={() => cartStore.dismissRemoteChange(userId)}
          title="Carrello modificato su un altro dispositivo"
          data-testid="cart-remote-change"
        >
          <Text size="sm">
            {cart.remote_change}. Si torna al carrello: controllarlo e premere di nuovo Avanti.
          </Text>
        </Alert>
      )}
      {cart.clashes.length > 0 && (
        <Alert color="yellow" mb="md" role="alert" title="Modificato anche su un altro dispositivo" data-testid="cart-clashes">
          <Stack gap="sm">
            <Text size="sm">Le altre modifiche sono state unite. Per queste il carrello ora ha il valore dell’altro dispositivo: scegliere quale tenere.</Text>
            {cart.clashes.map((clash, index) => (
              <Stack key={`${clash.label}-${index}`} gap={2} data-testid="cart-clash">
                <Text size="sm" fw={700}>
                  {clash.label}
                </Text>
                <Text size="sm">Qui: {clash.mine}</Text>
                <Text size="sm">Sull’altro dispositivo: {clash.theirs}</Text>
                <Group gap="xs" mt={4}>
                  <Button size="compact-sm" onClick={() => cartStore.keepMine(userId, index)}>
                    Tieni il mio
                  </Button>
                  <Button size="compact-sm" variant="default" onClick={() => cartStore.dismissClash(userId, index)}>
                    Tieni l’altro
                  </Button>
                </Group>
              </Stack>
            ))}
          </Stack>
        </Alert>
      )}
    </>
  );
}
