import { Button, Group, Text } from '@mantine/core';
import { countOf } from '@portale/contract/italian-count';
import { useState } from 'react';
import { DocumentListPage } from '../../../components/list-layout/document-list-page';
import { useListParams } from '../../../components/list-layout/use-list-params';
import { useProfileOrderedItems } from '../api/get-profile-ordered-items';
import { OrderedItemsTable } from './ordered-items-table';
import { useSession } from '../../../lib/session';

interface Props {
  /** 'Aggiungi al carrello' for the chosen rows (the orders' dialog and the cart, composed by the app); `done` clears the choice. */
  renderAddChosen?: (itemIds: number[], done: () => void) => React.ReactNode;
}

/** Ordered products on the shared list layout (spec §2); each row links to its order, and rows can be chosen for the cart. */
export function OrderedItemsPage({ renderAddChosen }: Props) {
  const session = useSession();
  const list = useListParams(session.data?.current);
  const items = useProfileOrderedItems(list.params);
  const [chosen, setChosen] = useState<number[]>([]);
  const toggle = (id: number, on: boolean) => setChosen((ids) => (on ? [...ids, id] : ids.filter((x) => x !== id)));

  return (
    <DocumentListPage
      title="Prodotti ordinati"
      user={session.data?.user}
      list={list}
      query={items}
      paged={items.data?.order_items}
      placeholder="Nessun prodotto da visualizzare"
      emptyText="Nessun prodotto da visualizzare"
      searchPlaceholder="Prodotto, ordine o cliente"
      renderTable={(rows) => (
        <>
          {renderAddChosen && (
            <Group gap="sm" px="sm" py={6} data-testid="ordered-items-choice" mih={40}>
              <Text size="sm" c="gray.7" role="status">
                {chosen.length > 0 ? `${countOf(chosen.length, 'prodotto scelto', 'prodotti scelti')}` : 'Scegliere i prodotti da rimettere nel carrello'}
              </Text>
              {chosen.length > 0 && (
                <>
                  {renderAddChosen(chosen, () => setChosen([]))}
                  <Button size="compact-sm" variant="subtle" onClick={() => setChosen([])}>
                    Annulla la scelta
                  </Button>
                </>
              )}
            </Group>
          )}
          <OrderedItemsTable items={rows} chosen={renderAddChosen ? chosen : undefined} onToggle={toggle} />
        </>
      )}
    />
  );
}
