import { Button, Group, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useNavigate } from 'react-router';
import { useLogout } from '../features/auth/api/logout';
import { cartStore } from '../features/cart/store/cart-store';
import { endDeviceSession } from '../lib/offline/device-session';
import { whenOverlaysReady } from '../lib/overlays';

// Dexie stays out of the first paint: the copy's code loads when someone leaves.
const deviceCopies = () => import('../lib/offline/device-copies');
/** How many items are unsent; 0 when the copy's code cannot load (no network, no cached chunk: nothing is lost then). */
const unsentOf = (userId: number) =>
  deviceCopies()
    .then((m) => m.unsentCount(userId))
    .catch(() => 0);
const forget = (userId: number, everything: boolean) =>
  deviceCopies()
    .then((m) => m.forgetCopy(userId, { everything }))
    .catch(() => 0);

/**
 * 'Esci' (issue 53, points 2, 9 and 10): the user's replay and sync stop at once, the logout is sent (or kept for the
 * network's return), and the user's copy leaves the device. Work not sent yet stays for the user's next session,
 * unless they choose 'Cancella i dati da questo dispositivo', which the dialog offers only then.
 */
export function useSignOut() {
  const logout = useLogout();
  const navigate = useNavigate();

  async function leave(userId: number, withCopy: boolean, everything: boolean) {
    endDeviceSession();
    await logout.mutateAsync(userId).catch(() => {}); // any other answer ends the session here all the same
    cartStore.forget(userId, everything);
    navigate('/login', { replace: true });
    // After the screens that read the copy are gone: one still mounted would open the database again as it goes.
    if (withCopy) await new Promise((resolve) => setTimeout(resolve)).then(() => forget(userId, everything));
  }

  return async (userId: number, withCopy: boolean) => {
    const unsent = withCopy ? await unsentOf(userId) : 0;
    if (unsent === 0) return leave(userId, withCopy, false);
    await whenOverlaysReady();
    const id = modals.open({
      title: 'Esci',
      children: (
        <Stack>
          <Text size="sm">
            {unsent === 1 ? 'Un elemento registrato senza rete non è ancora stato inviato' : `${unsent} elementi registrati senza rete non sono ancora stati inviati`}
            : resta sul dispositivo e sarà inviato al tuo prossimo accesso, visibile solo a te.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => modals.close(id)}>
              Annulla
            </Button>
            <Button
              color="red"
              variant="light"
              onClick={() => {
                modals.close(id);
                void leave(userId, true, true);
              }}
            >
              Cancella i dati da questo dispositivo
            </Button>
            <Button
              onClick={() => {
                modals.close(id);
                void leave(userId, true, false);
              }}
            >
              Esci
            </Button>
          </Group>
        </Stack>
      ),
    });
  };
}
