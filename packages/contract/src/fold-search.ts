// Must match the translate() of products.search_text (apps/api/src/db/schema/catalog.ts) character for character; the
// server searches with it and the device searches its offline copy with it, so both find the same products.
const FROM = 'àáâäèéêëìíîïòóôöùúûüÀÁÂÄÈÉÊËÌÍÎÏÒÓÔÖÙÚÛÜ';
const TO = 'aaaaeeeeiiiioooouuuuAAAAEEEEIIIIOOOOUUUU';
const MAP = new Map([...FROM].map((c, i) => [c, TO[i]!]));
const ACCENTED = new RegExp(`[${FROM}]`, 'g');

/**
 * Folds a search term the way the products' search column is folded: accents off, lower case. A regular expression
 * touches only the accented letters: the device folds 100,000 descriptions with it when it searches offline.
 */
export function foldSearch(term: string): string {
  return term.replace(ACCENTED, (c) => MAP.get(c)!).toLowerCase();
}

/** The words of a search, folded; each must appear in the product's code or description. */
export function searchWords(search: string): string[] {
  return foldSearch(search).split(/\s+/).filter(Boolean).slice(0, 8);
}
