import { addDays, todayInRome } from '@portale/contract/business-date';

/**
 * The device's clock may be wrong (months ahead or behind). Each sync answer carries the server's business date; the
 * difference in days from the device's is kept here, so what the device dates or checks by "today" (a visit's date)
 * follows the server's calendar even without network. Per device, not per user: it is the clock's error.
 */
const KEY = 'portale-clock-skew-days';

const DAY_MS = 86_400_000;
const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/** Records the server's date of an answer (absent: an older server, nothing learnt). */
export function noteServerDate(serverDate: string | undefined): void {
  if (!serverDate) return;
  try {
    localStorage.setItem(KEY, String(daysBetween(todayInRome(), serverDate)));
  } catch {
    // Storage unavailable (private mode): the device's own date is used.
  }
}

/** Today's business date as the server counts it: the device's date corrected by the last difference seen. */
export function businessToday(): string {
  let skew = 0;
  try {
    skew = Number(localStorage.getItem(KEY) ?? 0) || 0;
  } catch {
    skew = 0;
  }
  return skew ? addDays(todayInRome(), skew) : todayInRome();
}
