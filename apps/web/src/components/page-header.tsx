import { Group, Title } from '@mantine/core';

/** Page title with optional actions on the right; wraps on narrow screens. */
export function PageHeader({ title, children }: { title: string; children?: React.ReactNode }) {
  return (
    <Group justify="space-between" align="center" mb="md" gap="sm">
      <Title order={2}>{title}</Title>
      {children && <Group gap="xs">{children}</Group>}
    </Group>
  );
}
