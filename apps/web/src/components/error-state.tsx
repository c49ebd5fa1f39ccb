import { Alert, Button, Stack, Text } from '@mantine/core';

/** A failed load: the server's Italian message and, when possible, a retry. */
export function ErrorState({ error, title = 'Caricamento non riuscito', onRetry }: { error: unknown; title?: string; onRetry?: () => void }) {
  const message = error instanceof Error ? error.message : 'Si è verificato un errore imprevisto';
  return (
    <Alert color="red" title={title} role="alert">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{message}</Text>
        {onRetry && (
          <Button size="compact-sm" variant="light" color="red" onClick={onRetry}>
            Riprova
          </Button>
        )}
      </Stack>
    </Alert>
  );
}
