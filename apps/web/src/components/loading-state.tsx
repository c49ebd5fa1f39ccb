import { Center, Loader, Text } from '@mantine/core';

/** Centred spinner with an Italian label, for a panel whose data is on its way. */
export function LoadingState({ label = 'Caricamento in corso…' }: { label?: string }) {
  return (
    <Center py="xl" role="status" aria-live="polite">
      <Loader size="sm" mr="sm" aria-hidden />
      <Text c="dimmed" size="sm">
        {label}
      </Text>
    </Center>
  );
}
