import { Center, Text } from '@mantine/core';

/** Dimmed message shown where a list or panel has nothing to show. */
export function EmptyState({ children }: { children: React.ReactNode }) {
  return (
    <Center py="xl" px="md">
      <Text c="dimmed" ta="center">
        {children}
      </Text>
    </Center>
  );
}
