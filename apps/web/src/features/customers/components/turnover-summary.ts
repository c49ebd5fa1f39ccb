import { formatMoney } from '../../../lib/format';
import type { TurnoverYear } from './turnover-chart';

/**
 * The turnover chart's text alternative: the years covered, the best year and the latest — once, when the latest is
 * also the best (issue 55, point 16: 'il più alto nel 2026 (3.620,89 €), nel 2026 3.620,89 €').
 */
export function turnoverSummary(years: TurnoverYear[]): string {
  const sorted = [...years].sort((a, b) => a.year - b.year);
  const first = sorted[0]!;
  const latest = sorted[sorted.length - 1]!;
  if (first === latest) return `Fatturato nel ${latest.year}: ${formatMoney(latest.invoices_total)}.`;
  const best = sorted.reduce((a, b) => (b.invoices_total > a.invoices_total ? b : a));
  const span = `Fatturato dal ${first.year} al ${latest.year}: il più alto nel ${best.year}`;
  if (best === latest) return `${span}, ${formatMoney(latest.invoices_total)}.`;
  return `${span} (${formatMoney(best.invoices_total)}), nel ${latest.year} ${formatMoney(latest.invoices_total)}.`;
}
