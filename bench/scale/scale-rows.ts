/**
 * The scale data set as pure functions of a row number: row n is the same on every run and can be
 * regenerated on demand (orders are generated once for their totals and again for their lines).
 */
import { createRandom, createWeightedPicker, type Random } from '../../apps/api/src/demo/italian-random';
import { company, personName, product, uniquePartitaIva } from '../../apps/api/src/demo/italian';
import {
  DDT_APPEARANCES,
  DDT_CAUSALS,
  DDT_FREIGHTS,
  daysBefore,
  expirations,
  lineDraft,
  orderNotes,
  orderStatusIndex,
  visitNotes,
  withVatCents,
  type LineDraft,
} from '../../apps/api/src/demo/document-rows';

export interface ScaleSizes {
  profiles: number;
  customers: number;
  products: number;
  orders: number;
  /** Lines per order are 1..(2×avg−1), averaging this. */
  avgOrderLines: number;
  invoices: number;
  shippingDocuments: number;
  visits: number;
}

export const SCALE_L: ScaleSizes = {
  profiles: 1_000,
  customers: 200_000,
  products: 100_000,
  orders: 2_000_000,
  avgOrderLines: 5,
  invoices: 1_000_000,
  shippingDocuments: 1_000_000,
  visits: 500_000,
};

/** A hundredth of L, to try the loader quickly. */
export const SCALE_S: ScaleSizes = {
  profiles: 100,
  customers: 2_000,
  products: 1_000,
  orders: 20_000,
  avgOrderLines: 5,
  invoices: 10_000,
  shippingDocuments: 10_000,
  visits: 5_000,
};

export const SEED = 20_261_120;
/** Documents span the three years before this date (fixed, so the data set never drifts). */
export const END_DATE = '2026-10-31';
export const SPAN_DAYS = 1095;
export const PRICE_LIST_COUNT = 6;
export const PAYMENT_MODE_COUNT = 11;
/** Price list n's price as a share of the list price (per mille). */
export const PRICE_LIST_FACTORS = [1000, 900, 850, 880, 920, 950];

/** Every 10th profile is a big one (ten times the customers): deep pages exist for real agents. */
export function isBigProfile(profileId: number): boolean {
  return profileId % 10 === 1;
}

/** Profiles of the benchmark's named agents: a typical one and one with four big agent codes. */
export const TYPICAL_AGENT_PROFILES = [2];
export const BIG_AGENT_PROFILES = [1, 11, 21, 31];

function rowRandom(table: string, n: number): Random {
  return createRandom(SEED).fork(`${table}:${n}`);
}

export function profileRow(id: number) {
  const rng = rowRandom('profile', id);
  const p = personName(rng);
  return { id, externalId: `A${String(id).padStart(4, '0')}`, companyName: `${p.first_name} ${p.last_name}`, areas: rng.int(1, 3) };
}

export interface CustomerRow {
  id: number;
  externalId: string;
  companyName: string;
  sector: string;
  vatCode: string;
  paymentModeId: number;
  priceListId: number;
  profileId: number;
}

export function customerPicker(sizes: ScaleSizes) {
  const ids = Array.from({ length: sizes.profiles }, (_, i) => i + 1);
  return createWeightedPicker(ids, ids.map((id) => (isBigProfile(id) ? 10 : 1)));
}

export function customerRow(id: number, pickProfile: (rng: Random) => number): CustomerRow {
  const rng = rowRandom('customer', id);
  const c = company(rng);
  return {
    id,
    externalId: `C${String(id).padStart(6, '0')}`,
    companyName: c.name,
    sector: c.sector,
    vatCode: uniquePartitaIva(id),
    paymentModeId: rng.int(1, PAYMENT_MODE_COUNT),
    priceListId: rng.int(1, PRICE_LIST_COUNT),
    profileId: pickProfile(rng),
  };
}

export function productRow(id: number) {
  const p = product(rowRandom('product', id), id);
  return { id, code: p.code, description: p.description, listPriceCents: p.list_price_cents, weightGrams: p.weight_grams };
}

export interface OrderLine extends LineDraft {
  productId: number;
}

export interface OrderRow {
  id: number;
  code: string;
  issueDate: string;
  statusId: number;
  customerId: number;
  netCents: number;
  totalCents: number;
  notes: string | null;
  lines: OrderLine[];
}

/** Per-customer facts the document generators need (profile, payment mode), in typed arrays. */
export interface CustomerFacts {
  profileOf: Int32Array;
  paymentModeOf: Int8Array;
}

function docDate(rng: Random): { age: number; date: string } {
  // Newer documents are more frequent (a growing business): square-root skew towards recent days.
  const age = Math.floor(SPAN_DAYS * (1 - Math.sqrt(rng.next())));
  return { age, date: daysBefore(END_DATE, age) };
}

export function orderRow(id: number, sizes: ScaleSizes, listPrice: Int32Array): OrderRow {
  const rng = rowRandom('order', id);
  const { age, date } = docDate(rng);
  const customerId = rng.int(1, sizes.customers);
  const n = rng.int(1, 2 * sizes.avgOrderLines - 1);
  const lines: OrderLine[] = [];
  let net = 0;
  for (let i = 0; i < n; i++) {
    const productId = rng.int(1, sizes.products);
    const line = lineDraft(rng, listPrice[productId]);
    net += line.totalCents;
    lines.push({ ...line, productId });
  }
  return {
    id,
    code: `OV${date.slice(0, 4)}-${String(id).padStart(7, '0')}`,
    issueDate: date,
    statusId: orderStatusIndex(rng, age) + 1,
    customerId,
    netCents: net,
    totalCents: withVatCents(net),
    notes: orderNotes(rng),
    lines,
  };
}

export function invoiceRow(id: number, sizes: ScaleSizes) {
  const rng = rowRandom('invoice', id);
  const { date } = docDate(rng);
  const customerId = rng.int(1, sizes.customers);
  const netCents = rng.int(2_000, 600_000);
  const totalCents = withVatCents(netCents);
  return {
    id,
    code: `FT${date.slice(0, 4)}-${String(id).padStart(7, '0')}`,
    number: String(id),
    issueDate: date,
    customerId,
    netCents,
    totalCents,
    expirations: expirations(rng, date, totalCents, END_DATE),
  };
}

export function shippingDocumentRow(id: number, sizes: ScaleSizes) {
  const rng = rowRandom('ddt', id);
  const { date } = docDate(rng);
  return {
    id,
    code: `DDT${date.slice(0, 4)}-${String(id).padStart(7, '0')}`,
    issueDate: date,
    customerId: rng.int(1, sizes.customers),
    causal: rng.pick(DDT_CAUSALS),
    packagesCount: rng.int(1, 12),
    appearance: rng.pick(DDT_APPEARANCES),
    freight: rng.pick(DDT_FREIGHTS),
  };
}

export function visitRow(id: number, sizes: ScaleSizes) {
  const rng = rowRandom('visit', id);
  const { date } = docDate(rng);
  return { id, dateVisit: date, customerId: rng.int(1, sizes.customers), notes: visitNotes(rng) };
}
