import { Anchor, Badge, Box, Button, Group, Stack, Table, Text } from '@mantine/core';
import { StackedTable } from '../../../components/stacked-table';
import type { TCustomer } from '@portale/contract/customers';
import { Link } from 'react-router';
import { ActivateCustomerButton } from './activate-customer-button';
import type { CustomerDialogKind } from './customer-dialog';

function mainCity(customer: TCustomer): string {
  const address = customer.addresses.find((a) => a.main) ?? customer.addresses[0];
  return address ? `${address.city}${address.district ? ` (${address.district})` : ''}` : '';
}

interface Props {
  customers: TCustomer[];
  profileExternalId: string;
  onOpen: (kind: CustomerDialogKind, customer: TCustomer) => void;
}

/**
 * Customers of a profile; secondary columns hide on narrow screens so the page never scrolls sideways, and on
 * a phone each customer becomes a short card: the name, then code and city on one line, then the actions across
 * the card's whole width (issue 55 §14: twenty labelled cards made the phone home 4,092 px tall).
 */
export function CustomersTable({ customers, profileExternalId, onOpen }: Props) {
  return (
    <StackedTable stackBelow="sm" striped highlightOnHover verticalSpacing="xs" layout="fixed" data-testid="customers-table">
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={90} visibleFrom="xs">
            Codice
          </Table.Th>
          <Table.Th>Ragione sociale</Table.Th>
          <Table.Th visibleFrom="xl">Partita IVA</Table.Th>
          <Table.Th visibleFrom="lg">Città</Table.Th>
          <Table.Th w={{ base: 190, xl: 400 }}>Azioni</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {customers.map((customer) => (
          <Table.Tr key={customer.id}>
            <Table.Td data-label="Codice" visibleFrom="xs" style={{ overflowWrap: 'anywhere' }}>
              {customer.external_id}
            </Table.Td>
            {/* No label either: on a phone the name opens the card, its own heading. */}
            <Table.Td style={{ overflowWrap: 'anywhere', textAlign: 'left' }}>
              <Group gap={4} justify="space-between" wrap="nowrap" align="flex-start" style={{ flex: 1 }}>
                <Stack gap={2} miw={0}>
                  <Anchor component={Link} to={`/clienti/${customer.id}?profile=${encodeURIComponent(profileExternalId)}`} size="sm">
                    {customer.company_name}
                  </Anchor>
                  {customer.inactive && (
                    <Badge color="gray" variant="light" size="sm">
                      Inattivo
                    </Badge>
                  )}
                  <Text size="xs" c="dimmed" hiddenFrom="lg">
                    <Box component="span" hiddenFrom="xs">
                      {customer.external_id}
                      {mainCity(customer) ? ' · ' : ''}
                    </Box>
                    {mainCity(customer)}
                  </Text>
                </Stack>
                {/* On a phone 'Attiva' sits by the name: the actions then fit one row of the card. */}
                <Box hiddenFrom="xs">
                  <ActivateCustomerButton customer={customer} profileExternalId={profileExternalId} />
                </Box>
              </Group>
            </Table.Td>
            <Table.Td data-label="Partita IVA" visibleFrom="xl">
              {customer.vat_code}
            </Table.Td>
            <Table.Td data-label="Città" visibleFrom="lg">
              {mainCity(customer)}
            </Table.Td>
            {/* No label: on a phone the buttons take the card's whole width (fewer rows), and they name themselves. */}
            <Table.Td>
              <Group gap={4} justify="flex-end" style={{ flex: 1 }}>
                <Button
                  component={Link}
                  to={`/clienti/${customer.id}/scheda-visita?profile=${encodeURIComponent(profileExternalId)}`}
                  size="compact-sm"
                  variant="default"
                  aria-label={`Scheda visita ${customer.company_name}`}
                >
                  Scheda visita
                </Button>
                <Button size="compact-sm" variant="default" aria-label={`Visita ${customer.company_name}`} onClick={() => onOpen('visit', customer)}>
                  Visita
                </Button>
                <Button size="compact-sm" variant="default" aria-label={`Info ${customer.company_name}`} onClick={() => onOpen('info', customer)}>
                  Info
                </Button>
                <Button size="compact-sm" variant="default" aria-label={`Fatturato ${customer.company_name}`} onClick={() => onOpen('turnover', customer)}>
                  Fatturato
                </Button>
                <Box visibleFrom="xs">
                  <ActivateCustomerButton customer={customer} profileExternalId={profileExternalId} />
                </Box>
              </Group>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </StackedTable>
  );
}
