/** The period closing a sentence, unless the text already ends with one ('Rossi S.n.c.' stays, never 'S.n.c..'). */
export function closingPeriod(text: string): string {
  return /[.!?…]\s*$/.test(text) ? '' : '.';
}
