import { onFirstUse } from './on-first-use';

/** The company's time zone: every business date (orders, quotes, visits, warranties, exports) is a date here. */
export const BUSINESS_TIME_ZONE = 'Europe/Rome';

const isoDateInRome = onFirstUse(() => new Intl.DateTimeFormat('en-CA', { timeZone: BUSINESS_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }));

/** The calendar date ('2026-11-25') of an instant in Italy: an order placed at 00:30 is dated that day, not the UTC day before. */
export function dateInRome(at: Date): string {
  return isoDateInRome().format(at);
}

/** Today in Italy, 'YYYY-MM-DD'. */
export function todayInRome(): string {
  return dateInRome(new Date());
}

/** A calendar date moved by whole days ('2026-11-25' + 30 = '2026-12-25'); pure date arithmetic, no time zone. */
export function addDays(isoDate: string, days: number): string {
  const at = new Date(`${isoDate}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

/** A calendar date moved by whole months ('2026-11-25' − 24 = '2024-11-25'; a day the month lacks rolls over). */
export function addMonths(isoDate: string, months: number): string {
  const at = new Date(`${isoDate}T00:00:00Z`);
  at.setUTCMonth(at.getUTCMonth() + months);
  return at.toISOString().slice(0, 10);
}

/** The same calendar day one year earlier ('2028-02-29' → '2027-02-28'): the briefing's twelve-month window and YoY. */
export function sameDayLastYear(iso: string): string {
  const [y, m, d] = iso.split('-');
  return `${Number(y) - 1}-${m}-${m === '02' && d === '29' ? '28' : d}`;
}

/** Whole days from `from` to `to` (ISO dates): the briefing's 'days late' and the overdue hold count the same way. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}
