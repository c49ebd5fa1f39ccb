/**
 * Checks a sync answer's rows against their schema a slice at a time (issue 58): zod walks 1,000 orders with their
 * lines in one go in ~150 ms on a phone's CPU, a long task that holds the page's input. A slice of this many rows
 * stays well under 50 ms, and the page gets the main thread back between slices.
 */
export const PARSE_SLICE = 100;

/** Gives the main thread back: the browser's scheduler.yield() where there is one (it resumes first), else a new task. */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** The rows parsed by `row`, PARSE_SLICE at a time with a yield between slices; the first invalid row throws. */
export async function parseInSlices<T>(row: { parse(value: unknown): T }, rows: readonly unknown[], size = PARSE_SLICE): Promise<T[]> {
  const parsed: T[] = [];
  for (let i = 0; i < rows.length; i += size) {
    if (i > 0) await yieldToMain();
    for (const value of rows.slice(i, i + size)) parsed.push(row.parse(value));
  }
  return parsed;
}
