/**
 * How a date filter is served from the totals tables: whole months from the month rows, the partial
 * months at either edge from the day rows. Bounds are ISO dates; undefined = unbounded.
 */
export interface TotalsPlan {
  /** Month rows with month >= from and month < toExclusive (null: no month rows at all). */
  months: { from?: string; toExclusive?: string } | null;
  /** Day rows in each inclusive range. */
  days: { from?: string; to?: string }[];
}

function firstOfNextMonth(iso: string): string {
  const [y, m] = iso.split('-').map(Number);
  return new Date(Date.UTC(y, m, 1)).toISOString().slice(0, 10);
}

function dayBefore(iso: string): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

function dayAfter(iso: string): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

const isFirstOfMonth = (iso: string) => iso.endsWith('-01');

export function totalsPlan(dateStart?: string, dateEnd?: string): TotalsPlan {
  // First whole month inside the range, and the first month after the last whole one.
  const monthFrom = dateStart === undefined ? undefined : isFirstOfMonth(dateStart) ? dateStart : firstOfNextMonth(dateStart);
  const monthTo = dateEnd === undefined ? undefined : isFirstOfMonth(dayAfter(dateEnd)) ? dayAfter(dateEnd) : `${dateEnd.slice(0, 7)}-01`;
  if (monthFrom !== undefined && monthTo !== undefined && monthFrom >= monthTo) {
    return { months: null, days: [{ from: dateStart, to: dateEnd }] };
  }
  const days: TotalsPlan['days'] = [];
  if (dateStart !== undefined && monthFrom !== undefined && dateStart < monthFrom) days.push({ from: dateStart, to: dayBefore(monthFrom) });
  if (dateEnd !== undefined && monthTo !== undefined && monthTo <= dateEnd) days.push({ from: monthTo, to: dateEnd });
  return { months: { from: monthFrom, toExclusive: monthTo }, days };
}
