import { onFirstUse } from './on-first-use';

const pluralRules = onFirstUse(() => new Intl.PluralRules('it-IT'));
// 'always': Italian style leaves 4-digit numbers ungrouped ('1234'); the portal writes '1.234' everywhere.
const integer = onFirstUse(() => new Intl.NumberFormat('it-IT', { maximumFractionDigits: 0, useGrouping: 'always' }));

/** '1 riga', '2 righe', '120.000 righe': the count in Italian format with the noun agreeing (server messages). */
export function countOf(count: number, one: string, other: string): string {
  return `${integer().format(count)} ${pluralRules().select(count) === 'one' ? one : other}`;
}
