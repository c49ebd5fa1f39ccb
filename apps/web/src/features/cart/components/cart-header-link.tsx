import { Badge, Button } from '@mantine/core';
import { Link } from 'react-router';
import { useCart } from '../../../lib/cart-store';
import { useSession } from '../../auth/api/get-current';

/** Header link to the cart with the number of lines. */
export function CartHeaderLink() {
  const userId = useSession().data?.user.id;
  const count = useCart(userId).items.length;
  return (
    <Button
      component={Link}
      to="/cart"
      variant="subtle"
      size="compact-sm"
      aria-label={`Carrello: ${count} ${count === 1 ? 'prodotto' : 'prodotti'}`}
      rightSection={
        <Badge size="sm" circle={count < 10} variant={count > 0 ? 'filled' : 'light'} aria-hidden data-testid="cart-count">
          {count}
        </Badge>
      }
    >
      Carrello
    </Button>
  );
}
