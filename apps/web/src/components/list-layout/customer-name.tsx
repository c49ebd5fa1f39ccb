import { Text } from '@mantine/core';

/** A list cell's customer: the company name over its code, dimmed. */
export function CustomerName({ name, code }: { name: string; code: string }) {
  return (
    <>
      <Text size="sm" lineClamp={2}>
        {name}
      </Text>
      <Text size="xs" c="dimmed">
        {code}
      </Text>
    </>
  );
}
