import { Button } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { CustomersPage } from '../features/customers/components/customers-page';
import type { RenderHomeReorder } from '../features/customers/components/home-customers';
import { useFirstScreenDone } from '../lib/first-screen';
import { loadChunk } from '../lib/load-chunk';

// The reorder dialog, the cart's store and the device copy's database (Dexie) load once the first screen is done
// (lib/first-screen.ts), never with the home's rows: until then 'Riordina' shows, disabled.
const HomeReorder = lazy(() => loadChunk(() => import('./home-reorder')).then((m) => ({ default: m.HomeReorder })));

function HomeReorderSlot({ customer }: { customer: Parameters<RenderHomeReorder>[0] }) {
  const ready = useFirstScreenDone();
  const waiting = (
    <Button size="compact-sm" variant="light" disabled aria-label={`Riordina ${customer.company_name}`}>
      Riordina
    </Button>
  );
  if (!ready) return waiting;
  return (
    <Suspense fallback={waiting}>
      <HomeReorder customer={customer} />
    </Suspense>
  );
}

const renderReorder: RenderHomeReorder = (customer) => <HomeReorderSlot customer={customer} />;

/** The customers home wired to 'Riordina' (the orders feature's dialog and the cart, which features never import). */
export function CustomersHome() {
  return <CustomersPage renderReorder={renderReorder} />;
}
