import type { THomeCustomer } from '@portale/contract/home-customers';
import { ReorderButton } from '../features/orders/components/reorder-button';
import { useReorderIntoCart } from './reorder-into-cart';

/**
 * 'Riordina' on a customers home row: the last order's dialog (today's prices, the discounts agreed then while still
 * allowed, old and new totals), then the customer's cart. Loaded after the home's first paint (customers-home.tsx).
 */
export function HomeReorder({ customer }: { customer: THomeCustomer & { last_order: NonNullable<THomeCustomer['last_order']> } }) {
  return <ReorderButton orderId={customer.last_order.id} onReorder={useReorderIntoCart()} compact label={`Riordina ${customer.company_name}`} />;
}
