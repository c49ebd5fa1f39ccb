import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

export function NotFoundPage() {
  return (
    <Stack>
      <Title order={2}>Pagina non trovata</Title>
      <Text>La pagina richiesta non esiste.</Text>
      <Anchor component={Link} to="/">
        Torna alla pagina dei clienti
      </Anchor>
    </Stack>
  );
}
