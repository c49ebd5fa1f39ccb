import { Alert, Anchor, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { memo, useState } from 'react';
import { Link } from 'react-router';
import { confirmAction } from '../../../components/confirm-action';
import { EmptyState } from '../../../components/empty-state';
import { LoadingState } from '../../../components/loading-state';
import { PageHeader } from '../../../components/page-header';
import { notifyApiError } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { isBoundElsewhere } from '../store/cart-model';
import { cartStore, useCart } from '../store/cart-store';
import { useGetAdditions } from '../api/get-additions';
import { queueQuote } from '../hooks/queue-quote';
import { useSendOrder, type OrderBanner } from '../hooks/use-send-order';
import { AdditionsStep } from './additions-step';
import { CartItemsTable } from './cart-items-table';
import { CartClashNotice } from './cart-clash-notice';
import { CartConflictNotice } from './cart-conflict-notice';
import { CartSummary } from './cart-summary';
import { PaymentModeSelect } from './payment-mode-select';
import { SaveCartModal } from './save-cart-modal';
import { useCartFigures } from '../utils/cart-figures';

/**
 * The cart's notes; memoised, because an autosize textarea measures itself on every render, and a measure
 * lays out the whole page — 200 lines of it — on each keystroke in a quantity.
 */
const CartNotes = memo(function CartNotes({ userId, notes }: { userId: number; notes: string }) {
  return (
    <Textarea
      label="Note del carrello"
      value={notes}
      onChange={(e) => cartStore.setNotes(userId, e.currentTarget.value)}
      autosize
      minRows={2}
      maxLength={5000}
    />
  );
});

/** Cart / quote ('Preventivo'): the 'cart' and 'additions' states (spec §4). */
export function CartPage() {
  const session = useSession();
  const userId = session.data?.user.id;
  if (!userId) return <LoadingState />;
  return <CartScreen userId={userId} current={session.data?.current ?? null} discountLimit={session.data?.user.discount_limit ?? null} />;
}

function CartScreen({
  userId,
  current,
  discountLimit,
}: {
  userId: number;
  current: { profile: { external_id: string } | null; customer: { id: number; company_name: string } | null } | null;
  /** Issue 56: the agent's discount authority (percent), null = none. */
  discountLimit: number | null;
}) {
  const cart = useCart(userId);
  const additions = useGetAdditions();
  const [banner, setBanner] = useState<OrderBanner | null>(null);
  const order = useSendOrder(userId, setBanner);
  const figures = useCartFigures(cart);
  const { online } = useNetwork();
  const elsewhere = isBoundElsewhere(cart, { profile_external_id: current?.profile?.external_id, customer_id: current?.customer?.id });

  return (
    <>
      {/* An empty cart is a cart, not a quote (issue 21). */}
      <PageHeader title={cart.items.length === 0 ? 'Carrello' : 'Preventivo'}>
        {/* Beside the title, not at the page's end: the notices sit at the bottom of the screen and covered it there
            (issue 55, point 16), and away from 'Avanti'. */}
        {cart.items.length > 0 && cart.step === 'cart' && (
          <Button
            variant="light"
            color="red"
            disabled={!!cart.conflict}
            onClick={() =>
              confirmAction({
                message: 'Sei sicuro di voler rimuovere tutti i prodotti dal carrello?',
                danger: true,
                onConfirm: () => cartStore.clear(userId),
              })
            }
          >
            Svuota carrello
          </Button>
        )}
      </PageHeader>
      {banner && (
        <Alert color={banner.color} mb="md" withCloseButton closeButtonLabel="Chiudi" onClose={() => setBanner(null)} role={banner.color === 'red' ? 'alert' : 'status'} data-testid="order-banner">
          {banner.message}
          {banner.link && (
            <>
              {' '}
              <Anchor component={Link} to={banner.link.to}>
                {banner.link.label}
              </Anchor>
            </>
          )}
        </Alert>
      )}
      <CartClashNotice userId={userId} cart={cart} />
      <CartConflictNotice userId={userId} cart={cart} elsewhere={elsewhere} activeName={current?.customer?.company_name ?? null} />
      {cart.items.length === 0 ? (
        <Stack align="center" gap="xs">
          <EmptyState>Il carrello è vuoto</EmptyState>
          <Anchor component={Link} to="/catalogo">
            Vai al catalogo
          </Anchor>
        </Stack>
      ) : (
        // While the copy conflicts with the server's, nothing can be edited until 'Ricarica il carrello' (the
        // native fieldset disables every field and button inside it): an edit made now could never be saved.
        <fieldset disabled={!!cart.conflict} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }} data-testid="cart-editor">
          <Stack gap="md">
            <Text size="sm" data-testid="cart-customer">
              Cliente: <strong>{cart.customer_name ?? cart.customer_external_id}</strong> ({cart.customer_external_id}) · Agente {cart.profile_external_id}
              {cart.name ? ` · Preventivo: ${cart.name}` : ''}
            </Text>
            {cart.step === 'cart' ? (
              <>
                <CartItemsTable userId={userId} items={cart.items} discountLimit={discountLimit} />
                <CartNotes userId={userId} notes={cart.notes} />
                <PaymentModeSelect userId={userId} customerId={cart.customer_id} chosenId={cart.payment_mode_id} />
                <CartSummary figures={figures} problem={cart.totals_problem} />
                <Group justify="flex-end">
                  {online ? (
                    <Button
                      loading={additions.isPending}
                      onClick={() =>
                        additions.mutate(cart, {
                          onSuccess: (answer) => {
                            setBanner(null);
                            cartStore.enterAdditions(userId, { ...answer.cart_additions, free_shipping_message: answer.free_shipping_message });
                          },
                          onError: notifyApiError,
                        })
                      }
                    >
                      Avanti
                    </Button>
                  ) : (
                    <OfflineActions userId={userId} quoteId={cart.id} initialName={cart.name ?? ''} initialValidUntil={cart.saved?.valid_until ?? null} onSend={() => void order.queue()} />
                  )}
                </Group>
              </>
            ) : (
              <AdditionsStep userId={userId} cart={cart} figures={figures} discountLimit={discountLimit} sending={order.sending} onSendOrder={() => void order.send()} />
            )}
          </Stack>
        </fieldset>
      )}
    </>
  );
}

