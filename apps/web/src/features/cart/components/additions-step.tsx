import { Alert, Button, Divider, Group, Stack, Text } from '@mantine/core';
import { DISCOUNT_PENDING, percentLabel } from '@portale/contract/approvals';
import { useState } from 'react';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { confirmAction } from '../../../components/confirm-action';
import type { CartState } from '../store/cart-model';
import { cartStore } from '../store/cart-store';
import { notifyApiError, notifyError, notifySuccess } from '../../../lib/notify';
import { formatDate } from '../../../lib/format';
import { newIdempotencyKey } from '../../../lib/new-idempotency-key';
import { useCartCustomer } from '../api/get-cart-customer';
import { useSaveCart } from '../api/save-cart';
import { useSendCartEmail } from '../api/send-email';
import { shareQuote } from '../api/share-quote';
import { CartSummary } from './cart-summary';
import type { CartFigures } from '../utils/cart-figures';
import { discountPending } from '../utils/discount-pending';
import { EmailCartModal } from './email-cart-modal';
import { PromotionChoice } from './promotion-choice';
import { SaveCartModal } from './save-cart-modal';
import { NEW_ADDRESS_MISSING, ShippingAddressPicker } from './shipping-address-picker';
import { ShippingLines } from './shipping-lines';

interface AdditionsStepProps {
  userId: number;
  cart: CartState;
  figures: CartFigures;
  /** The agent's discount authority (percent), null = none. */
  discountLimit: number | null;
  sending: boolean;
  onSendOrder: () => void;
}

