import type { TCurrentCartContent } from '@portale/contract/cart';
import { formatQuantity } from '@portale/contract/quantity';
import { contentKey, toCurrentContent, type CartClash, type CartLine, type CartState } from './cart-model';

/**
 * Three-way merge of this device's copy with the server's cart after another device changed it: `base` is the
 * server content this copy's edits started from (contentKey of that version; null when unknown). What only one
 * side changed is taken from that side; the same thing changed differently on both sides is a clash: the other
 * device's value is kept and the clash records this device's value, so the agent sees both and can keep his.
 * Answers null when the two sides are carts of different customers (no sensible merge: the caller reports a
 * conflict).
 */
export function mergeCarts(base: string | null, mine: CartState, theirs: CartState): { merged: CartState; clashes: CartClash[] } | null {
  const b = base ? (JSON.parse(base) as TCurrentCartContent) : null;
  const m = toCurrentContent(mine);
  const t = toCurrentContent(theirs);
  if (m.items.length > 0 && t.items.length > 0 && (m.customer_id !== t.customer_id || m.profile_external_id !== t.profile_external_id)) return null;

  const clashes: CartClash[] = [];
  let merged: CartState = { ...theirs };
  // An empty side takes the other side's customer.
  if (t.items.length === 0 && m.items.length > 0) merged = { ...merged, ...pick(mine, CUSTOMER_KEYS) };

  for (const group of GROUPS) {
    const value = (c: TCurrentCartContent | null) => (c ? JSON.stringify(group.keys.map((k) => c[k] ?? null)) : undefined);
    const [vb, vm, vt] = [value(b), value(m), value(t)];
    if (vm === vt || vm === vb) continue;
    if (vt === vb) {
      merged = { ...merged, ...pick(mine, group.state) };
      continue;
    }
    clashes.push({ label: group.label, mine: group.show(mine), theirs: group.show(theirs), keep: { kind: 'cart', patch: pick(mine, group.state) } });
  }

  // The base as stored: quantities, discounts and notes as the server took them (same shape as a line's values).
  const baseLines = new Map((b?.items ?? []).map((l) => [l.product_id, l as unknown as LineValues]));
  const mineLines = new Map(mine.items.map((l) => [l.product_id, l]));
  const theirLines = new Map(theirs.items.map((l) => [l.product_id, l]));
  const items: CartLine[] = [];
  const ids = [...theirs.items.map((l) => l.product_id), ...mine.items.map((l) => l.product_id).filter((id) => !theirLines.has(id))];
  for (const id of ids) {
    const [lb, lm, lt] = [baseLines.get(id), mineLines.get(id), theirLines.get(id)];
    if (lm && lt) {
      let line = lt;
      for (const field of LINE_FIELDS) {
        const value = (l: LineValues | undefined) => (l ? JSON.stringify(field.keys.map((k) => l[k] ?? null)) : undefined);
        const [vb, vm, vt] = [value(lb), value(lm), value(lt)];
        if (vm === vt || vm === vb) continue;
        if (vt === vb) line = { ...line, ...pickLine(lm, field.keys) };
        else clashes.push({ label: `${lineName(lt)}: ${field.label}`, mine: field.show(lm), theirs: field.show(lt), keep: { kind: 'line', product_id: id, patch: pickLine(lm, field.keys), line: null } });
      }
      items.push(line);
    } else if (lt) {
      // Removed here: gone, unless the other device changed the line meanwhile (then shown).
      if (!lb) items.push(lt);
      else if (!sameLine(lb, lt)) {
        items.push(lt);
        clashes.push({ label: lineName(lt), mine: 'riga rimossa', theirs: describeLine(lt), keep: { kind: 'line', product_id: id, patch: null, line: null } });
      }
    } else if (lm) {
      // Removed on the other device: gone, unless changed here meanwhile (then shown).
      if (!lb) items.push(lm);
      else if (!sameLine(lb, lm)) clashes.push({ label: lineName(lm), mine: describeLine(lm), theirs: 'riga rimossa', keep: { kind: 'line', product_id: id, patch: null, line: lm } });
    }
  }
  merged = { ...merged, items };
  const dirty = contentKey(merged) !== contentKey(theirs);
  return { merged: { ...merged, dirty, clashes: [...mine.clashes, ...clashes] }, clashes };
}

type ContentKey = keyof TCurrentCartContent;
type StateKey = keyof CartState;
type LineValues = Pick<CartLine, 'quantity' | 'discount_1' | 'discount_2' | 'notes'>;

