import { Button, ColorSwatch, Group, Image, Modal, Table, Text, VisuallyHidden } from '@mantine/core';
import type { TShop } from '@portale/contract/shops';
import { useState } from 'react';
import { confirmAction } from '../../../components/confirm-action';
import { PageHeader } from '../../../components/page-header';
import { notifyApiError, notifySuccess } from '../../../lib/notify';
import { useDeleteShop } from '../api/delete-shop';
import { useShops } from '../api/get-shops';
import { AdminPanel } from './admin-panel';
import { StackedTable } from '../../../components/stacked-table';
import { HistoryButton } from './history-button';
import { ShopForm } from './shop-form';

/** Shops admin: list, create/edit form (logo, colour, users), delete with the spec's confirmation. */
export function ShopsPage() {
  const shops = useShops();
  const deleteShop = useDeleteShop();
  // undefined: form closed; null: new shop; a shop: editing it.
  const [editing, setEditing] = useState<TShop | null | undefined>(undefined);

  function askDelete(shop: TShop) {
    confirmAction({
      title: 'Elimina negozio',
      // The spec reused the user's wording; issue 22: the shop is named instead.
      message: `Procedere con la cancellazione del negozio «${shop.name}»?`,
      confirmLabel: 'Elimina',
      danger: true,
      onConfirm: () => deleteShop.mutate(shop.id, { onSuccess: (r) => notifySuccess(r.message), onError: notifyApiError }),
    });
  }

  return (
    <>
      <PageHeader title="Negozi">
        <Button onClick={() => setEditing(null)} disabled={!shops.data}>
          Nuovo negozio
        </Button>
      </PageHeader>
      <AdminPanel query={shops} isEmpty={(d) => d.shops.length === 0} loadingLabel="Caricamento negozi…" emptyLabel="Nessun negozio">
        {(data) => (
          <StackedTable stackBelow="md" striped highlightOnHover layout="fixed" verticalSpacing="xs" aria-label="Negozi">
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={72}>Logo</Table.Th>
                <Table.Th>Nome</Table.Th>
                <Table.Th w={70}>Colore</Table.Th>
                <Table.Th w={80} visibleFrom="sm">
                  Utenti
                </Table.Th>
                <Table.Th w={264}>
                  <VisuallyHidden>Azioni</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.shops.map((shop) => (
                <Table.Tr key={shop.id}>
                  <Table.Td data-label="Logo">{shop.logo_url ? <Image src={shop.logo_url} alt={`Logo di ${shop.name}`} h={40} w={40} fit="contain" /> : <Text c="dimmed">—</Text>}</Table.Td>
                  <Table.Td data-label="Nome" style={{ overflowWrap: 'anywhere' }}>
                    {/* One block, so the stacked layout keeps name and description together. */}
                    <div>
                      <Text size="sm" fw={600}>
                        {shop.name}
                      </Text>
                      {shop.description && (
                        <Text size="xs" c="dimmed">
                          {shop.description}
                        </Text>
                      )}
                    </div>
                  </Table.Td>
                  <Table.Td data-label="Colore">{shop.color ? <ColorSwatch color={shop.color} size={22} role="img" aria-label={`Colore ${shop.color}`} /> : '—'}</Table.Td>
                  <Table.Td data-label="Utenti" visibleFrom="sm">
                    {shop.users_ids.length}
                  </Table.Td>
                  <Table.Td data-label="Azioni">
                    <Group gap={4} wrap="wrap">
                      <Button size="compact-sm" variant="default" aria-label={`Modifica ${shop.name}`} onClick={() => setEditing(shop)}>
                        Modifica
                      </Button>
                      <Button size="compact-sm" variant="light" color="red" aria-label={`Elimina ${shop.name}`} onClick={() => askDelete(shop)}>
                        Elimina
                      </Button>
                      <HistoryButton entity="shops" id={shop.id} label={shop.name} />
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </StackedTable>
        )}
      </AdminPanel>
      <Modal
        opened={editing !== undefined}
        onClose={() => setEditing(undefined)}
        title={editing ? `Modifica negozio — ${editing.name}` : 'Nuovo negozio'}
        size="lg"
        closeButtonProps={{ 'aria-label': 'Chiudi' }}
      >
        {editing !== undefined && <ShopForm key={editing?.id ?? 'new'} shop={editing} onDone={() => setEditing(undefined)} />}
      </Modal>
    </>
  );
}