/** The 'additions' state: shipping address, shipping lines, promotion, save, email, PDF, send. */
export function AdditionsStep({ userId, cart, figures, discountLimit, sending, onSendOrder }: AdditionsStepProps) {
  const customer = useCartCustomer(cart.customer_id);
  const save = useSaveCart();
  const email = useSendCartEmail();
  const [saveOpen, setSaveOpen] = useState(false);
  // One key per opening of 'Salva': saving again from the same dialog after an error or a lost answer writes once.
  const [saveKey, setSaveKey] = useState(newIdempotencyKey);
  const [emailOpen, setEmailOpen] = useState(false);
  const [addressError, setAddressError] = useState<string | null>(null);
  // Saved here, or the server found the cart equal to its archive entry (after a reload, on another device).
  const savedId = cart.saved?.id ?? (cart.saved_unchanged && !cart.dirty ? cart.id : null);
  // The server's shipping lines and hint for the cart as it is now (none once the agent removed shipping).
  const shippingLines = figures.kind === 'server' ? figures.totals.shipping_items : (cart.shipping_items ?? []);
  const freeShippingMessage = figures.kind === 'server' ? figures.totals.free_shipping_message : (cart.additions?.free_shipping_message ?? '');
  const contacts = customer.data?.customer?.contacts ?? [];
  const mainEmail = (contacts.find((c) => c.type === 'email' && c.main) ?? contacts.find((c) => c.type === 'email'))?.value ?? '';

  return (
    <Stack gap="lg">
      {customer.isPending ? (
        <LoadingState label="Caricamento degli indirizzi del cliente…" />
      ) : customer.isError ? (
        <ErrorState error={customer.error} onRetry={() => void customer.refetch()} />
      ) : customer.data.customer ? (
        <ShippingAddressPicker userId={userId} cart={cart} customer={customer.data.customer} error={addressError} onError={setAddressError} />
      ) : (
        <Alert color="yellow">{customer.data.message || 'Impossibile caricare il cliente selezionato'}</Alert>
      )}
      <Divider />
      <ShippingLines userId={userId} lines={shippingLines} />
      {freeShippingMessage && (
        <Alert color="blue" data-testid="free-shipping-message">
          {freeShippingMessage}
        </Alert>
      )}
      <PromotionChoice userId={userId} current={cart.promotion_item} offered={cart.additions?.promotion ?? []} />
      <Divider />
      <CartSummary figures={figures} problem={cart.totals_problem} />
      {discountLimit !== null && discountPending(cart.items, discountLimit) && (
        // Said before 'Invia email' and 'Scarica PDF': what the customer will receive, and what the order will do.
        <Alert color="orange" title={DISCOUNT_PENDING} data-testid="discount-pending">
          {`Alcune righe hanno uno sconto oltre il tuo limite (${percentLabel(Math.round(discountLimit * 100))}): il PDF e l'email del preventivo lo dicono e non riportano i prezzi netti di quelle righe né i totali. L'ordine attenderà l'approvazione dell'amministratore.`}
        </Alert>
      )}
      {savedId !== null && (
        <Text size="sm" c="dimmed" data-testid="saved-quote">
          Preventivo salvato: {cart.saved?.name ?? cart.name}
          {cart.saved && ` (v${cart.saved.version})`}
        </Text>
      )}
      <Group justify="space-between" gap="xs">
        <Button variant="default" onClick={() => cartStore.backToCart(userId)} disabled={sending}>
          Indietro
        </Button>
        <Group gap="xs">
          <Button
            variant="light"
            onClick={() => {
              setSaveKey(newIdempotencyKey());
              setSaveOpen(true);
            }}
            disabled={sending}
          >
            Salva
          </Button>
          <Button variant="light" onClick={() => setEmailOpen(true)} disabled={savedId === null || sending} title={savedId === null ? 'Salvare prima il preventivo' : undefined}>
            Invia email
          </Button>
          {savedId === null ? (
            <Button variant="light" disabled title="Salvare prima il preventivo">
              Scarica PDF
            </Button>
          ) : (
            <Button
              variant="light"
              component="a"
              href={`/api/cart/createPdf/${savedId}`}
              target="_blank"
              rel="noopener"
              // Downloading hands this version to the customer: said with its own call, the PDF's GET changes nothing.
              onClick={() => {
                const revision = cart.saved?.id === savedId ? cart.saved.revision : undefined;
                // After the click has opened the PDF's tab: the share's answer re-renders the step.
                setTimeout(() => void shareQuote(savedId, revision).catch(notifyApiError));
              }}
            >
              Scarica PDF
            </Button>
          )}
          <Button
            loading={sending}
            disabled={sending}
            onClick={() => {
              // An empty new address is said on this step, beside its field, before the confirmation.
              if (cart.shipping_address_is_new && !cart.shipping_address_new.trim()) return setAddressError(NEW_ADDRESS_MISSING);
              confirmAction({ message: "Procedere con l'invio dell'ordine?", confirmLabel: 'Invia ordine', onConfirm: onSendOrder });
            }}
          >
            Invia ordine
          </Button>
        </Group>
      </Group>
      <SaveCartModal
        opened={saveOpen}
        quoteId={cart.id}
        initialName={cart.name ?? ''}
        initialValidUntil={cart.saved?.valid_until ?? null}
        saving={save.isPending}
        onClose={() => setSaveOpen(false)}
        onSave={({ name, validUntil }) =>
          save.mutate(
            { cart, name, validUntil, idempotencyKey: saveKey },
            {
              onSuccess: ({ cart: answer }) => {
                cartStore.markSaved(userId, answer);
                setSaveOpen(false);
                const validity = answer.valid_until ? `, valido fino al ${formatDate(answer.valid_until)}` : '';
                notifySuccess(`Carrello salvato correttamente: preventivo v${answer.version}${validity}`);
              },
              onError: notifyApiError,
            },
          )
        }
      />
      <EmailCartModal
        opened={emailOpen}
        defaultEmail={mainEmail}
        sending={email.isPending}
        onClose={() => setEmailOpen(false)}
        onSend={(address) =>
          email.mutate(
            { cart, email: address },
            {
              onSuccess: (answer) => {
                if (answer.success) {
                  setEmailOpen(false);
                  // Names the recipient, so the agent can tell the customer where to look.
                  notifySuccess(`${answer.message || 'Operazione eseguita correttamente'}: preventivo inviato a ${address}`);
                } else notifyError(answer.message || 'Invio non riuscito');
              },
              onError: notifyApiError,
            },
          )
        }
      />
    </Stack>
  );
}
