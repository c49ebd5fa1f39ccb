import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../test/fixtures';
import { jobsDataDir, runCommand, writeImportFile } from '../test/job-helpers';
import { createTestApp, loginAs, type TestContext } from '../test/test-app';

// Issue 54, point 5: docs/ERP-IMPORT.md and the importers agree. The columns are read from the document's own
// table (section "Entità"), not from a copied list: a column documented but refused, or accepted but
// undocumented, fails here.

/** command → the columns its row of the "Entità" table names (backticked names outside parentheses). */
export function documentedColumns(markdown: string): Map<string, string[]> {
  const section = markdown.split(/^## /m).find((s) => s.startsWith('Entità'));
  if (!section) throw new Error('docs/ERP-IMPORT.md: no "Entità" section');
  const table = new Map<string, string[]>();
  for (const line of section.split('\n')) {
    const row = /^\|\s*`(import:[a-z-]+)`\s*\|(.*)\|\s*$/.exec(line);
    if (!row) continue;
    // Parentheses hold explanations and example values (`INS`, `phone`…), not columns.
    let cells = row[2]!;
    for (let previous = ''; previous !== cells; ) [previous, cells] = [cells, cells.replace(/\([^()]*\)/g, '')];
    table.set(row[1]!, [...cells.matchAll(/`([a-z][a-z0-9_]*)`/g)].map((m) => m[1]!));
  }
  return table;
}

let t: TestContext;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: jobsDataDir() });
  await createUser(t.database, { email: 'admin@example.com', role: 'admin' });
  admin = await loginAs(t.app, 'admin@example.com');
});
afterAll(() => t.close());

describe('docs/ERP-IMPORT.md column tables', () => {
  const documented = documentedColumns(fs.readFileSync(path.resolve('docs/ERP-IMPORT.md'), 'utf8'));

  it('document every import command, each with the columns its importer accepts, no more and no fewer', () => {
    const imports = t.app.jobs.list().filter((c) => c.kind === 'import');
    expect([...documented.keys()].sort()).toEqual(imports.map((c) => c.name).sort());
    for (const command of imports) expect([...documented.get(command.name)!].sort(), command.name).toEqual([...(command.columns ?? [])].sort());
  });

  it('every documented column is accepted by its importer (a file with all of them has a valid header)', async () => {
    for (const [command, columns] of documented) {
      const file = writeImportFile(t, `${command.replace(':', '-')}-header.csv`, [columns.join(';')]);
      const r = await runCommand(t, admin, command, { file }, { 'dry-run': true });
      expect(r.output.errors ?? [], `${command}: ${columns.join(';')}`).toEqual([]);
    }
  }, 180_000);
});
