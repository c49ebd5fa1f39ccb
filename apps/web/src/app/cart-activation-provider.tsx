import type { ReactNode } from 'react';
import { ActivationHooksContext } from '../features/auth/api/activate';
import { useCartActivationHooks } from '../features/cart/hooks/use-cart-activation-hooks';

/**
 * 'Attiva' anywhere first pushes the cart's pending edits, then takes the server's cart (which the server
 * parked as a temporary order when it held another customer's products): composed here, so neither feature
 * imports the other.
 */
export function CartActivationProvider({ userId, children }: { userId: number | undefined; children: ReactNode }) {
  return <ActivationHooksContext value={useCartActivationHooks(userId)}>{children}</ActivationHooksContext>;
}