const CUSTOMER_KEYS: StateKey[] = ['profile_external_id', 'customer_id', 'customer_external_id', 'customer_name', 'price_list_id'];

const quoted = (text: string | null | undefined) => (text ? `«${text}»` : 'nessuna');

/** The cart's fields merged as units (an address is its id, its 'new' flag and its text together). */
const GROUPS: { label: string; keys: ContentKey[]; state: StateKey[]; show: (c: CartState) => string }[] = [
  { label: 'Note del carrello', keys: ['notes'], state: ['notes'], show: (c) => quoted(c.notes) },
  {
    label: 'Preventivo di origine',
    keys: ['id', 'quote_revision', 'name', 'type'],
    state: ['id', 'quote_revision', 'name', 'type'],
    show: (c) => (c.id ? `${c.name ?? `n. ${c.id}`}` : 'nuovo carrello'),
  },
  {
    label: 'Spese di spedizione',
    keys: ['shipping_items'],
    state: ['shipping_items'],
    show: (c) => (c.shipping_items === null ? 'predefinite' : c.shipping_items.length === 0 ? 'rimosse' : c.shipping_items.map((s) => s.description).join(', ')),
  },
  { label: 'Promozione', keys: ['promotion_item'], state: ['promotion_item'], show: (c) => c.promotion_item?.description ?? 'nessuna' },
  {
    label: 'Indirizzo di spedizione',
    keys: ['shipping_address_id', 'shipping_address_is_new', 'shipping_address_new'],
    state: ['shipping_address_id', 'shipping_address_is_new', 'shipping_address_new'],
    show: (c) => (c.shipping_address_is_new ? `nuovo: ${quoted(c.shipping_address_new)}` : c.shipping_address_id ? `indirizzo n. ${c.shipping_address_id}` : 'predefinito'),
  },
  {
    label: 'Modalità di pagamento',
    keys: ['payment_mode_id'],
    state: ['payment_mode_id'],
    show: (c) => (c.payment_mode_id ? `modalità n. ${c.payment_mode_id}` : 'quella del cliente'),
  },
];

const LINE_FIELDS: { label: string; keys: (keyof LineValues)[]; show: (l: CartLine) => string }[] = [
  { label: 'quantità', keys: ['quantity'], show: (l) => formatQuantity(l.quantity) },
  { label: 'sconti', keys: ['discount_1', 'discount_2'], show: (l) => `${l.discount_1}+${l.discount_2}` },
  { label: 'nota di riga', keys: ['notes'], show: (l) => quoted(l.notes) },
];

const lineName = (l: CartLine) => `${l.product_code} ${l.description}`;
const describeLine = (l: CartLine) => `quantità ${formatQuantity(l.quantity)}, sconti ${l.discount_1}+${l.discount_2}${l.notes ? `, nota ${quoted(l.notes)}` : ''}`;
const sameLine = (a: LineValues, b: LineValues) => LINE_FIELDS.every((f) => f.keys.every((k) => (a[k] ?? null) === (b[k] ?? null)));

function pick(cart: CartState, keys: StateKey[]): Partial<CartState> {
  return Object.fromEntries(keys.map((k) => [k, cart[k]])) as Partial<CartState>;
}
function pickLine(line: LineValues, keys: (keyof LineValues)[]): Partial<LineValues> {
  return Object.fromEntries(keys.map((k) => [k, line[k]])) as Partial<LineValues>;
}

/** What differs from `before` to `after`, in words (e.g. 'VT-1 Vite: quantità 2 → 4; Note del carrello: nessuna → «urgente»'). */
export function describeChanges(before: CartState, after: CartState): string {
  const changes: string[] = [];
  for (const group of GROUPS) {
    const [a, b] = [group.show(before), group.show(after)];
    if (a !== b) changes.push(`${group.label}: ${a} → ${b}`);
  }
  const old = new Map(before.items.map((l) => [l.product_id, l]));
  for (const line of after.items) {
    const was = old.get(line.product_id);
    if (!was) changes.push(`${lineName(line)} aggiunto (${describeLine(line)})`);
    else for (const field of LINE_FIELDS) if (field.show(was) !== field.show(line)) changes.push(`${lineName(line)}: ${field.label} ${field.show(was)} → ${field.show(line)}`);
  }
  const now = new Set(after.items.map((l) => l.product_id));
  for (const line of before.items) if (!now.has(line.product_id)) changes.push(`${lineName(line)} rimosso`);
  return changes.join('; ');
}
