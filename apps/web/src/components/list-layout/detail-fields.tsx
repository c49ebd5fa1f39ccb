import { SimpleGrid, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** Label/value pairs of a document header; empty values show a dash so the grid stays aligned. */
export function DetailFields({ fields }: { fields: { label: string; value: ReactNode }[] }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, lg: 3 }} spacing="sm" verticalSpacing="xs" component="dl" m={0}>
      {fields.map((field) => (
        <div key={field.label}>
          <Text component="dt" size="xs" c="dimmed">
            {field.label}
          </Text>
          <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
            {field.value === null || field.value === undefined || field.value === '' ? '—' : field.value}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}
