import { Alert, Anchor, Button, Group, NativeSelect, SimpleGrid, Text, TextInput } from '@mantine/core';
import type { TProduct } from '@portale/contract/catalog';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { PageHeader } from '../../../components/page-header';
import { PaginationBar } from '../../../components/pagination-bar';
import { formatNumber } from '../../../lib/format';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useActiveCategories } from '../api/get-active-categories';
import { endSentence } from '../../../lib/plural';
import { useProducts } from '../api/get-products';
import { useCatalogParams } from '../hooks/use-catalog-params';
import { ProductCard } from './product-card';
import { useSession } from '../../../lib/session';

/** The cart as the catalogue uses it; the app layer composes it from the cart feature. */
export interface CatalogCart {
  /** The other customer's name while the cart holds their products, else null. */
  elsewhere: string | null;
  /** null when added, otherwise why not (Italian). */
  add: (
    line: Pick<TProduct, 'min_quantity' | 'quantity_multiple' | 'pack_description'> & {
      product_id: number;
      product_code: string;
      description: string;
      price: number | null;
      disable_discounts: boolean;
      weight: number;
      unit_of_measure: string;
    },
    quantity: number,
  ) => string | null;
}

/** Catalogue: product cards, search by description, pagination, add to cart (spec §1, §2). */
export function CatalogPage({ cart }: { cart: CatalogCart }) {
  const session = useSession();
  const current = session.data?.current;
  const { search, page, category, update } = useCatalogParams();
  const categories = useActiveCategories();

  const customer = current?.customer ?? null;
  const hasContext = Boolean(current?.profile && customer);
  const products = useProducts({ search, page, priceListId: customer?.price_list_id ?? null, customerExternalId: customer?.external_id ?? null, categoryCode: category });
  const cartElsewhere = hasContext && cart.elsewhere !== null;
  const addDisabledReason = !hasContext
    ? 'Attivare un cliente per aggiungere prodotti al carrello'
    : cartElsewhere
      ? 'Il carrello contiene prodotti di un altro cliente'
      : null;

  function add(product: TProduct, quantity: number) {
    const refused = cart.add(
      {
        product_id: product.id,
        product_code: product.external_id,
        description: product.description,
        price: product.current_price,
        disable_discounts: product.disable_discounts,
        weight: product.weight,
        unit_of_measure: product.unit_of_measure,
        min_quantity: product.min_quantity,
        quantity_multiple: product.quantity_multiple,
        pack_description: product.pack_description,
      },
      quantity,
    );
    // The notice names the quantity actually added, Italian style ('2,5', '1.000'), never a reinterpretation.
    if (refused === null) notifySuccess(`${product.description}: aggiunto al carrello (${formatNumber(quantity)} ${product.unit_of_measure})`);
    else notifyError(refused);
  }

  const data = products.data;
  return (
    <>
      <PageHeader title="Catalogo" />
      {!hasContext && (
        <Alert color="yellow" mb="md">
          {/* Bold text rather than the Alert title: the yellow title colour fails WCAG contrast. */}
          <Text size="sm" fw={700}>
            Nessun cliente attivo
          </Text>
          <Text size="sm">
            Per vedere i prezzi e aggiungere prodotti al carrello attivare un cliente.{' '}
            <Anchor component={Link} to="/" size="sm">
              Vai ai clienti
            </Anchor>
          </Text>
        </Alert>
      )}
      {cartElsewhere && (
        <Alert color="yellow" mb="md">
          <Text size="sm" fw={700}>
            Carrello di un altro cliente
          </Text>
          <Text size="sm">
            Il carrello contiene prodotti di {cart.elsewhere}: completarlo o svuotarlo prima di
            aggiungere prodotti per {endSentence(customer?.company_name ?? '')}{' '}
            <Anchor component={Link} to="/cart" size="sm">
              Vai al carrello
            </Anchor>
          </Text>
        </Alert>
      )}
      {/* Keyed by the URL's search so back/forward refill the box. */}
      <Group align="flex-end" gap="xs" mb="md" wrap="wrap">
        <SearchForm applied={search} onSearch={(value) => update({ search: value, page: 1 })} />
        <NativeSelect
          label="Categoria"
          value={category ?? ''}
          onChange={(e) => update({ category: e.currentTarget.value || null, page: 1 })}
          data={[{ value: '', label: 'Tutte le categorie' }, ...(categories.data ?? []).map((c) => ({ value: c.code, label: c.description }))]}
          style={{ flex: '0 1 240px' }}
        />
      </Group>
      {products.isPending ? (
        <LoadingState label="Caricamento dei prodotti…" />
      ) : products.isError ? (
        <ErrorState error={products.error} onRetry={() => void products.refetch()} />
      ) : data && data.data.length === 0 && page > data.last_page ? (
        <EmptyState>
          Pagina non disponibile.{' '}
          <Anchor component="button" type="button" onClick={() => update({ page: 1 })}>
            Torna alla prima pagina
          </Anchor>
        </EmptyState>
      ) : !data || data.data.length === 0 ? (
        <EmptyState>{search ? `Nessun prodotto trovato per "${search}"` : 'Nessun prodotto da visualizzare'}</EmptyState>
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, xs: 2, lg: 3, xl: 4 }} spacing="md" aria-busy={products.isFetching} style={{ opacity: products.isPlaceholderData ? 0.6 : 1 }}>
            {data.data.map((product) => (
              <ProductCard key={product.id} product={product} priced={customer !== null} addDisabledReason={addDisabledReason} onAdd={add} canEditRules={session.data?.user.role === 'admin'} />
            ))}
          </SimpleGrid>
          <PaginationBar
            page={data.current_page}
            lastPage={data.last_page}
            total={data.total}
            totalIsEstimate={data.total_is_estimate}
            itemsLabel="prodotti"
            onChange={(p) => update({ page: p })}
          />
        </>
      )}
    </>
  );
}

/** The search box; follows the applied search (back/forward) without remounting, so the focus stays in it. */
function SearchForm({ applied, onSearch }: { applied: string; onSearch: (value: string) => void }) {
  const [draft, setDraft] = useState(applied);
  const [draftOf, setDraftOf] = useState(applied);
  if (draftOf !== applied) {
    setDraftOf(applied);
    setDraft(applied);
  }
  return (
    <form
      role="search"
      style={{ flex: '1 1 320px' }}
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(draft.trim());
      }}
    >
      <Group align="flex-end" gap="xs">
        <TextInput
          label="Cerca per descrizione o codice"
          value={draft}
          onChange={(e) => setDraft(e.currentTarget.value)}
          style={{ flex: '1 1 240px' }}
          maxLength={200}
        />
        <Button type="submit">Cerca</Button>
      </Group>
    </form>
  );
}
