import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { csvProblem, readCsv } from './csv-source';

async function problemsOf(text: string) {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'csv-source-')), 'f.csv');
  fs.writeFileSync(file, text);
  const problems: string[] = [];
  try {
    for await (const record of readCsv(file, 'utf8', (line, reason) => problems.push(`${line}: ${reason}`))) void record;
  } catch (error) {
    problems.push(`thrown: ${(error as Error).message}`);
  }
  return problems;
}

// Issue 55, point 29: a CSV parse error is said in Italian ('Quote Not Closed' was shown as it came from csv-parse).
describe('CSV parse errors', () => {
  it.each([
    ['a quote never closed', 'codice;nome\r\nA1;"Rossi\r\n', /virgolett/],
  ])('are Italian (%s)', async (_name, text, expected) => {
    const problems = await problemsOf(text);
    expect(problems.length).toBeGreaterThan(0);
    for (const problem of problems) {
      expect(problem).toMatch(expected);
      expect(problem).not.toMatch(/Quote|Invalid|Closing|record|line \d/);
    }
  });

  it.each(['CSV_INVALID_CLOSING_QUOTE', 'CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE', 'CSV_MAX_RECORD_SIZE', 'CSV_RECORD_INCONSISTENT_FIELDS_LENGTH', 'INVALID_OPENING_QUOTE', 'SOMETHING_NEW'])(
    'says %s in Italian',
    (code) => {
      const problem = csvProblem(Object.assign(new Error('Some English text'), { code }));
      expect(problem).toMatch(/^Riga non leggibile/);
      expect(problem).not.toContain('English');
    },
  );
});
