// Must match the translate() of products.search_text (apps/api/src/db/schema/catalog.ts) character for character; the
// server searches with it and the device searches its offline copy with it, so both find the same products.
const FROM = 'àáâäèéêëìíîïòóôöùúûüÀÁÂÄÈÉÊËÌÍÎÏÒÓÔÖÙÚÛÜ';
const TO = 'aaaaeeeeiiiioooouuuuAAAAEEEEIIIIOOOOUUUU';
const MAP = new Map([...FROM].map((c, i) => [c, TO[i]]));

/** Folds a search term the way the products' search column is folded: accents off, lower case. */
export function foldSearch(term: string): string {
  return [...term].map((c) => MAP.get(c) ?? c).join('').toLowerCase();
}

/** The words of a search, folded; each must appear in the product's code or description. */
export function searchWords(search: string): string[] {
  return foldSearch(search).split(/\s+/).filter(Boolean).slice(0, 8);
}
