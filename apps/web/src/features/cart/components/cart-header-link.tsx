import { Badge, Box, Button } from '@mantine/core';
import { IconShoppingCart } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useSession } from '../../../lib/session';
import { useCart } from '../store/cart-store';

/** Header link to the cart with the number of lines; the word shows only where the header has room. */
export function CartHeaderLink() {
  const userId = useSession().data?.user.id;
  const count = useCart(userId).items.length;
  return (
    <Button
      component={Link}
      to="/cart"
      variant="subtle"
      size="compact-sm"
      px={6}
      // Never squeezed by the header on a phone: a two-digit count must stay whole ('12', not '1.').
      style={{ flexShrink: 0 }}
      // The name holds the visible text ('Carrello', the count) word for word, as speech input expects.
      aria-label={`Carrello ${count} ${count === 1 ? 'prodotto' : 'prodotti'}`}
      leftSection={<IconShoppingCart size={18} aria-hidden />}
      rightSection={
        <Badge size="sm" circle={count < 10} variant={count > 0 ? 'filled' : 'light'} aria-hidden data-testid="cart-count" style={{ flexShrink: 0, overflow: 'visible' }}>
          {count}
        </Badge>
      }
    >
      {/* The space keeps the word and the count apart as read ('Carrello 0', not 'Carrello0'): the name, 'Carrello 0
          prodotti', then contains the visible text, as axe's label-content-name-mismatch requires (issue 55.11). */}
      <Box component="span" visibleFrom="lg">
        {'Carrello '}
      </Box>
    </Button>
  );
}
