import { Button } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { CustomersPage } from '../features/customers/components/customers-page';
import type { RenderHomeReorder } from '../features/customers/components/home-customers';
import { loadChunk } from '../lib/load-chunk';

// The reorder dialog and the cart's store load once the rows are shown, never with the home's first paint.
const HomeReorder = lazy(() => loadChunk(() => import('./home-reorder')).then((m) => ({ default: m.HomeReorder })));

const renderReorder: RenderHomeReorder = (customer) => (
  <Suspense
    fallback={
      <Button size="compact-sm" variant="light" disabled aria-label={`Riordina ${customer.company_name}`}>
        Riordina
      </Button>
    }
  >
    <HomeReorder customer={customer} />
  </Suspense>
);

/** The customers home wired to 'Riordina' (the orders feature's dialog and the cart, which features never import). */
export function CustomersHome() {
  return <CustomersPage renderReorder={renderReorder} />;
}
