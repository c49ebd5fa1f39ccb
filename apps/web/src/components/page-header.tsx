import { Group, Stack, Text, Title } from '@mantine/core';
import { useLocation } from 'react-router';
import { useLoadedStatus, type LoadedScope } from '../lib/notify';

/** A 'loaded' status ('Clienti caricati correttamente'): a quiet line that covers nothing; the page's, or a detail's. */
export function LoadedStatus({ scope = 'page' }: { scope?: LoadedScope }) {
  const { message, path } = useLoadedStatus(scope);
  const location = useLocation();
  return (
    <Text size="xs" c="gray.7" role="status" data-testid={scope === 'page' ? 'loaded-status' : 'detail-loaded-status'} mih={18}>
      {path === location.pathname ? message : ''}
    </Text>
  );
}

/** Page title with optional actions on the right, and the list's 'loaded' status under it; wraps on narrow screens. */
export function PageHeader({ title, children }: { title: string; children?: React.ReactNode }) {
  return (
    <Group justify="space-between" align="center" mb="md" gap="sm">
      <Stack gap={0}>
        <Title order={2}>{title}</Title>
        <LoadedStatus />
      </Stack>
      {children && <Group gap="xs">{children}</Group>}
    </Group>
  );
}
