import { Anchor, Modal } from '@mantine/core';
import type { CallInput } from '@portale/contract/call';
import type { TReorderLine } from '@portale/contract/orders';
import type { saveVisitCall } from '@portale/contract/visits';
import { useState } from 'react';
import { useAddLinesToCart } from '../features/cart/hooks/use-add-lines-to-cart';
import { VisitForm } from '../features/customers/components/visit-form';
import { OutboxPage } from '../features/offline/components/outbox-page';
import { notifyError } from '../lib/notify';
import { localProduct, offlineDbFor, type OutboxItem } from '../lib/offline/offline-db';
import { useSession } from '../lib/session';

type CartBody = { profile_external_id: string; customer_id: number; items: { product_id: number; quantity: number; discount_1?: number; discount_2?: number }[] };
type VisitInput = CallInput<typeof saveVisitCall>;

/**
 * 'Da sincronizzare' wired to the cart and the visit form (issue 53, point 16): an order or quote the server refused
 * opens back into the cart, a refused visit opens in its form with the reason — the agent's work is never only
 * 'Riprova' (the same refused body) or 'Elimina'. Once reopened, the refused item leaves the outbox.
 */
export function OutboxRoute() {
  const userId = useSession().data.user.id;
  const db = offlineDbFor(userId);
  const addLines = useAddLinesToCart();
  const [visit, setVisit] = useState<{ item: OutboxItem; customer: { id: number; external_id: string; company_name: string } } | null>(null);

  async function openVisit(item: OutboxItem) {
    const { body } = item.input as VisitInput;
    const customer = await db.customers.get(body.customer_id ?? 0);
    setVisit({ item, customer: { id: body.customer_id ?? 0, external_id: body.customer_external_id ?? '', company_name: customer?.company_name ?? item.label } });
  }

  async function openInCart(item: OutboxItem) {
    const input = (item.input as { body: CartBody & { cart?: CartBody } }).body;
    const cart = item.kind === 'quote' ? input.cart! : input;
    const customer = await db.customers.get(cart.customer_id);
    if (!customer) {
      notifyError('Il cliente non è più tra quelli sul dispositivo: i prodotti non possono tornare nel suo carrello', 'Cliente non disponibile');
      return;
    }
    const lines: TReorderLine[] = [];
    for (const line of cart.items) {
      const product = await localProduct(db, line.product_id);
      const price = customer.price_list_id === null ? undefined : product?.prices[String(customer.price_list_id)];
      if (!product || price == null) continue;
      lines.push({
        product_id: product.id,
        product_code: product.external_id,
        description: product.description,
        quantity: line.quantity,
        unit_of_measure: product.unit_of_measure,
        price,
        weight: product.weight ?? 0,
        disable_discounts: product.disable_discounts,
        // The discounts the agent had chosen come back with the line (the server checks them again on the next save).
        discount_1: product.disable_discounts ? 0 : (line.discount_1 ?? 0),
        discount_2: product.disable_discounts ? 0 : (line.discount_2 ?? 0),
        discount_note: null,
        previous_total: null,
        new_total: null,
      });
    }
    if (lines.length < cart.items.length) notifyError('Alcuni prodotti non sono più disponibili sul dispositivo e non tornano nel carrello', 'Prodotti non disponibili');
    await addLines({
      customer: { id: customer.id, external_id: customer.external_id, company_name: customer.company_name, price_list_id: customer.price_list_id },
      profile_external_id: cart.profile_external_id,
      lines,
      source: 'dall’elemento da rivedere',
      openCart: true,
    });
    await db.outbox.delete(item.key);
  }

  return (
    <>
      <OutboxPage
        renderOpen={(item) =>
          item.held || item.conflict ? null : item.kind === 'visit' ? (
            <Anchor component="button" type="button" size="sm" onClick={() => void openVisit(item)}>
              Apri la visita
            </Anchor>
          ) : item.kind === 'order' || item.kind === 'quote' ? (
            <Anchor component="button" type="button" size="sm" onClick={() => void openInCart(item)}>
              Apri nel carrello
            </Anchor>
          ) : null
        }
      />
      <Modal opened={visit !== null} onClose={() => setVisit(null)} title="Visita da rivedere">
        {visit && (
          <VisitForm
            customer={visit.customer}
            profileExternalId={(visit.item.input as VisitInput).body.profile_external_id ?? ''}
            reopened={{
              draft: { date_visit: (visit.item.input as VisitInput).body.date_visit ?? '', notes: (visit.item.input as VisitInput).body.notes ?? '' },
              reason: visit.item.error ?? '',
            }}
            onSaved={() => {
              void db.outbox.delete(visit.item.key);
              setVisit(null);
            }}
            onCancel={() => setVisit(null)}
          />
        )}
      </Modal>
    </>
  );
}
