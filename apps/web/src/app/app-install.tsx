import { Affix, Button, CloseButton, Group, Paper, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useRegisterSW } from 'virtual:pwa-register/react';

const UPDATE_CHECK_MS = 60 * 60 * 1000;
const IOS_HINT_DISMISSED = 'portale.ios-home-screen-hint';

/**
 * The installed app's life on the device (issue 18): the service worker that lets the portal open without
 * network, the prompt when a new version is deployed, persistent storage, and on an iPad or iPhone in Safari the
 * advice to add the portal to the Home Screen. Loaded after the first screen, with the notices.
 */
export default function AppInstall() {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW(_url, registration) {
      // A tablet may stay open for days: look for a new version every hour.
      if (registration) setInterval(() => void registration.update(), UPDATE_CHECK_MS);
    },
  });
  useEffect(() => {
    // Ask once that the browser keep the portal's data under storage pressure (granted silently to installed apps).
    void navigator.storage?.persisted?.().then((persisted) => (persisted ? undefined : navigator.storage.persist?.()));
  }, []);
  const [iosHint, setIosHint] = useState(shouldShowIosHint);

  if (!needRefresh && !iosHint) return null;
  return (
    <Affix position={{ bottom: 16, left: 16 }} zIndex={300}>
      <Stack gap="xs" maw={380}>
        {needRefresh && (
          <Paper withBorder shadow="md" p="sm" role="status" aria-live="polite">
            <Text fw={600} size="sm">
              Nuova versione disponibile
            </Text>
            <Text size="sm" c="dimmed" mb="xs">
              Aggiornare ora il portale? Il carrello e i dati non inviati restano sul dispositivo.
            </Text>
            <Group gap="xs" justify="flex-end">
              <Button size="compact-sm" variant="default" onClick={() => setNeedRefresh(false)}>
                Più tardi
              </Button>
              <Button size="compact-sm" onClick={() => void updateServiceWorker(true)}>
                Aggiorna
              </Button>
            </Group>
          </Paper>
        )}
        {iosHint && (
          <Paper withBorder shadow="md" p="sm" role="note" aria-label="Aggiungi alla schermata Home">
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
              <Text size="sm">
                Per usare il portale anche senza rete, aggiungerlo alla schermata Home: tocca «Condividi», poi «Aggiungi alla
                schermata Home». Aperto in una scheda di Safari, i dati salvati sul dispositivo si perdono dopo 7 giorni senza uso.
              </Text>
              <CloseButton
                aria-label="Chiudi il suggerimento"
                onClick={() => {
                  localStorage.setItem(IOS_HINT_DISMISSED, '1');
                  setIosHint(false);
                }}
              />
            </Group>
          </Paper>
        )}
      </Stack>
    </Affix>
  );
}

/** Safari on an iPad (which says it is a Mac with a touch screen) or an iPhone, not opened from the Home Screen. */
function shouldShowIosHint(): boolean {
  const ios = /iPad|iPhone|iPod/.test(navigator.userAgent) || (navigator.platform === 'MacIntel' && navigator.maxTouchPoints > 1);
  const standalone = (navigator as Navigator & { standalone?: boolean }).standalone === true || matchMedia('(display-mode: standalone)').matches;
  return ios && !standalone && localStorage.getItem(IOS_HINT_DISMISSED) === null;
}
