import { ActionIcon, Button, NativeSelect, Table, Text, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { createContext, forwardRef, memo, use, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import classes from './cart-items-table.module.css';
import { StackedTable } from '../../../components/stacked-table';
import type { CartLine } from '../store/cart-model';
import { cartStore, useCartStore } from '../store/cart-store';
import { formatMoney } from '../../../lib/format';
import { DISCOUNT_OPTIONS, discountPairLabel } from '../utils/discount-options';
import { beyondAuthority, beyondAuthorityMessage } from '@portale/contract/approvals';
import { centsToEuro, previewRowCents } from '../utils/preview-totals';
import { useNetwork } from '@mantine/hooks';
import { notifyError, notifyInfo } from '../../../lib/notify';
import { ItemNotesModal } from './item-notes-modal';
import { QuantityInput } from './quantity-input';
import { describeRule, ruleOf } from '@portale/contract/quantity-rules';

const PLACEHOLDER: CartLine = { product_id: 0, quantity: 0, discount_1: 0, discount_2: 0, notes: null, product_code: '', description: '', price: null, weight: 0, disable_discounts: false, unit_of_measure: 'PZ' };

/** Removes a line and offers 'Annulla' in the notice (on a tablet the next line's ✕ slides under the finger). */
function removeWithUndo(userId: number, line: CartLine) {
  const customerId = cartStore.get(userId).customer_id;
  const index = cartStore.removeItem(userId, line.product_id);
  if (index === null) return;
  const id = `removed:${line.product_id}`;
  notifyInfo(
    <span>
      {line.product_code} rimosso dal carrello.{' '}
      <Button
        size="compact-xs"
        variant="white"
        onClick={() => {
          if (!cartStore.restoreLine(userId, line, index, customerId)) notifyError('Impossibile annullare: il carrello è cambiato nel frattempo');
          notifications.hide(id);
        }}
      >
        Annulla
      </Button>
    </span>,
    id,
  );
}

/** The signed-in agent's discount authority in basis points (issue 56); null = no limit (administrators). */
const DiscountLimitContext = createContext<number | null>(null);

/** One of the line's two cascading discounts; a line that takes none says so once, in the first. */
function DiscountCell({ userId, line, which }: { userId: number; line: CartLine; which: 1 | 2 }) {
  const label = `Sconto ${which}`;
  return (
    <Table.Td data-label={label}>
      {line.disable_discounts ? (
        <Text size="sm" c="dimmed">
          {which === 1 ? 'Non scontabile' : '—'}
        </Text>
      ) : (
        <NativeSelect
          size="xs"
          miw={92}
          className={classes.discount}
          aria-label={`${label} ${line.product_code}`}
          data={DISCOUNT_OPTIONS}
          value={String(which === 1 ? line.discount_1 : line.discount_2)}
          onChange={(e) => cartStore.setDiscount(userId, line.product_id, which, Number(e.currentTarget.value))}
        />
      )}
    </Table.Td>
  );
}

/**
 * Rows by product id, built once per list: every row selects its own line on every store change, and a search
 * per row would cost 200 × 200 steps per keystroke in a 200-line cart.
 */
const indexes = new WeakMap<readonly { product_id: number }[], Map<number, unknown>>();
const NO_ROWS = new Map<number, never>();
function byProduct<T extends { product_id: number }>(rows: readonly T[] | undefined): Map<number, T> {
  if (!rows) return NO_ROWS;
  let index = indexes.get(rows);
  if (!index) {
    index = new Map(rows.map((r) => [r.product_id, r]));
    indexes.set(rows, index);
  }
  return index as Map<number, T>;
}

interface LineRowProps {
  userId: number;
  productId: number;
  /** The row's place in the cart, for the screen reader and the virtual list's measurements. */
  index: number;
  online: boolean;
  onNotes: (line: CartLine) => void;
}

/**
 * The row's figure: the server's total for the line, or — offline with edits, never synchronised — the local
 * preview. Selected as numbers, so a new server answer re-renders only the rows whose total changed.
 */
function useRowTotal(userId: number, line: CartLine, online: boolean): number | null {
  const useServer = useCartStore((s) => {
    const cart = s.carts[userId];
    // A locked copy (conflict) is never recomputed by the server: its own lines are shown, not the server's.
    return !!cart?.server_totals && !(cart.dirty && cart.conflict) && (online || !cart.dirty);
  });
  const serverTotal = useCartStore((s) => byProduct(s.carts[userId]?.server_totals?.rows).get(line.product_id)?.row_total ?? null);
  if (useServer) return serverTotal;
  return line.price === null ? null : centsToEuro(previewRowCents(line));
}

/**
 * One line. Each row reads its own line from the store, so typing in one quantity re-renders that row only —
 * not the table, whose context would re-render every cell of a 200-line cart on a tablet.
 */
const LineRow = memo(
  forwardRef<HTMLTableRowElement, LineRowProps>(function LineRow({ userId, productId, index, online, onNotes }, ref) {
    const line = useCartStore((s) => byProduct(s.carts[userId]?.items).get(productId));
    const rowTotal = useRowTotal(userId, line ?? PLACEHOLDER, online);
    const limitBp = use(DiscountLimitContext);
    if (!line) return null;
    // Issue 56: said before sending; the server holds the order 'Da approvare' whatever the device shows.
    const beyondLimit = limitBp !== null && !line.disable_discounts && beyondAuthority(line.discount_1, line.discount_2, limitBp);
    return (
      <Table.Tr data-testid="cart-line" ref={ref} data-index={index} aria-rowindex={index + 2} className={index % 2 === 0 ? classes.stripe : undefined}>
        <Table.Td data-label="Codice" style={{ whiteSpace: 'nowrap' }} className={classes.codeCell}>
          {line.product_code}
        </Table.Td>
        <Table.Td data-label="Descrizione">
          {/* On a tablet the code heads the description, in the same cell: a column of its own left no room. */}
          <Text component="span" size="xs" fw={600} className={classes.inlineCode}>
            {line.product_code}
          </Text>
          {line.description}
          {(line.min_quantity != null || line.quantity_multiple != null || line.pack_description) && (
            <Text size="xs" c="dimmed" display="block" data-testid="line-pack">
              {[describeRule(ruleOf(line), line.unit_of_measure), line.pack_description].filter(Boolean).join(' · ')}
            </Text>
          )}
        </Table.Td>
        <Table.Td data-label="Prezzo" ta="right">
          {line.price === null ? '—' : formatMoney(line.price)}
        </Table.Td>
        <Table.Td data-label="Quantità" className={classes.quantityCell}>
          <QuantityInput
            value={line.quantity}
            unit={line.unit_of_measure}
            label={`Quantità ${line.product_code}`}
            rule={ruleOf(line)}
            onCommit={(q) => cartStore.setQuantity(userId, line.product_id, q)}
          />
        </Table.Td>
        <DiscountCell userId={userId} line={line} which={1} />
        <DiscountCell userId={userId} line={line} which={2} />
        <Table.Td data-label="Totale" ta="right" style={{ whiteSpace: 'nowrap' }}>
          <span data-testid="line-total" className={classes.figure}>
            {rowTotal === null ? '—' : formatMoney(rowTotal)}
          </span>
          {!line.disable_discounts && line.discount_1 + line.discount_2 > 0 && (
            <Text size="xs" c="dimmed" display="block">
              sconto {discountPairLabel(line.discount_1, line.discount_2)}
            </Text>
          )}
          {beyondLimit && (
            <Text size="xs" c="red.9" fw={600} display="block" data-testid="line-beyond-limit">
              {beyondAuthorityMessage(limitBp)}
            </Text>
          )}
        </Table.Td>
        <Table.Td data-label="Note">
          {/* One element, so the stacked layout keeps the button and the notes together. */}
          <div>
            {/* The name starts with the visible text (speech input), then says which line. */}
            <Button size="compact-sm" fz="xs" variant="light" onClick={() => onNotes(line)} aria-label={`${line.notes ? 'Modifica note' : 'Aggiungi note'} ${line.product_code}`}>
              {line.notes ? 'Modifica note' : 'Aggiungi note'}
            </Button>
            {line.notes && (
              <Text size="xs" c="dimmed" lineClamp={2} maw={200}>
                {line.notes}
              </Text>
            )}
          </div>
        </Table.Td>
        <Table.Td data-label="Rimuovi">
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={`Rimuovi ${line.product_code} dal carrello`}
            title="Rimuovi dal carrello"
            onClick={() => removeWithUndo(userId, line)}
          >
            ✕
          </ActionIcon>
        </Table.Td>
      </Table.Tr>
    );
  }),
);

interface LinesTableProps {
  userId: number;
  /** The lines' product ids joined by commas: a string, so the memo holds while only quantities change. */
  ids: string;
  online: boolean;
  onNotes: (line: CartLine) => void;
}

/**
 * A cart longer than this renders only the lines on and near the screen: each line is some forty elements, and in
 * a 200-line cart the browser's style, layout and paint of the whole table made every keystroke cost 80–130 ms on a
 * throttled tablet CPU. Shorter carts render every line, so the browser's find-in-page sees them all.
 */
const ALL_LINES_UP_TO = 50;
/** A table row's height before any line is drawn; the drawn lines' own height replaces it. */
const FIRST_LINE_HEIGHT = 72;

/**
 * Which lines to render: all of them, or — in a long cart — those within a few screens of the viewport, with the
 * heights of the ones above and below kept as empty space so the page scrolls as if they were there.
 */
function useRenderedLines(ids: string[], table: RefObject<HTMLTableElement | null>) {
  const virtual = ids.length > ALL_LINES_UP_TO;
  // Where the table starts in the page (what is above it moves it, and the page's height changes with it), and
  // the height of the lines not yet drawn: that of the drawn ones, which a stacked layout makes four times taller.
  const [layout, setLayout] = useState({ scrollMargin: 0, lineHeight: FIRST_LINE_HEIGHT });
  useEffect(() => {
    if (!virtual) return;
    const observer = new ResizeObserver(() => {
      if (!table.current) return;
      const drawn = [...table.current.querySelectorAll<HTMLElement>('tr[data-index]')];
      const lineHeight = drawn.length ? Math.round(drawn.reduce((sum, row) => sum + row.offsetHeight, 0) / drawn.length) : FIRST_LINE_HEIGHT;
      const scrollMargin = Math.round(table.current.getBoundingClientRect().top + window.scrollY);
      setLayout((now) => (now.scrollMargin === scrollMargin && now.lineHeight === lineHeight ? now : { scrollMargin, lineHeight }));
    });
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [virtual, table]);
  const { scrollMargin, lineHeight } = layout;
  const virtualizer = useWindowVirtualizer({
    count: ids.length,
    enabled: virtual,
    estimateSize: () => lineHeight,
    overscan: 3,
    scrollMargin,
    getItemKey: (index) => ids[index]!,
  });
  if (!virtual) return { rows: ids.map((id, index) => ({ id, index })), before: 0, after: 0, measure: undefined };
  const items = virtualizer.getVirtualItems();
  const first = items[0];
  const last = items.at(-1);
  return {
    rows: items.map((item) => ({ id: ids[item.index]!, index: item.index })),
    before: first ? first.start - scrollMargin : 0,
    after: last ? virtualizer.getTotalSize() - (last.end - scrollMargin) : 0,
    measure: virtualizer.measureElement,
  };
}

/** Empty space that stands for the lines not rendered: a row, so the table stays a valid table. */
function Spacer({ height }: { height: number }) {
  if (height <= 0) return null;
  return (
    <tr aria-hidden>
      <td colSpan={9} style={{ height, padding: 0, border: 0 }} />
    </tr>
  );
}

const LinesTable = memo(function LinesTable({ userId, ids, online, onNotes }: LinesTableProps) {
  const idList = ids.split(',');
  const tableRef = useRef<HTMLTableElement>(null);
  const { rows, before, after, measure } = useRenderedLines(idList, tableRef);
  return (
    // Cards only on a phone: on a tablet each line stays a compact row (issue 55, point 15), as the lists do.
    <StackedTable ref={tableRef} stackBelow="sm" verticalSpacing="xs" aria-rowcount={idList.length + 1} className={classes.lines}>
      <Table.Thead>
        <Table.Tr aria-rowindex={1}>
          <Table.Th className={classes.codeCell}>Codice</Table.Th>
          <Table.Th>Descrizione</Table.Th>
          {/* Widths that hold any usual amount: a long cart draws only some lines, and columns sized by the drawn
              figures would shift as it scrolls. */}
          <Table.Th ta="right" w={100} className={classes.figureHead}>
            Prezzo
          </Table.Th>
          <Table.Th>Quantità</Table.Th>
          <Table.Th>Sconto 1 (%)</Table.Th>
          <Table.Th>Sconto 2 (%)</Table.Th>
          <Table.Th ta="right" w={110} className={classes.figureHead}>
            Totale
          </Table.Th>
          <Table.Th>Note</Table.Th>
          <Table.Th>
            <VisuallyHidden>Azioni</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        <Spacer height={before} />
        {rows.map(({ id, index }) => (
          <LineRow key={id} ref={measure} index={index} userId={userId} productId={Number(id)} online={online} onNotes={onNotes} />
        ))}
        <Spacer height={after} />
      </Table.Tbody>
    </StackedTable>
  );
});

/**
 * Dims the line totals while the server recomputes an edit. Its own component, so the pending flag re-renders
 * this wrapper only: the table inside is the same element and React leaves it alone.
 */
function PendingFigures({ userId, children }: { userId: number; children: ReactNode }) {
  const pending = useCartStore((s) => !!s.carts[userId]?.dirty && !!s.carts[userId]?.server_totals && !s.carts[userId]?.conflict);
  return (
    <div className={classes.figures} data-pending={pending || undefined} aria-busy={pending} data-testid="cart-lines">
      {children}
    </div>
  );
}

/** The 'cart' state's item table: quantity, discounts, notes per line, remove (with undo). */
export function CartItemsTable({ userId, items, discountLimit = null }: { userId: number; items: CartLine[]; discountLimit?: number | null }) {
  const [notesFor, setNotesFor] = useState<CartLine | null>(null);
  const { online } = useNetwork();
  return (
    <>
      {items.length > 0 && (
        <PendingFigures userId={userId}>
          <DiscountLimitContext value={discountLimit === null ? null : Math.round(discountLimit * 100)}>
            <LinesTable userId={userId} ids={items.map((l) => l.product_id).join(',')} online={online} onNotes={setNotesFor} />
          </DiscountLimitContext>
        </PendingFigures>
      )}
      <ItemNotesModal
        line={notesFor}
        onClose={() => setNotesFor(null)}
        onSave={(notes) => {
          if (notesFor) cartStore.setLineNotes(userId, notesFor.product_id, notes);
          setNotesFor(null);
        }}
      />
    </>
  );
}
