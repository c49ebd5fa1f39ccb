import { Alert, Button, Stack, Text } from '@mantine/core';
import { isRefusal } from '../lib/api-error';

/**
 * A failed load: the server's Italian message and, when asking again may help, 'Riprova'. A refusal (not found,
 * forbidden, invalid: issue 55, point 16) would only fail again: it offers the way back instead.
 */
export function ErrorState({ error, title = 'Caricamento non riuscito', onRetry }: { error: unknown; title?: string; onRetry?: () => void }) {
  const message = error instanceof Error ? error.message : 'Si è verificato un errore imprevisto';
  const refused = isRefusal(error);
  return (
    <Alert color="red" title={title} role="alert">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{message}</Text>
        {onRetry && !refused && (
          <Button size="compact-sm" variant="light" color="red" onClick={onRetry}>
            Riprova
          </Button>
        )}
        {refused && (
          // The history, not a route: the same screen is reached from several places (a list, a link, a search).
          <Button size="compact-sm" variant="light" color="red" onClick={() => (window.history.length > 1 ? window.history.back() : window.location.assign('/'))}>
            Torna indietro
          </Button>
        )}
      </Stack>
    </Alert>
  );
}