/**
 * Without network the additions step (shipping, promotions) cannot be computed: the order, or the quote, goes to the
 * outbox at the prices shown; the server holds an order it prices differently, and saves a quote at today's prices
 * saying which changed (issue 18).
 */
function OfflineActions({
  userId,
  quoteId,
  initialName,
  initialValidUntil,
  onSend,
}: {
  userId: number;
  quoteId: number | null;
  initialName: string;
  initialValidUntil: string | null;
  onSend: () => void;
}) {
  const [saveOpen, setSaveOpen] = useState(false);
  return (
    <Stack gap={4} align="flex-end">
      <Group gap="sm" justify="flex-end">
        <Button variant="default" onClick={() => setSaveOpen(true)}>
          Salva preventivo
        </Button>
        <Button
          onClick={() =>
            confirmAction({
              title: 'Invia ordine senza rete',
              message:
                "Senza rete l'ordine resta sul dispositivo e parte al ritorno della rete, ai prezzi mostrati. Spedizione e promozioni sono calcolate dal server: se il totale cambia, l'ordine non parte e va tra gli Ordini temporanei da confermare. Procedere?",
              confirmLabel: 'Invia ordine',
              onConfirm: onSend,
            })
          }
        >
          Invia ordine senza rete
        </Button>
      </Group>
      <Text size="xs" c="dimmed">
        Senza rete: parte al ritorno della rete, ai prezzi mostrati
      </Text>
      <SaveCartModal
        opened={saveOpen}
        quoteId={quoteId}
        initialName={initialName}
        initialValidUntil={initialValidUntil}
        saving={false}
        offline
        onClose={() => setSaveOpen(false)}
        onSave={(choice) => {
          setSaveOpen(false);
          void queueQuote(userId, choice);
        }}
      />
    </Stack>
  );
}
