import fs from 'node:fs';
import path from 'node:path';
import { ERROR_STATUS } from '@portale/contract/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/test-app';

/**
 * Issue 54, point 8: what docs/INTEGRATION.md states about answers is read from the guide and checked against the
 * contract and the published document, so the guide cannot drift from the server.
 */
const guide = fs.readFileSync(path.resolve(import.meta.dirname, '../../../../docs/INTEGRATION.md'), 'utf8');
type Schema = { $ref?: string; type?: string; properties?: Record<string, Schema>; anyOf?: Schema[] };
let t: TestContext;
let doc: { paths: Record<string, Record<string, { 'x-access'?: string; responses: Record<string, { content?: Record<string, { schema: Schema }> }> }>>; components: { schemas: Record<string, Schema> } };
beforeAll(async () => {
  t = await createTestApp();
  doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
});
afterAll(() => t.close());

/** The rows of the guide's table whose header row starts with `firstHeader`. */
function tableRows(firstHeader: string): string[][] {
  const lines = guide.split('\n');
  const start = lines.findIndex((l) => l.startsWith(`| ${firstHeader} |`));
  expect(start, `table '${firstHeader}' in INTEGRATION.md`).toBeGreaterThan(-1);
  const rows: string[][] = [];
  for (const line of lines.slice(start + 2)) {
    if (!line.startsWith('|')) break;
    rows.push(line.split('|').slice(1, -1).map((cell) => cell.trim()));
  }
  return rows;
}
const codesIn = (cell: string) => [...cell.matchAll(/`([A-Z_]+)`/g)].map((m) => m[1]!);
const resolve = (s: Schema): Schema => (s.$ref ? resolve(doc.components.schemas[s.$ref.split('/').pop()!]!) : s);

describe('INTEGRATION.md', () => {
  it("lists every error code with its status, and no other", () => {
    const listed = new Map<string, number[]>();
    for (const [statuses, codes] of tableRows('stato')) {
      for (const code of codesIn(codes!)) listed.set(code, statuses!.split(',').map((s) => Number(s.trim())));
    }
    expect([...listed.keys()].sort()).toEqual(Object.keys(ERROR_STATUS).sort());
    for (const [code, status] of Object.entries(ERROR_STATUS)) expect(listed.get(code), code).toContain(status);
  });

  it('names the key that wraps each paged list, as the document answers it', () => {
    const rows = tableRows('chiamata');
    expect(rows.length).toBeGreaterThan(5);
    for (const [calls, keys] of rows) {
      const callList = [...calls!.matchAll(/`(GET|POST) ([^`]+)`/g)];
      const keyList = codesOfKeys(keys!);
      expect(callList.length, calls).toBe(keyList.length);
      callList.forEach(([, method, written], i) => {
        // '/orders/getProfileOrders[/{profile}]' names both forms: the document has the shorter one too.
        const docPath = written!.replace(/\[[^\]]*\]/, '');
        const op = doc.paths[docPath]?.[method!.toLowerCase()];
        expect(op, `${method} ${docPath}`).toBeDefined();
        const answer = resolve(op!.responses['200']!.content!['application/json']!.schema);
        const page = resolve(answer.properties![keyList[i]!]!);
        expect(Object.keys(page.properties ?? {}), `${docPath} → ${keyList[i]}`).toEqual(expect.arrayContaining(['data', 'total', 'current_page', 'last_page', 'per_page']));
      });
    }
  });

  it("names every x-access value the document uses", () => {
    const used = new Set(Object.values(doc.paths).flatMap((ops) => Object.values(ops).map((op) => op['x-access'])));
    for (const access of used) expect(guide, `x-access ${access}`).toContain(`\`${access}\``);
  });
});

/** The key names of a table cell: the first word in backticks of each comma-separated part. */
function codesOfKeys(cell: string): string[] {
  return cell.replace(/\([^)]*\)/g, '').split(',').map((part) => /`([a-z_]+)`/.exec(part)?.[1]).filter((k): k is string => Boolean(k));
}
