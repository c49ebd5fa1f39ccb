import { Title } from '@mantine/core';

// Placeholder: the customers home lands with the foundation's customers feature.
export function CustomersPage() {
  return <Title order={2}>Clienti</Title>;
}
