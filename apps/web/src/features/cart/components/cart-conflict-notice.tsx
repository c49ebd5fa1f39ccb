import { Alert, Button, Stack, Text } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { useState } from 'react';
import { notifyApiError } from '../../../lib/notify';
import type { CartState } from '../store/cart-model';
import { cartSyncFor } from '../store/cart-sync';

/**
 * Says when this device's copy of the cart and the server's disagree (an edit on another device, another
 * customer activated elsewhere) and offers to reload the server's cart; says when edits wait for the connection.
 */
export function CartConflictNotice({ userId, cart, elsewhere, activeName }: { userId: number; cart: CartState; elsewhere: boolean; activeName: string | null }) {
  const network = useNetwork();
  const [reloading, setReloading] = useState(false);
  const reload = async () => {
    setReloading(true);
    try {
      await cartSyncFor(userId).reload();
    } catch (error) {
      notifyApiError(error);
    } finally {
      setReloading(false);
    }
  };
  const reloadButton = (
    <Button size="compact-sm" variant="default" loading={reloading} onClick={() => void reload()}>
      Ricarica il carrello
    </Button>
  );

  if (cart.conflict) {
    return (
      <Alert color="yellow" mb="md" role="alert" data-testid="cart-conflict">
        <Stack gap="xs" align="flex-start">
          <Text size="sm" fw={700}>
            Carrello modificato altrove
          </Text>
          <Text size="sm">
            {cart.conflict.message}. Le modifiche fatte qui non sono state salvate: ricaricare il carrello per vedere quello aggiornato.
          </Text>
          {reloadButton}
        </Stack>
      </Alert>
    );
  }
  if (elsewhere) {
    return (
      <Alert color="yellow" mb="md" data-testid="cart-conflict">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">
            Il carrello appartiene a un cliente diverso da quello attivo{activeName ? ` (${activeName})` : ''}: probabilmente il cliente è stato
            cambiato su un altro dispositivo.
          </Text>
          {reloadButton}
        </Stack>
      </Alert>
    );
  }
  if (cart.dirty && !network.online) {
    return (
      <Alert color="blue" mb="md" data-testid="cart-offline">
        <Text size="sm">Connessione assente: le modifiche al carrello restano su questo dispositivo e saranno inviate al ritorno della connessione.</Text>
      </Alert>
    );
  }
  return null;
}
