import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { PARSE_SLICE, parseInSlices } from './parse-in-slices';

describe('parseInSlices', () => {
  const row = z.object({ id: z.number().int() });

  it('parses every row, giving the event loop a turn between slices', async () => {
    const parsedAt: number[] = [];
    let turns = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const turn = () => {
      turns++;
      timer = setTimeout(turn, 0);
    };
    turn();
    const counting = { parse: (value: unknown) => (parsedAt.push(turns), row.parse(value)) };
    const rows = Array.from({ length: 3 * PARSE_SLICE + 1 }, (_, i) => ({ id: i, extra: 'dropped' }));
    const parsed = await parseInSlices(counting, rows);
    clearTimeout(timer);
    expect(parsed).toEqual(rows.map(({ id }) => ({ id })));
    // Each slice after the first starts in a later turn than the slice before it.
    const firstOfSlice = [0, 1, 2, 3].map((k) => parsedAt[k * PARSE_SLICE]!);
    for (let k = 1; k < firstOfSlice.length; k++) expect(firstOfSlice[k]).toBeGreaterThan(firstOfSlice[k - 1]!);
    expect(parsedAt[PARSE_SLICE - 1]).toBe(parsedAt[0]);
  });

  it('an invalid row fails the answer as the whole parse did', async () => {
    await expect(parseInSlices(row, [{ id: 1 }, { id: 'x' }])).rejects.toThrow(z.ZodError);
  });
});
