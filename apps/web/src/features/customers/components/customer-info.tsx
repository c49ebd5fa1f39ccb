import { Button, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { TCustomer } from '@portale/contract/customers';
import { decodePassword } from '../utils/decode-password';
import { CustomerContacts } from './customer-contacts';
import { CustomerNoteForm } from './customer-note-form';

/** Info modal body: contacts, the decoded access password and the private note. */
export function CustomerInfo({ customer }: { customer: TCustomer }) {
  const password = decodePassword(customer.password);
  // Masked until asked for: the screen may be seen by the customer across the desk (issue 21).
  const [shown, setShown] = useState(false);
  return (
    <Stack>
      <section aria-labelledby="info-contacts">
        <Title order={3} size="h5" id="info-contacts" mb={4}>
          Contatti
        </Title>
        <CustomerContacts contacts={customer.contacts} />
      </section>
      <Divider />
      <Group gap="xs" wrap="wrap">
        <Text fw={600} size="sm">
          Password:
        </Text>
        {password ? (
          <>
            <Text size="sm" ff="monospace" data-testid="customer-password" style={{ overflowWrap: 'anywhere' }}>
              {shown ? password : '••••••••'}
            </Text>
            <Button size="compact-xs" variant="subtle" onClick={() => setShown((s) => !s)} aria-pressed={shown}>
              {shown ? 'Nascondi' : 'Mostra'}
            </Button>
          </>
        ) : (
          <Text size="sm" c="dimmed">
            Nessuna password
          </Text>
        )}
      </Group>
      <Divider />
      <CustomerNoteForm customerId={customer.id} customerName={customer.company_name} initialNote={customer.user_note?.content ?? ''} initialVersion={customer.user_note ? customer.user_note.version : 0} />
    </Stack>
  );
}
