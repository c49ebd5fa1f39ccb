import { onFirstUse } from '@portale/contract/on-first-use';
import { formatInteger } from './format';

const rules = onFirstUse(() => new Intl.PluralRules('it-IT'));

/** The noun's form for a count, by Italian plural rules: 1 → `one`, anything else (0, 2, 1,5…) → `other`. */
export function plural(count: number, one: string, other: string): string {
  return rules().select(count) === 'one' ? one : other;
}

/** Singular of the plurals the screens count, so a caller can name the plural only ('clienti'). */
const SINGULAR = {
  risultati: 'risultato',
  garanzie: 'garanzia',
  esecuzioni: 'esecuzione',
  lavori: 'lavoro',
  clienti: 'cliente',
  prodotti: 'prodotto',
  articoli: 'articolo',
  preventivi: 'preventivo',
  'ordini temporanei': 'ordine temporaneo',
  ordini: 'ordine',
  fatture: 'fattura',
  visite: 'visita',
  utenti: 'utente',
  'codici agente': 'codice agente',
  colli: 'collo',
  scadenze: 'scadenza',
} satisfies Record<string, string>;
/** A plural noun whose singular is known: what a list may count by naming the plural only. */
export type CountedNoun = keyof typeof SINGULAR;

/** '1 cliente', '2 clienti', '1.234 prodotti': the count in Italian format with the noun agreeing. */
export function formatCount(count: number, pluralNoun: string, singularNoun: string = (SINGULAR as Record<string, string>)[pluralNoun] ?? pluralNoun): string {
  return `${formatInteger(count)} ${plural(count, singularNoun, pluralNoun)}`;
}

/** A name closing a sentence: no second period after one that ends with it ('Rossi S.n.c.' stays as is). */
export function endSentence(text: string): string {
  return /[.!?…]$/.test(text.trimEnd()) ? text.trimEnd() : `${text.trimEnd()}.`;
}

/** 'a' + a name, as Italian writes it: 'ad' before a name starting with a ('Visita ad Agenzia Funebre Riva'). */
export function toName(name: string): string {
  return `${/^[aàáAÀÁ]/.test(name.trim()) ? 'ad' : 'a'} ${name.trim()}`;
}
