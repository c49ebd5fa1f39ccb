import { Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { TCustomer } from '@portale/contract/customers';
import { CustomerContacts } from './customer-contacts';
import { TurnoverTable } from './turnover-table';

function Field({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {value || '—'}
      </Text>
    </div>
  );
}

/** The customer sheet: master data, addresses, contacts and yearly turnover. */
export function CustomerSheet({ customer, actions }: { customer: TCustomer; actions?: React.ReactNode }) {
  return (
    <Stack>
      <Group justify="space-between" gap="sm">
        <Group gap="sm">
          <Title order={2}>{customer.company_name}</Title>
          {customer.inactive && <Badge color="gray">Inattivo</Badge>}
        </Group>
        {actions}
      </Group>
      <Paper withBorder p="md" component="section" aria-label="Dati anagrafici">
        <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
          <Field label="Codice cliente" value={customer.external_id} />
          <Field label="Partita IVA" value={customer.vat_code} />
          <Field label="Settore" value={customer.sector} />
          <Field label="Gruppo" value={customer.group?.name} />
          <Field label="Modalità di pagamento" value={customer.payment_mode?.description} />
          <Field label="Listino" value={customer.price_list?.code} />
        </SimpleGrid>
      </Paper>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Paper withBorder p="md" component="section" aria-labelledby="sheet-addresses">
          <Title order={3} size="h5" id="sheet-addresses" mb="xs">
            Indirizzi
          </Title>
          {customer.addresses.length === 0 ? (
            <Text c="dimmed">Nessun indirizzo registrato</Text>
          ) : (
            <Stack gap="xs">
              {customer.addresses.map((a) => (
                <div key={a.id}>
                  <Group gap={6}>
                    <Text size="sm" fw={600}>
                      {a.name}
                    </Text>
                    {a.main && (
                      <Badge size="xs" variant="light">
                        principale
                      </Badge>
                    )}
                  </Group>
                  <Text size="sm">
                    {a.address}, {a.zip_code} {a.city}
                    {a.district ? ` (${a.district})` : ''}
                  </Text>
                </div>
              ))}
            </Stack>
          )}
        </Paper>
        <Paper withBorder p="md" component="section" aria-labelledby="sheet-contacts">
          <Title order={3} size="h5" id="sheet-contacts" mb="xs">
            Contatti
          </Title>
          <CustomerContacts contacts={customer.contacts} />
        </Paper>
      </SimpleGrid>
      <Paper withBorder p="md" component="section" aria-labelledby="sheet-turnover">
        <Title order={3} size="h5" id="sheet-turnover" mb="xs">
          Fatturato annuo
        </Title>
        <TurnoverTable yearData={customer.year_data} />
      </Paper>
    </Stack>
  );
}
