/**
 * Pure, seeded generators of document rows (orders, invoices, DDT, visits) shared by the demo loader
 * and the benchmark's scale data set, so both read the same way. Money is integer cents throughout.
 */
import { addDays } from '@portale/contract/business-date';
import type { Random } from './italian-random';

/** Order statuses of the ERP; 'INS' is the status of an order just sent from the portal. */
export const ORDER_STATUSES = [
  { code: 'INS', name: 'Inserito' },
  { code: 'LAV', name: 'In lavorazione' },
  { code: 'EVP', name: 'Evaso parzialmente' },
  { code: 'EVA', name: 'Evaso' },
  { code: 'SOS', name: 'Sospeso' },
  { code: 'ANN', name: 'Annullato' },
] as const;

/** Older orders are mostly shipped: the status index depends on the order's age. */
export function orderStatusIndex(rng: Random, ageDays: number): number {
  if (ageDays < 7) return rng.pick([0, 0, 1, 1, 4]);
  if (ageDays < 30) return rng.pick([1, 2, 2, 3, 3, 4]);
  return rng.chance(0.04) ? 5 : rng.chance(0.05) ? 2 : 3;
}

export const DDT_CAUSALS = ['Vendita', 'Vendita', 'Vendita', 'Reso da cliente', 'Conto visione', 'Sostituzione in garanzia'];
export const DDT_APPEARANCES = ['Scatole', 'Cartoni', 'Bancale', 'Pacco', 'Busta', 'Sfuso'];
export const DDT_FREIGHTS = ['Franco', 'Assegnato', 'Franco con addebito in fattura'];

const ORDER_NOTES = [
  'Consegna entro fine mese',
  'Consegnare al mattino',
  'Telefonare prima della consegna',
  'Cofani: scarico con sponda idraulica',
  'Urgente',
  'Fatturare a fine mese',
];

const VISIT_NOTES = [
  'Presentato il nuovo catalogo lampade votive, interessato alla linea in bronzo',
  'Cliente soddisfatto delle ultime consegne, chiede listino aggiornato',
  'Discusso il ritardo della consegna precedente, da sollecitare in sede',
  'Raccolto ordine per cornici e foto ceramiche',
  'Visita di cortesia, il titolare era assente',
  'Richiesta campionatura di lettere in ottone anticato',
  'Interessato a promozione su portafiori in marmo',
  'Verificato insoluto fattura, il cliente provvede entro settimana',
  'Mostrati i nuovi cofani in rovere, richiesta offerta',
  'Concordate condizioni di pagamento a 60 giorni',
  'Segnalata concorrenza aggressiva sui prezzi delle targhe',
  'Ritirato reso di merce danneggiata',
];

export function orderNotes(rng: Random): string | null {
  return rng.chance(0.3) ? rng.pick(ORDER_NOTES) : null;
}

export function visitNotes(rng: Random): string {
  return rng.pick(VISIT_NOTES);
}

/** A document line from a product's list price in cents: quantity, cascading discounts, exact total. */
export interface LineDraft {
  quantity: number;
  priceCents: number;
  discount1: number;
  discount2: number;
  totalCents: number;
}

export function lineDraft(rng: Random, listPriceCents: number): LineDraft {
  const quantity = rng.pick([1, 1, 2, 2, 3, 4, 5, 6, 10, 12, 20, 25, 50]);
  const discount1 = rng.chance(0.6) ? 0 : rng.int(1, 4);
  const discount2 = discount1;
  // row_total = price × qty × (1 − d1/100) × (1 − d2/100), rounded to the cent (integer arithmetic).
  const totalCents = Math.round((listPriceCents * quantity * (100 - discount1) * (100 - discount2)) / 10000);
  return { quantity, priceCents: listPriceCents, discount1, discount2, totalCents };
}

/** Gross total with 22% VAT, rounded to the cent. */
export function withVatCents(netCents: number, vatPercent = 22): number {
  return Math.round((netCents * (100 + vatPercent)) / 100);
}

/**
 * Instalments of an invoice: the total split over 1–3 due dates at 30/60/90 days end of month. Due dates more
 * than 20 days before `today` are paid except about one in twenty (a fixed function of the amount, so the random
 * sequence of the rows that follow is unchanged): the customers' overdue instalments.
 */
export function expirations(rng: Random, issueDate: string, totalCents: number, today: string): { date: string; amountCents: number; paid: boolean }[] {
  const n = rng.pick([1, 1, 2, 3]);
  const out: { date: string; amountCents: number; paid: boolean }[] = [];
  const paidBefore = daysBefore(today, 20);
  let left = totalCents;
  for (let i = 1; i <= n; i++) {
    const amount = i === n ? left : Math.floor(totalCents / n);
    left -= amount;
    const date = endOfMonthAfter(issueDate, i);
    out.push({ date, amountCents: amount, paid: date < paidBefore && amount % 19 !== 0 });
  }
  return out;
}

function endOfMonthAfter(isoDate: string, months: number): string {
  const [y, m] = isoDate.split('-').map(Number);
  // Day 0 of month m+months+1 is the last day of month m+months (UTC, no time-zone shift).
  const d = new Date(Date.UTC(y, m - 1 + months + 1, 0));
  return d.toISOString().slice(0, 10);
}

/** The ISO date `days` days before `end`. */
export function daysBefore(end: string, days: number): string {
  return addDays(end, -days);
}

export function centsToDecimal(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
