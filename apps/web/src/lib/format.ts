import dayjs from 'dayjs';
import 'dayjs/locale/it';
import { dateInRome } from '@portale/contract/business-date';
import { onFirstUse } from '@portale/contract/on-first-use';

dayjs.locale('it');

// it-IT's minimum-grouping rule leaves 4-digit numbers without the dot (1234,56); Italian business
// documents always group (1.234,56), so force it.
const euro = onFirstUse(() => new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR', useGrouping: 'always' }));
const number = onFirstUse(() => new Intl.NumberFormat('it-IT', { maximumFractionDigits: 3, useGrouping: 'always' }));
const integer = onFirstUse(() => new Intl.NumberFormat('it-IT', { maximumFractionDigits: 0, useGrouping: 'always' }));

/**
 * Builds the formatters each in a task of its own, right after the first render. The first Intl object of a locale
 * or a time zone loads its data, 11 ms on a fast laptop: inside the first rows' render or a sync message it made
 * that a long task (issue 58). Returns a cancel function.
 */
export function prepareFormats(): () => void {
  const pending = [euro, number, integer, () => dateInRome(new Date())];
  let timer = setTimeout(function next() {
    pending.shift()?.();
    if (pending.length) timer = setTimeout(next, 0);
  }, 0);
  return () => clearTimeout(timer);
}

/** 1234.56 → "1.234,56 €" (amounts arrive as euro numbers or numeric strings computed exactly on the server). */
export function formatMoney(value: number | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  return euro().format(Number(value));
}

export function formatNumber(value: number | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  return number().format(Number(value));
}

export function formatInteger(value: number | null | undefined): string {
  return value === null || value === undefined ? '' : integer().format(value);
}

/** "2026-11-20" or an ISO timestamp → "20/11/2026". */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  const d = dayjs(value);
  return d.isValid() ? d.format('DD/MM/YYYY') : '';
}

export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '';
  const d = dayjs(value);
  return d.isValid() ? d.format('DD/MM/YYYY HH:mm') : '';
}

/** Today as YYYY-MM-DD in local time. */
export function todayIso(): string {
  return dayjs().format('YYYY-MM-DD');
}

/** Cascading line discounts as the cart shows them: '2+2', '5' (one only) or '—' for none. */
export function formatDiscounts(d1: number | null | undefined, d2: number | null | undefined): string {
  const a = Number(d1 ?? 0);
  const b = Number(d2 ?? 0);
  if (a === 0 && b === 0) return '—';
  return b === 0 ? `${formatNumber(a)}` : `${formatNumber(a)}+${formatNumber(b)}`;
}
